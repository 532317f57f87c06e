/**
 * The browser's part of identity-provider sign-in (OpenID Connect, implicit flow in a popup):
 * open the provider's page, wait for /auth-callback.html to hand back its `#id_token=…`, and
 * check that the answer belongs to this attempt. The API verifies the token itself.
 */
import type { IdentityProviderStartResponse } from '@nivasa/contracts/api';
import { AUTH_MESSAGES } from '@nivasa/contracts/auth-messages';
import type { Translation } from '@nivasa/contracts/languages';
import { IDENTITY_PROVIDER_ERRORS } from '../messages';

/** Why a sign-in through the popup did not finish, in the page's language: the hook passes the texts of its render. */
export type ProviderPopupErrors = Translation<typeof IDENTITY_PROVIDER_ERRORS.en> & { attemptExpired: string };

const ENGLISH_ERRORS: ProviderPopupErrors = { ...IDENTITY_PROVIDER_ERRORS.en, attemptExpired: AUTH_MESSAGES.identityAttemptExpired };

/** The page the provider sends the popup back to (shell/public/auth-callback.html). */
export const CALLBACK_PATH = '/auth-callback.html';
/** What the callback page posts to its opener. */
export const CALLBACK_MESSAGE_TYPE = 'nivasa:oidc';
const STATE_KEY = 'nivasa:oidc-state';
const CLOSED_POLL_MS = 250;

/**
 * Opens the (blank) popup. Call it straight from the click: browsers allow popups only then,
 * and the start call that tells where to send it takes a moment.
 */
export function openProviderPopup(): Window | null {
  const width = 480;
  const height = 640;
  const left = Math.max(0, window.screenX + (window.outerWidth - width) / 2);
  const top = Math.max(0, window.screenY + (window.outerHeight - height) / 2);
  return window.open('', 'nivasa-sign-in', `popup,width=${width},height=${height},left=${left},top=${top}`);
}

function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function authorizationUrl(start: IdentityProviderStartResponse, state: string): string {
  const url = new URL(start.authorizationEndpoint);
  url.searchParams.set('client_id', start.clientId);
  url.searchParams.set('response_type', start.responseType);
  url.searchParams.set('scope', start.scope);
  url.searchParams.set('redirect_uri', `${window.location.origin}${CALLBACK_PATH}`);
  url.searchParams.set('nonce', start.nonce);
  url.searchParams.set('state', state);
  return url.toString();
}

/** Resolves with the callback's hash; rejects once the popup is closed without one. */
function waitForCallback(popup: Window, errors: ProviderPopupErrors): Promise<string> {
  return new Promise((resolve, reject) => {
    let closedPolls = 0;
    const stop = () => {
      window.clearInterval(timer);
      window.removeEventListener('message', onMessage);
    };
    function onMessage(event: MessageEvent) {
      if (event.origin !== window.location.origin) return;
      const data = event.data as { type?: unknown; hash?: unknown } | null;
      if (data?.type !== CALLBACK_MESSAGE_TYPE || typeof data.hash !== 'string') return;
      stop();
      resolve(data.hash);
    }
    const timer = window.setInterval(() => {
      if (!popup.closed) return;
      // The callback page posts, then closes itself: its message may still be on its way.
      closedPolls += 1;
      if (closedPolls < 2) return;
      stop();
      reject(new Error(errors.cancelled));
    }, CLOSED_POLL_MS);
    window.addEventListener('message', onMessage);
  });
}

function idTokenFrom(hash: string, expectedState: string | null, errors: ProviderPopupErrors): string {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  // An answer to another attempt (or none at all) is not this sign-in.
  if (!expectedState || params.get('state') !== expectedState) throw new Error(errors.attemptExpired);
  const error = params.get('error');
  if (error) {
    throw new Error(error === 'access_denied' ? errors.cancelled : errors.failed);
  }
  const idToken = params.get('id_token');
  if (!idToken) throw new Error(errors.failed);
  return idToken;
}

/** Sends the opened popup to the provider and resolves with the ID token it returns. */
export async function obtainIdToken(
  popup: Window | null,
  start: () => Promise<IdentityProviderStartResponse>,
  errors: ProviderPopupErrors = ENGLISH_ERRORS,
): Promise<string> {
  if (!popup) throw new Error(errors.blocked);
  try {
    const state = randomState();
    sessionStorage.setItem(STATE_KEY, state);
    popup.location.href = authorizationUrl(await start(), state);
    const hash = await waitForCallback(popup, errors);
    return idTokenFrom(hash, sessionStorage.getItem(STATE_KEY), errors);
  } finally {
    sessionStorage.removeItem(STATE_KEY);
    if (!popup.closed) popup.close();
  }
}
