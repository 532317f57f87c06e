import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AUTH_MESSAGES } from '@nivasa/contracts/auth-messages';
import { SIGN_OUT_FAILED_MESSAGE } from '@nivasa/session/session-actions';
import { currentUserAtom } from '@nivasa/session/session-state';
import { checkedStore, memberUser } from '@nivasa/session/test-fixtures';
import { startTestApiServer, type TestApiServer } from '@nivasa/session/test-api-server';
import { renderRoutes } from '@nivasa/ui/test-render';
import { MyAccountPage } from './my-account-page';

let server: TestApiServer;

beforeEach(async () => {
  localStorage.clear();
  server = await startTestApiServer({
    'POST /api/auth/signout': () => ({ status: 200, body: { success: true, message: AUTH_MESSAGES.signedOut } }),
    [`DELETE /api/user/delete/${memberUser._id}`]: () => ({
      status: 403,
      body: { success: false, statusCode: 403, message: AUTH_MESSAGES.deleteOthersRefused },
    }),
  });
});

afterEach(async () => {
  jest.restoreAllMocks();
  await server.close();
});

function renderAccount() {
  return renderRoutes(
    [
      { path: '/my-account', element: <MyAccountPage /> },
      { path: '/', element: <p>home page</p> },
      { path: '*', element: <p>another page</p> },
    ],
    { url: '/my-account', store: checkedStore(memberUser, server.url) },
  );
}

test('the main area shows the avatar, Username, Email and Phone Number, and Edit Details', () => {
  renderAccount();
  const profile = screen.getByRole('region', { name: memberUser.username });

  expect(
    within(profile)
      .getByRole('img', { name: `${memberUser.username}'s avatar` })
      .getAttribute('src'),
  ).toBe(memberUser.avatar);
  const details = within(profile).getByRole('table');
  for (const [label, value] of [
    ['Username', memberUser.username],
    ['Email', memberUser.email],
    // Stored 0771234567, shown grouped.
    ['Phone Number', '+94 77 123 4567'],
  ]) {
    expect(within(details).getByText(label)).toBeTruthy();
    expect(within(details).getByText(value)).toBeTruthy();
  }
  expect(within(profile).getByRole('link', { name: 'Edit Details' }).getAttribute('href')).toBe('/edit-details');
});

test('the side buttons go to the account pages', async () => {
  const { router } = renderAccount();

  for (const [button, path] of [
    ['Create Listing', '/create-listing'],
    ['Show My Listings', '/my-listings'],
    ['Show My Favorites', '/my-favorites'],
  ]) {
    await act(() => router.navigate('/my-account'));
    const actions = screen.getByRole('region', { name: 'Account actions' });
    fireEvent.click(within(actions).getByRole('button', { name: button }));
    expect(router.state.location.pathname).toBe(path);
  }
});

test('Sign Out ends the session and goes home', async () => {
  const { router, store } = renderAccount();

  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign Out' })));

  expect(await screen.findByText('home page')).toBeTruthy();
  expect(router.state.location.pathname).toBe('/');
  expect(store.get(currentUserAtom)).toBeNull();
});

test('Delete Account asks first, and a refusal is shown as an error', async () => {
  // antd's dialog measures the scrollbar through a pseudo-element style jsdom cannot compute.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { store } = renderAccount();

  fireEvent.click(screen.getByRole('button', { name: 'Delete Account' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Are you sure you want to delete your account? This action cannot be undone.')).toBeTruthy();

  await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' })));

  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain(AUTH_MESSAGES.deleteOthersRefused);
  expect(alert.className).toContain('ant-alert-error');
  expect(store.get(currentUserAtom)).toEqual(memberUser);
});

test('a sign-out that does not go through says so, and a later refusal takes its place', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await server.close();
  server = await startTestApiServer({
    'POST /api/auth/signout': () => ({ status: 503, body: { success: false, statusCode: 503, message: 'The database is unavailable' } }),
    [`DELETE /api/user/delete/${memberUser._id}`]: () => ({
      status: 403,
      body: { success: false, statusCode: 403, message: AUTH_MESSAGES.deleteOthersRefused },
    }),
  });
  const { store } = renderAccount();

  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign Out' })));
  expect((await screen.findByRole('alert')).textContent).toContain(SIGN_OUT_FAILED_MESSAGE);
  expect(store.get(currentUserAtom)).toEqual(memberUser);

  fireEvent.click(screen.getByRole('button', { name: 'Delete Account' }));
  await act(async () => fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' })));

  await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(AUTH_MESSAGES.deleteOthersRefused));
  expect(screen.queryByText(SIGN_OUT_FAILED_MESSAGE)).toBeNull();
});
