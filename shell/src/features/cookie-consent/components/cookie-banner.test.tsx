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
