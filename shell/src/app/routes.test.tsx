import { act, screen, within } from '@testing-library/react';
import { checkedStore } from '@nivasa/session/test-fixtures';
import { startTestApiServer, type TestApiServer } from '@nivasa/session/test-api-server';
import { renderRoutes } from '@nivasa/ui/test-render';
import { routes } from './routes';

let server: TestApiServer;

beforeEach(async () => {
  localStorage.clear();
  server = await startTestApiServer({
    'GET /api/verify-token': () => ({ status: 401, body: { success: false, statusCode: 401, message: 'Token missing' } }),
  });
});

afterEach(() => server.close());

async function renderApp(url: string) {
  const store = checkedStore(null, server.url);
  let rendered: ReturnType<typeof renderRoutes> | undefined;
  // Lazy routes and the session refresh settle inside an awaited act.
  await act(async () => {
    rendered = renderRoutes(routes, { url, store });
  });
  return rendered as ReturnType<typeof renderRoutes>;
}

test('an unknown path shows the not-found page inside the frame', async () => {
  await renderApp('/no-such-page');

  expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
  expect(screen.getByRole('banner')).toBeTruthy();
  expect(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'About' }).getAttribute('href')).toBe('/about');
});

test('a visitor asking for an admin page lands on the sign-in page', async () => {
  const { router } = await renderApp('/dashboard-home');

  expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeTruthy();
  expect(router.state.location.pathname).toBe('/sign-in');
  expect(server.requests.map(({ path }) => path)).toEqual(['/api/verify-token']);
});

test.each([
  ['/sign-up', 'Sign Up'],
  ['/forgotpassword', 'Forgot your password?'],
  ['/reset-password/q1w2e3r4', 'Reset your password'],
])("%s is one of the shell's own pages", async (url, heading) => {
  await renderApp(url);

  expect(await screen.findByRole('heading', { name: heading })).toBeTruthy();
});

test('/edit-details is for signed-in users: a visitor is sent to sign in, to come back after', async () => {
  const { router } = await renderApp('/edit-details');

  expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeTruthy();
  expect(router.state.location.state).toMatchObject({ from: { pathname: '/edit-details' } });
});
