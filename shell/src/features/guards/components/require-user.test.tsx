import { act, fireEvent, screen } from '@testing-library/react';
import { useLocation } from '@nivasa/ui/router';
import { sessionCheckAtom } from '@nivasa/session/session-state';
import { startTestApiServer, type TestApiServer } from '@nivasa/session/test-api-server';
import { adminUser, checkedStore, memberUser } from '@nivasa/session/test-fixtures';
import { renderRoutes } from '@nivasa/ui/test-render';
import { returnPathAfterSignIn } from '../sign-in-redirect';
import { RequireUser } from './require-user';
import { PRERENDERED_PAGE_ID } from '@nivasa/contracts/federation';
import { keepPrerenderedPage } from '../../../components/prerendered-page';

function SignInProbe() {
  const { state } = useLocation();
  return <p>sign-in page, back to {returnPathAfterSignIn(state)}</p>;
}

const routes = [
  { path: '/sign-in', element: <SignInProbe /> },
  { element: <RequireUser />, children: [{ path: '/my-account', element: <p>account page</p> }] },
  { element: <RequireUser admin />, children: [{ path: '/dashboard-home', element: <p>dashboard page</p> }] },
];

test('a visitor is sent to /sign-in, remembering the page they asked for', () => {
  const { router } = renderRoutes(routes, { url: '/my-account?tab=profile', store: checkedStore(null) });

  expect(router.state.location.pathname).toBe('/sign-in');
  expect(screen.getByText('sign-in page, back to /my-account?tab=profile')).toBeTruthy();
});

test('a signed-in user sees the page', () => {
  renderRoutes(routes, { url: '/my-account', store: checkedStore(memberUser) });

  expect(screen.getByText('account page')).toBeTruthy();
});

test('the admin guard tells a member the dashboard is for moderators, with a way back home', () => {
  const { router } = renderRoutes(routes, { url: '/dashboard-home', store: checkedStore(memberUser) });

  expect(router.state.location.pathname).toBe('/dashboard-home');
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('The dashboard is for moderators');
  expect(screen.queryByText('dashboard page')).toBeNull();
  expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
});

test('the admin guard lets an admin in and sends a visitor to /sign-in', () => {
  const admin = renderRoutes(routes, { url: '/dashboard-home', store: checkedStore(adminUser) });
  expect(screen.getByText('dashboard page')).toBeTruthy();
  admin.unmount();

  const visitor = renderRoutes(routes, { url: '/dashboard-home', store: checkedStore(null) });
  expect(visitor.router.state.location.pathname).toBe('/sign-in');
  expect(screen.getByText('sign-in page, back to /dashboard-home')).toBeTruthy();
});

test('until the session check ends, the guard shows the loading screen instead of judging', () => {
  const store = checkedStore(null);
  store.set(sessionCheckAtom, { checked: false, error: null, unavailable: false });
  const { router } = renderRoutes(routes, { url: '/my-account', store });

  expect(screen.getByRole('status').textContent).toBe('Loading...');
  expect(router.state.location.pathname).toBe('/my-account');

  act(() => store.set(sessionCheckAtom, { checked: true, error: 'Token missing', unavailable: false }));
  expect(router.state.location.pathname).toBe('/sign-in');
});

test("until the session check ends, a page the server drew for this session stays as it came, and only that page's", () => {
  document.body.innerHTML = `<div id="${PRERENDERED_PAGE_ID}"><h1>Pending listings</h1></div>`;
  window.history.replaceState(null, '', '/dashboard-home');
  keepPrerenderedPage();
  document.body.innerHTML = '';
  const store = checkedStore(null);
  store.set(sessionCheckAtom, { checked: false, error: null, unavailable: false });
  const drawn = renderRoutes(routes, { url: '/dashboard-home', store });
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Pending listings');
  expect(screen.queryByRole('status')).toBeNull();
  act(() => store.set(sessionCheckAtom, { checked: true, error: null, unavailable: false }));
  expect(drawn.router.state.location.pathname).toBe('/sign-in');
  drawn.unmount();

  store.set(sessionCheckAtom, { checked: false, error: null, unavailable: false });
  renderRoutes(routes, { url: '/my-account', store });
  expect(screen.getByRole('status').textContent).toBe('Loading...');
  expect(screen.queryByText('Pending listings')).toBeNull();
});

let server: TestApiServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

test('a session check that got no answer says so, sends nobody to /sign-in, and Retry checks again', async () => {
  let apiUp = false;
  server = await startTestApiServer({
    'GET /api/verify-token': () =>
      apiUp
        ? { status: 200, body: { user: memberUser } }
        : { status: 503, body: { success: false, statusCode: 503, message: 'The database is not available right now.' } },
  });
  const store = checkedStore(null, server.url);
  store.set(sessionCheckAtom, { checked: true, error: 'The database is not available right now.', unavailable: true });
  const { router } = renderRoutes(routes, { url: '/my-account', store });

  const notice = screen.getByRole('alert');
  expect(notice.textContent).toContain('Nivasa could not check that you are signed in.');
  expect(notice.textContent).toContain('The database is not available right now.');
  expect(router.state.location.pathname).toBe('/my-account');

  apiUp = true;
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('account page')).toBeTruthy();
  expect(server.requests.map(({ path }) => path)).toEqual(['/api/verify-token']);
});
