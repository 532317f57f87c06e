import { act, screen } from '@testing-library/react';
import { useLocation } from '@nivasa/ui/router';
import { sessionCheckAtom } from '@nivasa/session/session-state';
import { adminUser, checkedStore, memberUser } from '@nivasa/session/test-fixtures';
import { renderRoutes } from '@nivasa/ui/test-render';
import { returnPathAfterSignIn } from '../sign-in-redirect';
import { RequireUser } from './require-user';

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

test('the admin guard sends a member to /sign-in and lets an admin in', () => {
  const member = renderRoutes(routes, { url: '/dashboard-home', store: checkedStore(memberUser) });
  expect(member.router.state.location.pathname).toBe('/sign-in');
  member.unmount();

  renderRoutes(routes, { url: '/dashboard-home', store: checkedStore(adminUser) });
  expect(screen.getByText('dashboard page')).toBeTruthy();
});

test('until the session check ends, the guard shows the loading screen instead of judging', () => {
  const store = checkedStore(null);
  store.set(sessionCheckAtom, { checked: false, error: null });
  const { router } = renderRoutes(routes, { url: '/my-account', store });

  expect(screen.getByRole('status').textContent).toBe('Loading...');
  expect(router.state.location.pathname).toBe('/my-account');

  act(() => store.set(sessionCheckAtom, { checked: true, error: 'Token missing' }));
  expect(router.state.location.pathname).toBe('/sign-in');
});
