import { act, fireEvent, screen, within } from '@testing-library/react';
import { AUTH_MESSAGES, FIELD_MESSAGES } from '@nivasa/contracts/auth-messages';
import { checkedStore, fieldRefusal } from '@nivasa/session/test-fixtures';
import { startTestApiServer, type TestApiServer, type TestReply } from '@nivasa/session/test-api-server';
import { renderRoutes } from '@nivasa/ui/test-render';
import { FORGOT_PASSWORD_FORM_TEXT } from '../features/password-reset/messages';
import { ForgotPasswordPage } from './forgot-password-page';

let server: TestApiServer;

afterEach(() => server.close());

async function renderForgot(reply: TestReply) {
  server = await startTestApiServer({ 'POST /api/forgot-password': () => reply });
  renderRoutes([{ path: '/forgotpassword', element: <ForgotPasswordPage /> }], {
    url: '/forgotpassword',
    store: checkedStore(null, server.url),
  });
}

async function send(email: string) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send Reset Link' })));
}

test('the email is required and of email type', async () => {
  await renderForgot({ status: 200, body: { success: true, message: AUTH_MESSAGES.resetLinkSent } });

  expect(screen.getByLabelText('Email').getAttribute('type')).toBe('email');
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send Reset Link' })));

  expect(await screen.findByText('Enter your email address.')).toBeTruthy();
  // Asked for in its own words only, not also as a malformed address.
  expect(screen.queryByText(FIELD_MESSAGES.email)).toBeNull();
  expect(server.requests).toEqual([]);
});

test("an address the API's schema refuses is refused here first, in its words", async () => {
  await renderForgot({ status: 200, body: { success: true, message: AUTH_MESSAGES.resetLinkSent } });
  await send('nimali@');
  expect(await screen.findByText(FIELD_MESSAGES.email)).toBeTruthy();
  expect(screen.queryByText('Enter your email address.')).toBeNull();
  expect(server.requests).toEqual([]);
});

test("shows the server's message once the link is on its way", async () => {
  await renderForgot({ status: 200, body: { success: true, message: AUTH_MESSAGES.resetLinkSent } });

  await send('nimali@example.lk');

  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain(AUTH_MESSAGES.resetLinkSent);
  expect(alert.className).toContain('ant-alert-success');
  expect(server.requests.map(({ body }) => body)).toEqual([{ email: 'nimali@example.lk' }]);
});

test("too many tries show the server's words, in red", async () => {
  await renderForgot({
    status: 429,
    body: { success: false, statusCode: 429, code: 'AUTH_RATE_LIMITED', message: AUTH_MESSAGES.tooManyAttempts },
  });

  await send('nimali@example.lk');

  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain(AUTH_MESSAGES.tooManyAttempts);
  expect(alert.className).toContain('ant-alert-error');
});

test('a refused address shows under the email field, and goes when it is edited', async () => {
  await renderForgot({
    status: 400,
    body: fieldRefusal('VALIDATION_FAILED', 400, { field: 'email', code: 'FIELD_INVALID', params: {}, message: FIELD_MESSAGES.email }),
  });

  await send('nimali@example.lk');

  const help = await within(screen.getByLabelText('Email').closest('.ant-form-item') as HTMLElement).findByText(FIELD_MESSAGES.email);
  expect(help.closest('.ant-form-item-explain-error')).toBeTruthy();
  expect(screen.queryByRole('alert')).toBeNull();
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'nimali.perera@example.lk' } });
  expect(screen.queryByText(FIELD_MESSAGES.email)).toBeNull();
});

test("any other failure gives the spec's message", async () => {
  await renderForgot({
    status: 502,
    body: { success: false, statusCode: 502, code: 'API_UNREACHABLE', message: 'The Nivasa API is not reachable.' },
  });

  await send('nimali@example.lk');

  expect((await screen.findByRole('alert')).textContent).toContain(FORGOT_PASSWORD_FORM_TEXT.en.failed);
});
