import { act, screen, within } from '@testing-library/react';
import { checkedStore } from '@nivasa/session/test-fixtures';
import { startTestApiServer, type TestApiServer } from '@nivasa/session/test-api-server';
import { renderRoutes } from '@nivasa/ui/test-render';
import { PRERENDERED_PAGE_ID, SHELL_PAGES, type RemotesConfig } from '@nivasa/contracts/federation';
import { keepPrerenderedPage } from '../components/prerendered-page';
import { createRoutes } from './routes';

// Nothing listens at port 9: a remote's page shows as when the remote is down.
const manifest = 'http://127.0.0.1:9/mf-manifest.json';
/** The remotes map as the shell's server serves it, route lists included. */
const REMOTES: RemotesConfig = {
  public: { manifest, routes: [{ path: '/about', access: 'everyone' }] },
  account: { manifest, routes: [{ path: '/edit-details', access: 'signed-in' }] },
  admin: {
    manifest,
    routes: [
      { path: '/dashboard-home', access: 'admin' },
      { path: '/dashboard/reports', access: 'admin' },
    ],
  },
};
const FALLBACK = 'This part of Nivasa is not available right now.';

let server: TestApiServer;

beforeEach(async () => {
  localStorage.clear();
  server = await startTestApiServer({
    'GET /api/verify-token': () => ({ status: 401, body: { success: false, statusCode: 401, message: 'Token missing' } }),
  });
});

afterEach(async () => {
  await server.close();
  jest.restoreAllMocks();
});

async function renderApp(url: string, remotes: RemotesConfig | null = REMOTES) {
  const store = checkedStore(null, server.url);
  let rendered: ReturnType<typeof renderRoutes> | undefined;
  // Lazy routes and the session refresh settle inside an awaited act.
  await act(async () => {
    rendered = renderRoutes(createRoutes(remotes), { url, store });
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

test("the route table comes from the remotes' route lists: a page the shell never heard of gets its guard", async () => {
  const { router } = await renderApp('/dashboard/reports');

  expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeTruthy();
  expect(router.state.location.state).toMatchObject({ from: { pathname: '/dashboard/reports' } });
});

test("a remote's path shows its fallback while the remote cannot be loaded, not the not-found page", async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await renderApp('/about');

  expect(await screen.findByText(FALLBACK)).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  expect(screen.queryByRole('heading', { name: 'Page not found' })).toBeNull();
});

test("while one of its own pages loads, the frame stays and the page's spot keeps the form the server sent", async () => {
  const painted = document.createElement('div');
  painted.id = PRERENDERED_PAGE_ID;
  painted.innerHTML = '<p>The form as the server sent it</p>';
  document.body.append(painted);
  // A page no other test here opens, so its code has not been loaded yet.
  window.history.pushState(null, '', '/confirm-email/q1w2e3r4');
  keepPrerenderedPage();
  painted.remove();

  // Not awaited: the page's code is still on its way.
  act(() => {
    renderRoutes(createRoutes(REMOTES), { url: '/confirm-email/q1w2e3r4', store: checkedStore(null, server.url) });
  });
  expect(screen.getByRole('banner')).toBeTruthy();
  expect(screen.getByText('The form as the server sent it')).toBeTruthy();

  expect(await screen.findByRole('heading', { name: 'Confirm your new email' })).toBeTruthy();
  expect(screen.queryByText('The form as the server sent it')).toBeNull();
  window.history.pushState(null, '', '/');
});

test('without the remotes map, the shell keeps its own pages and offers a retry elsewhere', async () => {
  await renderApp('/about', null);
  expect(await screen.findByText(FALLBACK)).toBeTruthy();
  expect(screen.getByRole('banner')).toBeTruthy();
});

test('without the remotes map, its own pages still work', async () => {
  await renderApp('/sign-up', null);
  expect(await screen.findByRole('heading', { name: 'Sign Up' })).toBeTruthy();
});

test("the shell's own pages are the ones its server links antd's form styles for (SHELL_PAGES)", () => {
  // Without the remotes map the table holds the shell's own pages and the retry for every other path.
  const ownPaths = createRoutes(null)
    .flatMap((layout) => layout.children ?? [])
    .flatMap((group) => group.children ?? [])
    .map((route) => route.path)
    .filter((path) => path !== '*');
  expect(ownPaths).toEqual(SHELL_PAGES);
});
