import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AUTH_MESSAGES, FIELD_MESSAGES } from '@nivasa/contracts/auth-messages';
import { checkedStore, fieldRefusal } from '@nivasa/session/test-fixtures';
import { startTestApiServer, type TestApiServer } from '@nivasa/session/test-api-server';
import { renderRoutes } from '@nivasa/ui/test-render';
import { IDENTITY_PROVIDER_ERRORS } from '../features/identity-provider/messages';
import { SignInPage } from './sign-in-page';
import { SignUpPage } from './sign-up-page';

let server: TestApiServer;

afterEach(async () => {
  jest.restoreAllMocks();
  await server.close();
});

async function renderSignUp(routes: Parameters<typeof startTestApiServer>[0] = {}) {
  server = await startTestApiServer(routes);
  return renderRoutes(
    [
      { path: '/sign-up', element: <SignUpPage /> },
      { path: '/sign-in', element: <SignInPage /> },
    ],
    { url: '/sign-up', store: checkedStore(null, server.url) },
  );
}

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

test('has the four fields (email as plain text, the phone as #number), the provider button and the links', async () => {
  await renderSignUp();

  expect(screen.getByRole('heading', { name: 'Sign Up' })).toBeTruthy();
  expect(screen.getByLabelText('Email').getAttribute('type')).toBe('text');
  expect(screen.getByLabelText('Username')).toBeTruthy();
  expect(screen.getByLabelText('Password').getAttribute('type')).toBe('password');
  expect(screen.getByLabelText('Phone Number').id).toBe('number');
  expect(screen.getByRole('button', { name: /Continue with Google/ })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/sign-in');
  const agreement = screen.getByText(/By signing up you agree to our/);
  expect(agreement.textContent).toBe('By signing up you agree to our Terms and Privacy Policy.');
  expect(screen.getByRole('link', { name: 'Terms' }).getAttribute('href')).toBe('/terms');
  expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy');
});

const ACCOUNT = { email: 'nimali@example.lk', username: 'nimali', password: 'Kandy-lake-2026', number: '077 123 4567' };

function fillAccount(account: typeof ACCOUNT) {
  fill('Email', account.email);
  fill('Username', account.username);
  fill('Password', account.password);
  fill('Phone Number', account.number);
}

test("the form checks each field by the API's schema, in the API's words, and sends nothing until they pass", async () => {
  await renderSignUp();

  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign Up' })));
  for (const message of [FIELD_MESSAGES.email, FIELD_MESSAGES.username, FIELD_MESSAGES.password, FIELD_MESSAGES.number]) {
    const help = await screen.findByText(message);
    expect(help.closest('.ant-form-item-explain-error')).toBeTruthy();
  }

  fillAccount({ email: 'not an email', username: 'ni', password: 'short', number: '12345' });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign Up' })));
  for (const message of [FIELD_MESSAGES.email, FIELD_MESSAGES.username, FIELD_MESSAGES.password, FIELD_MESSAGES.number]) {
    expect(await screen.findByText(message)).toBeTruthy();
  }
  expect(server.requests).toEqual([]);

  // A field that passes loses its message; the others keep theirs.
  fill('Email', ACCOUNT.email);
  await waitFor(() => expect(screen.queryByText(FIELD_MESSAGES.email)).toBeNull());
  expect(screen.getByText(FIELD_MESSAGES.number)).toBeTruthy();
});

test("the server's refusals show in red under their fields, and the rest above the button", async () => {
  await renderSignUp({
    'POST /api/auth/signup': () => ({
      status: 409,
      body: fieldRefusal(
        'EMAIL_TAKEN',
        409,
        { field: 'email', code: 'FIELD_TAKEN', params: {}, message: AUTH_MESSAGES.emailTaken },
        { field: 'username', code: 'FIELD_TAKEN', params: {}, message: AUTH_MESSAGES.usernameTaken },
        { field: 'x', code: 'FIELD_INVALID', params: {}, message: 'property x should not exist' },
      ),
    }),
  });

  fillAccount(ACCOUNT);
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign Up' })));

  for (const message of [AUTH_MESSAGES.emailTaken, AUTH_MESSAGES.usernameTaken]) {
    const help = await screen.findByText(message);
    expect(help.closest('.ant-form-item-explain-error')).toBeTruthy();
  }
  expect(screen.getByLabelText('Email').closest('.ant-form-item-has-error')).toBeTruthy();
  expect(screen.getByLabelText('Password').closest('.ant-form-item-has-error')).toBeNull();
  const alert = screen.getByRole('alert');
  expect(alert.className).toContain('ant-alert-error');
  expect(alert.textContent).toContain('property x should not exist');

  // Editing a field puts its message away; the others stay.
  fill('Email', 'nimali.perera@example.lk');
  expect(screen.queryByText(AUTH_MESSAGES.emailTaken)).toBeNull();
  expect(screen.getByText(AUTH_MESSAGES.usernameTaken)).toBeTruthy();
});

test('says under the password what makes a good one, and shows a password too easy to guess refused there', async () => {
  await renderSignUp({
    'POST /api/auth/signup': () => ({
      status: 400,
      body: fieldRefusal('VALIDATION_FAILED', 400, {
        field: 'password',
        code: 'FIELD_INVALID',
        params: {},
        message: FIELD_MESSAGES.passwordWeak,
      }),
    }),
  });
  const item = screen.getByLabelText('Password').closest('.ant-form-item') as HTMLElement;
  expect(within(item).getByText(FIELD_MESSAGES.passwordHint)).toBeTruthy();
  // Long enough for the schema; only the server can tell it is easy to guess.
  fillAccount({ ...ACCOUNT, password: 'password' });

  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign Up' })));

  const refusal = await within(item).findByText(FIELD_MESSAGES.passwordWeak);
  expect(refusal.closest('.ant-form-item-explain-error')).toBeTruthy();
  expect(screen.queryByRole('alert')).toBeNull();
  fill('Password', 'tea estates at dawn');
  expect(screen.queryByText(FIELD_MESSAGES.passwordWeak)).toBeNull();
});

test('reads Loading... while busy, then goes to /sign-in with the message and the email filled in', async () => {
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  const { router } = await renderSignUp({
    'POST /api/auth/signup': async () => {
      await answered;
      return { status: 201, body: { success: true, message: AUTH_MESSAGES.signedUp } };
    },
  });
  fillAccount(ACCOUNT);

  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign Up' })));
  expect(await screen.findByRole('button', { name: 'Loading...' })).toBeTruthy();
  expect(server.requests.map(({ path, body }) => [path, body])).toEqual([['/api/auth/signup', ACCOUNT]]);

  await act(async () => answer());
  expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeTruthy();
  expect(router.state.location.pathname).toBe('/sign-in');
  expect(screen.getByRole('alert').textContent).toContain(AUTH_MESSAGES.signedUp);
  expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Email' }).value).toBe(ACCOUNT.email);
});

test('a failed sign-in on the sign-in page does not follow to the sign-up page', async () => {
  server = await startTestApiServer({
    'POST /api/auth/signin': () => ({ status: 401, body: { success: false, statusCode: 401, message: AUTH_MESSAGES.wrongCredentials } }),
  });
  const { router } = renderRoutes(
    [
      { path: '/sign-up', element: <SignUpPage /> },
      { path: '/sign-in', element: <SignInPage /> },
    ],
    { url: '/sign-in', store: checkedStore(null, server.url) },
  );
  fill('Email', 'nimali@example.lk');
  fill('Password', 'not-her-password');
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign In' })));
  expect((await screen.findByRole('alert')).textContent).toContain(AUTH_MESSAGES.wrongCredentials);

  await act(() => router.navigate('/sign-up'));

  expect(await screen.findByRole('heading', { name: 'Sign Up' })).toBeTruthy();
  expect(screen.queryByRole('alert')).toBeNull();
});

test('a failed provider sign-in shows on the sign-up form, in red', async () => {
  await renderSignUp();
  jest.spyOn(window, 'open').mockReturnValue(null);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);

  await act(async () => fireEvent.click(screen.getByRole('button', { name: /Continue with Google/ })));

  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain(IDENTITY_PROVIDER_ERRORS.en.blocked);
  expect(alert.className).toContain('ant-alert-error');
  expect(server.requests).toEqual([]);
});
