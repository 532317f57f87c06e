import { AUTH_MESSAGES } from '@nivasa/contracts/messages';
import { act, fireEvent, screen } from '@testing-library/react';
import { currentUserAtom } from '@nivasa/session/session-state';
import { checkedStore, memberUser } from '@nivasa/session/test-fixtures';
import { startTestApiServer, type TestApiServer } from '@nivasa/session/test-api-server';
import { renderRoutes } from '@nivasa/ui/test-render';
import { SignInPage } from './sign-in-page';

let server: TestApiServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

function renderSignIn(url: string, state?: unknown) {
  const store = checkedStore(null, server?.url);
  const routes = [
    { path: '/sign-in', element: <SignInPage /> },
    { path: '/my-account', element: <p>account page</p> },
    { path: '/', element: <p>home page</p> },
  ];
  return renderRoutes(routes, { url, state, store });
}

async function submit(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign In' })));
}

test('the form has typed email and password fields and the links to register and reset', () => {
  renderSignIn('/sign-in');

  expect(screen.getByLabelText('Email').getAttribute('type')).toBe('email');
  expect(screen.getByLabelText('Password').getAttribute('type')).toBe('password');
  expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/sign-up');
  expect(screen.getByRole('link', { name: 'Reset it here' }).getAttribute('href')).toBe('/forgotpassword');
});

test("a rejected sign-in shows the server's message as an error", async () => {
  server = await startTestApiServer({
    'POST /api/auth/signin': () => ({ status: 401, body: { success: false, statusCode: 401, message: AUTH_MESSAGES.wrongCredentials } }),
  });
  renderSignIn('/sign-in');

  await submit('nimali@example.lk', 'not-her-password');

  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain(AUTH_MESSAGES.wrongCredentials);
  expect(alert.className).toContain('ant-alert-error');
});

test('while signing in the button reads Loading..., then the user returns where they came from', async () => {
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  server = await startTestApiServer({
    'POST /api/auth/signin': async () => {
      await answered;
      return { status: 200, body: { success: true, message: AUTH_MESSAGES.signedIn, user: memberUser } };
    },
  });
  const { router, store } = renderSignIn('/sign-in', { from: { pathname: '/my-account', search: '', hash: '' } });

  await submit('nimali@example.lk', 'correct horse battery');
  expect(await screen.findByRole('button', { name: 'Loading...' })).toBeTruthy();
  expect(server.requests.map(({ path, body }) => [path, body])).toEqual([
    ['/api/auth/signin', { email: 'nimali@example.lk', password: 'correct horse battery' }],
  ]);

  answer();
  expect(await screen.findByText('account page')).toBeTruthy();
  expect(router.state.location.pathname).toBe('/my-account');
  expect(store.get(currentUserAtom)).toEqual(memberUser);
});
