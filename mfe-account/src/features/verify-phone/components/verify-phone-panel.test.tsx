import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { PHONE_MESSAGES } from '@nivasa/contracts/phone-messages';
import { currentUserAtom } from '@nivasa/session/session-state';
import { checkedStore, memberUser } from '@nivasa/session/test-fixtures';
import { startTestApiServer, type TestApiServer } from '@nivasa/session/test-api-server';
import { renderRoutes } from '@nivasa/ui/test-render';
import { useCurrentUser } from '@nivasa/session/session-state';
import { VerifyPhonePanel } from './verify-phone-panel';

let server: TestApiServer;

beforeEach(async () => {
  server = await startTestApiServer({
    'POST /api/user/phone/send-code': () => ({
      status: 200,
      body: { success: true, message: PHONE_MESSAGES.codeSent, number: memberUser.number, expiresInSeconds: 600, resendInSeconds: 60 },
    }),
    'POST /api/user/phone/verify': (request) =>
      (request.body as { code: string }).code === '246810'
        ? { status: 200, body: { success: true, message: PHONE_MESSAGES.phoneVerified, user: { ...memberUser, phoneVerified: true } } }
        : { status: 400, body: { success: false, statusCode: 400, code: 'PHONE_CODE_WRONG', message: PHONE_MESSAGES.codeWrong } },
  });
});

afterEach(() => server.close());

function Panel() {
  const user = useCurrentUser();
  return user ? <VerifyPhonePanel user={user} /> : null;
}

test('sends a code, shows a wrong code refused, counts down to a new one, and verifies the phone', async () => {
  const { store } = renderRoutes([{ path: '/my-account', element: <Panel /> }], {
    url: '/my-account',
    store: checkedStore({ ...memberUser, phoneVerified: false }, server.url),
  });
  expect(screen.getByRole('heading', { name: 'Verify your phone' })).toBeTruthy();
  expect(screen.getByText(/We will send a 6-digit code by SMS to \+94 77 123 4567/)).toBeTruthy();

  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send code' })));
  await screen.findByText(PHONE_MESSAGES.codeSent);
  // Another code only after the countdown.
  const resend = screen.getByRole('button', { name: /Send a new code in \d+ s/ });
  expect(resend.hasAttribute('disabled')).toBe(true);

  const input = screen.getByLabelText('Code from the SMS');
  const verify = screen.getByRole('button', { name: 'Verify' });
  // Only digits, six at most; Verify waits for all six.
  fireEvent.change(input, { target: { value: '12a3' } });
  expect((input as HTMLInputElement).value).toBe('123');
  expect(verify.hasAttribute('disabled')).toBe(true);

  fireEvent.change(input, { target: { value: '111111' } });
  await act(async () => fireEvent.click(verify));
  expect(await screen.findByText(PHONE_MESSAGES.codeWrong)).toBeTruthy();
  expect(screen.queryByText(PHONE_MESSAGES.codeSent)).toBeNull();

  fireEvent.change(input, { target: { value: '246810' } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Verify' })));
  await waitFor(() => expect(store.get(currentUserAtom)?.phoneVerified).toBe(true));
  expect(await screen.findByText(/^✓ Phone verified$/)).toBeTruthy();
  expect(server.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
    'POST /api/user/phone/send-code',
    'POST /api/user/phone/verify',
    'POST /api/user/phone/verify',
  ]);
});

test('shows nothing without a phone number', () => {
  renderRoutes([{ path: '/', element: <Panel /> }], { url: '/', store: checkedStore({ ...memberUser, number: '' }, server.url) });
  expect(screen.queryByRole('heading', { name: 'Verify your phone' })).toBeNull();
});
