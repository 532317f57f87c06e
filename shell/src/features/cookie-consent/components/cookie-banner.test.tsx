import { act, fireEvent, screen } from '@testing-library/react';
import { COOKIE_CONSENT } from '@nivasa/contracts/limits';
import { renderRoutes } from '@nivasa/ui/test-render';
import { CookieBanner } from './cookie-banner';

const renderBanner = () => renderRoutes([{ path: '*', element: <CookieBanner /> }]);

beforeEach(() => localStorage.clear());

test.each([
  ['Accept', COOKIE_CONSENT.accepted],
  ['Decline', COOKIE_CONSENT.declined],
])('%s stores the choice and hides the banner for good', async (button, stored) => {
  const first = renderBanner();
  await act(async () => fireEvent.click(screen.getByRole('button', { name: button })));

  expect(localStorage.getItem(COOKIE_CONSENT.storageKey)).toBe(stored);
  expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();

  first.unmount();
  renderBanner();
  expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
});

test('the banner shows until a choice is made', () => {
  renderBanner();

  expect(screen.getByRole('region', { name: 'Cookie consent' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Accept' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Decline' })).toBeTruthy();
});

test('the choice goes to the server as a cookie, also one made before the cookie was set', () => {
  const cookies = () => document.cookie.split('; ');
  document.cookie = `${COOKIE_CONSENT.storageKey}=; Max-Age=0; Path=/`;
  localStorage.setItem(COOKIE_CONSENT.storageKey, COOKIE_CONSENT.declined);
  renderBanner();
  expect(cookies()).toContain(`${COOKIE_CONSENT.storageKey}=${COOKIE_CONSENT.declined}`);

  localStorage.clear();
  renderBanner();
  fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
  expect(cookies()).toContain(`${COOKIE_CONSENT.storageKey}=${COOKIE_CONSENT.accepted}`);
});
