import { act, fireEvent, screen, within } from '@testing-library/react';
import { AUTH_MESSAGES, FIELD_MESSAGES } from '@nivasa/contracts/auth-messages';
import { checkedStore, fieldRefusal } from '@nivasa/session/test-fixtures';
import { startTestApiServer, type TestApiServer, type TestReply } from '@nivasa/session/test-api-server';
import { renderRoutes } from '@nivasa/ui/test-render';
import { RESET_PASSWORD_FORM_TEXT } from '../features/password-reset/messages';
import { ResetPasswordPage } from './reset-password-page';

const TOKEN = 'q1w2e3r4t5y6';

let server: TestApiServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function serve(reply: TestReply): Promise<string> {
  server = await startTestApiServer({ [`POST /api/reset-password/${TOKEN}`]: () => reply });
  return server.url;
}

/** An address where nothing listens: the call cannot get through. */
async function unreachable(): Promise<string> {
  const closed = await startTestApiServer({});
  await closed.close();
  return closed.url;
}

function renderReset(apiUrl: string) {
  renderRoutes(
    [
      { path: '/reset-password/:token', element: <ResetPasswordPage /> },
      { path: '/sign-in', element: <p>sign-in page</p> },
    ],
    { url: `/reset-password/${TOKEN}`, store: checkedStore(null, apiUrl) },
  );
}

async function reset(password: string, confirmation = password) {
  fireEvent.change(screen.getByLabelText('New Password'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Confirm Password'), { target: { value: confirmation } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Reset Password' })));
}

test('both fields are required, and must match', async () => {
  renderReset(await serve({ status: 200, body: { success: true, message: AUTH_MESSAGES.passwordReset } }));

  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Reset Password' })));
  expect(await screen.findByText('Enter a new password.')).toBeTruthy();
  expect(screen.getByText('Enter the new password again.')).toBeTruthy();

  await reset('Galle-fort-2026', 'Galle-fort-2025');
  expect(await screen.findByText(RESET_PASSWORD_FORM_TEXT.en.passwordsDoNotMatch)).toBeTruthy();
  expect(server?.requests).toEqual([]);
});

test("a new password the API's schema refuses is refused here first, in its words", async () => {
  renderReset(await serve({ status: 200, body: { success: true, message: AUTH_MESSAGES.passwordReset } }));

  await reset('short');

  expect(await screen.findByText(FIELD_MESSAGES.password)).toBeTruthy();
  expect(screen.queryByText(RESET_PASSWORD_FORM_TEXT.en.newPasswordRequired)).toBeNull();
  expect(server?.requests).toEqual([]);
});

test("sends the new password with the link's token, then shows the server's message and the way to sign in", async () => {
  renderReset(await serve({ status: 200, body: { success: true, message: AUTH_MESSAGES.passwordReset } }));

  await reset('Galle-fort-2026');

  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain(AUTH_MESSAGES.passwordReset);
  expect(alert.className).toContain('ant-alert-success');
  expect(screen.getByRole('link', { name: 'Sign in with your new password' }).getAttribute('href')).toBe('/sign-in');
  expect(server?.requests.map(({ path, body }) => [path, body])).toEqual([
    [`/api/reset-password/${TOKEN}`, { newPassword: 'Galle-fort-2026' }],
  ]);
});

test("a used or expired link shows the server's message in red", async () => {
  const refusal = { success: false, statusCode: 400, message: AUTH_MESSAGES.resetLinkInvalid };
  renderReset(await serve({ status: 400, body: refusal }));

  await reset('Galle-fort-2026');

  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain(AUTH_MESSAGES.resetLinkInvalid);
  expect(alert.className).toContain('ant-alert-error');
  expect(screen.getByRole('button', { name: 'Reset Password' })).toBeTruthy();
});

test('says under the new password what makes a good one, and shows a password too easy to guess refused there', async () => {
  const refusal = fieldRefusal('VALIDATION_FAILED', 400, {
    field: 'newPassword',
    code: 'FIELD_INVALID',
    params: {},
    message: FIELD_MESSAGES.passwordWeak,
  });
  renderReset(await serve({ status: 400, body: refusal }));
  const item = screen.getByLabelText('New Password').closest('.ant-form-item') as HTMLElement;
  expect(within(item).getByText(FIELD_MESSAGES.passwordHint)).toBeTruthy();

  await reset('password');

  const help = await within(item).findByText(FIELD_MESSAGES.passwordWeak);
  expect(help.closest('.ant-form-item-explain-error')).toBeTruthy();
  expect(screen.queryByRole('alert')).toBeNull();
});

test("when the call cannot get through, the spec's message", async () => {
  renderReset(await unreachable());

  await reset('Galle-fort-2026');

  expect((await screen.findByRole('alert')).textContent).toContain(RESET_PASSWORD_FORM_TEXT.en.failed);
});
