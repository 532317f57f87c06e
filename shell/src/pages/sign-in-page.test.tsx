import type { PublicUser } from '@nivasa/contracts/account-schema';
import { AUTH_MESSAGES, FIELD_MESSAGES } from '@nivasa/contracts/auth-messages';
import { FIELD_MESSAGES_SI } from '@nivasa/contracts/auth-messages.si';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { pageLanguage, setPageLanguage } from '@nivasa/session/language';
import { currentUserAtom } from '@nivasa/session/session-state';
import { checkedStore, fieldRefusal, memberUser } from '@nivasa/session/test-fixtures';
import { startTestApiServer, type TestApiServer } from '@nivasa/session/test-api-server';
import { renderRoutes } from '@nivasa/ui/test-render';
import { IDENTITY_PROVIDER_ERRORS } from '../features/identity-provider/messages';
import { CALLBACK_MESSAGE_TYPE } from '../features/identity-provider/utils/provider-popup';
import { fakePopup } from '../features/identity-provider/utils/test-popup';
import { SignInPage } from './sign-in-page';

let server: TestApiServer | undefined;

afterEach(async () => {
  jest.restoreAllMocks();
  document.documentElement.removeAttribute('lang');
  await server?.close();
  server = undefined;
});

function renderSignIn(url: string, state?: unknown) {
  const store = checkedStore(null, server?.url);
  const routes = [
    { path: '/sign-in', element: <SignInPage /> },
    { path: '/my-account', element: <p>account page</p> },
    { path: '/sign-up', element: <p>sign-up page</p> },
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

test('a refusal naming fields shows each under its field', async () => {
  server = await startTestApiServer({
    'POST /api/auth/signin': () => ({
      status: 400,
      body: fieldRefusal(
        'VALIDATION_FAILED',
        400,
        { field: 'password', code: 'FIELD_INVALID', params: {}, message: FIELD_MESSAGES.passwordRequired },
        { field: 'otp', code: 'FIELD_INVALID', params: {}, message: 'property otp should not exist' },
      ),
    }),
  });
  renderSignIn('/sign-in');

  await submit('nimali@example.lk', ' ');

  const help = await within(screen.getByLabelText('Password').closest('.ant-form-item') as HTMLElement).findByText(
    FIELD_MESSAGES.passwordRequired,
  );
  expect(help.closest('.ant-form-item-explain-error')).toBeTruthy();
  expect(screen.getByRole('alert').textContent).toContain('property otp should not exist');
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

const FROM_MY_ACCOUNT = { from: { pathname: '/my-account', search: '', hash: '' } };

test("after a sign-up it shows the server's message and fills in the new account's email", () => {
  renderSignIn('/sign-in', { notice: AUTH_MESSAGES.signedUp, email: 'nimali@example.lk' });

  const notice = screen.getByRole('alert');
  expect(notice.textContent).toContain(AUTH_MESSAGES.signedUp);
  expect(notice.className).toContain('ant-alert-success');
  expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('nimali@example.lk');
});

test('the way to sign up keeps the page to return to', async () => {
  const { router } = renderSignIn('/sign-in', FROM_MY_ACCOUNT);

  await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Sign up' })));

  expect(router.state.location.pathname).toBe('/sign-up');
  expect(router.state.location.state).toEqual(FROM_MY_ACCOUNT);
});

function stubPopup() {
  const popup = fakePopup();
  const open = jest.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
  return { popup, open };
}

const PROVIDER_START = {
  authorizationEndpoint: 'http://localhost:4400/auth',
  clientId: 'nivasa-local',
  nonce: 'n-1',
  scope: 'openid email profile',
  responseType: 'id_token',
};

/** The provider's page, once the popup is sent there, hands back an ID token for this attempt. */
async function answerFromProvider(popup: ReturnType<typeof fakePopup>) {
  await waitFor(() => expect(popup.location.href).toMatch(/^http:\/\/localhost:4400\/auth\?/));
  const state = new URL(popup.location.href).searchParams.get('state');
  await act(async () => {
    window.dispatchEvent(
      new MessageEvent('message', {
        origin: window.location.origin,
        data: { type: CALLBACK_MESSAGE_TYPE, hash: `#id_token=the.id.token&state=${state}` },
      }),
    );
  });
}

test('the provider button signs in through the popup and returns the user where they came from', async () => {
  server = await startTestApiServer({
    'GET /api/auth/google/start': () => ({ status: 200, body: PROVIDER_START }),
    'POST /api/auth/google': () => ({
      status: 200,
      body: { success: true, message: AUTH_MESSAGES.signedIn, user: memberUser },
    }),
  });
  const { popup, open } = stubPopup();
  const { router, store } = renderSignIn('/sign-in', FROM_MY_ACCOUNT);

  await act(async () => fireEvent.click(screen.getByRole('button', { name: /Continue with Google/ })));
  expect(open).toHaveBeenCalledTimes(1);
  await answerFromProvider(popup);

  expect(await screen.findByText('account page')).toBeTruthy();
  expect(router.state.location.pathname).toBe('/my-account');
  expect(store.get(currentUserAtom)).toEqual(memberUser);
  expect(server.requests.map(({ method, path, body }) => [method, path, body])).toEqual([
    ['GET', '/api/auth/google/start', undefined],
    ['POST', '/api/auth/google', { idToken: 'the.id.token' }],
  ]);
});

test('a blocked popup is shown in red and logged as the spec says', async () => {
  server = await startTestApiServer({});
  jest.spyOn(window, 'open').mockReturnValue(null);
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderSignIn('/sign-in');

  await act(async () => fireEvent.click(screen.getByRole('button', { name: /Continue with Google/ })));

  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain(IDENTITY_PROVIDER_ERRORS.en.blocked);
  expect(alert.className).toContain('ant-alert-error');
  expect(logged).toHaveBeenCalledWith('Could not sign in with Google');
  expect(server.requests).toEqual([]);
});

describe('in Sinhala', () => {
  test('the page, its form and its links speak Sinhala', async () => {
    const store = checkedStore(null);
    setPageLanguage('si', store);
    await act(async () => renderRoutes([{ path: '/sign-in', element: <SignInPage /> }], { url: '/sign-in', store }));

    expect(await screen.findByRole('heading', { level: 1, name: 'පිවිසෙන්න' })).toBeTruthy();
    expect(screen.getByLabelText('ඊමේල්').getAttribute('type')).toBe('email');
    expect(screen.getByLabelText('මුරපදය').getAttribute('type')).toBe('password');
    expect(screen.getByRole('button', { name: 'පිවිසෙන්න' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /ගූගල් සමඟ ඉදිරියට යන්න/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ලියාපදිංචි වන්න' }).getAttribute('href')).toBe('/sign-up');
    expect(screen.getByRole('link', { name: 'මෙතැනින් යළි සකසන්න' }).getAttribute('href')).toBe('/forgotpassword');
    expect(screen.queryByText('Sign In')).toBeNull();
    // The password's show toggle holds a picture, not antd's icon named in English.
    expect(document.querySelector('[aria-label="eye-invisible"]')).toBeNull();
  });

  test("an empty form is refused in the form's Sinhala words", async () => {
    const store = checkedStore(null);
    setPageLanguage('si', store);
    // The shell keeps <html lang> as the page's language; the schema's rules read it.
    document.documentElement.lang = 'si';
    await act(async () => renderRoutes([{ path: '/sign-in', element: <SignInPage /> }], { url: '/sign-in', store }));

    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'පිවිසෙන්න' })));

    expect(await screen.findByText(FIELD_MESSAGES_SI.passwordRequired)).toBeTruthy();
  });
});

describe("the account's language", () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  test("a sign-in on a page in another language switches the site to the account's, on the page it returns to", async () => {
    const sinhalaUser: PublicUser = { ...memberUser, language: 'si' };
    server = await startTestApiServer({
      'POST /api/auth/signin': () => ({ status: 200, body: { success: true, message: AUTH_MESSAGES.signedIn, user: sinhalaUser } }),
    });
    const { router, store } = renderSignIn('/sign-in', FROM_MY_ACCOUNT);

    await submit('nimali@example.lk', 'correct horse battery');

    expect(await screen.findByText('account page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/my-account');
    await waitFor(() => expect(pageLanguage(store)).toBe('si'));
    expect(window.location.pathname.startsWith('/si')).toBe(true);
  });

  test('a sign-in through the identity provider switches too', async () => {
    const tamilUser: PublicUser = { ...memberUser, language: 'ta' };
    server = await startTestApiServer({
      'GET /api/auth/google/start': () => ({ status: 200, body: PROVIDER_START }),
      'POST /api/auth/google': () => ({ status: 200, body: { success: true, message: AUTH_MESSAGES.signedIn, user: tamilUser } }),
    });
    const { popup } = stubPopup();
    const { store } = renderSignIn('/sign-in', FROM_MY_ACCOUNT);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Continue with Google/ })));
    await answerFromProvider(popup);

    expect(await screen.findByText('account page')).toBeTruthy();
    await waitFor(() => expect(pageLanguage(store)).toBe('ta'));
    expect(window.location.pathname.startsWith('/ta')).toBe(true);
  });

  test("an account in the page's language stays where it is", async () => {
    server = await startTestApiServer({
      'POST /api/auth/signin': () => ({ status: 200, body: { success: true, message: AUTH_MESSAGES.signedIn, user: memberUser } }),
    });
    const { store } = renderSignIn('/sign-in', FROM_MY_ACCOUNT);

    await submit('nimali@example.lk', 'correct horse battery');

    expect(await screen.findByText('account page')).toBeTruthy();
    expect(pageLanguage(store)).toBe('en');
    expect(window.location.pathname.startsWith('/si')).toBe(false);
  });
});
