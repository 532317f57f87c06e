import { COOKIE_BANNER_ID } from '@nivasa/contracts/federation';
import { COOKIE_CONSENT } from '@nivasa/contracts/limits';

/** The cookie banner as the frame's HTML draws it (shell/src/app/prerendered.tsx); it holds no other section. */
const COOKIE_BANNER = new RegExp(`<section\\b[^>]*\\bid="${COOKIE_BANNER_ID}"[^>]*>[\\s\\S]*?</section>`);

/** Whether the visitor's cookie choice came with the request (the shell's banner sets it as a cookie once made). */
export function hasChosenCookies(cookieHeader: string | undefined): boolean {
  return (cookieHeader ?? '')
    .split(';')
    .map((part) => part.trim())
    .some(
      (part) =>
        part === `${COOKIE_CONSENT.storageKey}=${COOKIE_CONSENT.accepted}` ||
        part === `${COOKIE_CONSENT.storageKey}=${COOKIE_CONSENT.declined}`,
    );
}

/** The page without its cookie banner, for a visitor who has chosen. */
export function withoutCookieBanner(html: string): string {
  return html.replace(COOKIE_BANNER, '');
}
