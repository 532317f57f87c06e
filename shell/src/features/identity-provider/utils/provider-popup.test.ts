import { waitFor } from '@testing-library/react';
import type { IdentityProviderStartResponse } from '@nivasa/contracts/api';
import { AUTH_MESSAGES } from '@nivasa/contracts/auth-messages';
import { IDENTITY_PROVIDER_ERRORS } from '../messages';
import { CALLBACK_MESSAGE_TYPE, obtainIdToken } from './provider-popup';
import { fakePopup, type FakePopup } from './test-popup';

const START: IdentityProviderStartResponse = {
  authorizationEndpoint: 'http://localhost:4400/auth',
  clientId: 'nivasa-local',
  nonce: 'nonce-123',
  scope: 'openid email profile',
  responseType: 'id_token',
};

async function providerUrl(popup: FakePopup): Promise<URL> {
  await waitFor(() => expect(popup.location.href).not.toBe(''));
  return new URL(popup.location.href);
}

function callback(hash: string, origin = window.location.origin) {
  window.dispatchEvent(new MessageEvent('message', { origin, data: { type: CALLBACK_MESSAGE_TYPE, hash } }));
}

const obtain = (popup: FakePopup | null) => obtainIdToken(popup as unknown as Window, async () => START);

test('sends the popup to the provider with our client, nonce, callback and a fresh state, and returns the ID token', async () => {
  const popup = fakePopup();
  const token = obtain(popup);

  const url = await providerUrl(popup);
  expect(`${url.origin}${url.pathname}`).toBe(START.authorizationEndpoint);
  expect(Object.fromEntries(url.searchParams)).toEqual({
    client_id: 'nivasa-local',
    response_type: 'id_token',
    scope: 'openid email profile',
    redirect_uri: `${window.location.origin}/auth-callback.html`,
    nonce: 'nonce-123',
    state: expect.stringMatching(/^[0-9a-f]{32}$/),
  });

  callback(`#id_token=header.payload.signature&state=${url.searchParams.get('state')}`);
  await expect(token).resolves.toBe('header.payload.signature');
  expect(popup.closed).toBe(true);
  expect(sessionStorage.length).toBe(0);
});

test("ignores messages from other origins, and refuses an answer carrying another attempt's state", async () => {
  const popup = fakePopup();
  const token = obtain(popup);
  const url = await providerUrl(popup);

  callback(`#id_token=forged&state=${url.searchParams.get('state')}`, 'https://evil.example');
  callback('#id_token=replayed&state=an-older-attempt');

  await expect(token).rejects.toThrow(AUTH_MESSAGES.identityAttemptExpired);
});

test("the provider's refusal reads as a cancelled or failed sign-in", async () => {
  for (const [error, message] of [
    ['access_denied', IDENTITY_PROVIDER_ERRORS.en.cancelled],
    ['server_error', IDENTITY_PROVIDER_ERRORS.en.failed],
  ]) {
    const popup = fakePopup();
    const token = obtain(popup);
    const url = await providerUrl(popup);
    callback(`#error=${error}&state=${url.searchParams.get('state')}`);
    await expect(token).rejects.toThrow(message);
  }
});

test('closing the popup cancels the sign-in', async () => {
  const popup = fakePopup();
  const token = obtain(popup);
  await providerUrl(popup);

  popup.close();

  await expect(token).rejects.toThrow(IDENTITY_PROVIDER_ERRORS.en.cancelled);
});

test('a blocked popup says so, and asks the API nothing', async () => {
  const start = jest.fn(async () => START);

  await expect(obtainIdToken(null, start)).rejects.toThrow(IDENTITY_PROVIDER_ERRORS.en.blocked);
  expect(start).not.toHaveBeenCalled();
});

test('a failed start closes the popup and passes the reason on', async () => {
  const popup = fakePopup();

  await expect(
    obtainIdToken(popup as unknown as Window, () => Promise.reject(new Error(AUTH_MESSAGES.identityUnavailable))),
  ).rejects.toThrow(AUTH_MESSAGES.identityUnavailable);
  expect(popup.closed).toBe(true);
});
