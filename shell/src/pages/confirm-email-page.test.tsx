import { act, screen, waitFor, within } from '@testing-library/react';
import { StrictMode, createElement } from 'react';
import { AUTH_MESSAGES } from '@nivasa/contracts/auth-messages';
import { apiClientAtom } from '@nivasa/session/api-client';
import { createQueryClient } from '@nivasa/session/query-client';
import { getCurrentUserQueryOptions } from '@nivasa/session/session-refresh';
import { currentUserAtom } from '@nivasa/session/session-state';
import { checkedStore, memberUser } from '@nivasa/session/test-fixtures';
import { startTestApiServer, type TestApiServer, type TestReply } from '@nivasa/session/test-api-server';
import { renderRoutes } from '@nivasa/ui/test-render';
import { ConfirmEmailPage } from './confirm-email-page';
import { CONFIRM_EMAIL_PAGE_TEXT } from '../features/email-change/messages';

const NEW_EMAIL = 'nimali.perera@example.lk';
const CONFIRMED = { success: true, message: AUTH_MESSAGES.emailChanged, email: NEW_EMAIL };

let server: TestApiServer | undefined;
// Each test its own link: the page confirms a link once per load of the app.
let linkCount = 0;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function renderConfirm(reply: () => TestReply | Promise<TestReply>, signedIn = false) {
  linkCount += 1;
  const token = `link-${linkCount}`;
  server = await startTestApiServer({
    [`POST /api/user/confirm-email/${token}`]: reply,
    'GET /api/verify-token': () => ({ status: 200, body: { user: { ...memberUser, email: NEW_EMAIL } } }),
  });
  return renderRoutes(
    [
      // As in development, where React mounts everything twice.
      { path: '/confirm-email/:token', element: createElement(StrictMode, null, createElement(ConfirmEmailPage)) },
      { path: '/sign-in', element: <p>sign-in page</p> },
    ],
    { url: `/confirm-email/${token}`, store: checkedStore(signedIn ? memberUser : null, server.url) },
  );
}

test('confirms on load, with a spinner meanwhile, then shows the new email once, and a visitor the way to sign in', async () => {
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await renderConfirm(async () => {
    await answered;
    return { status: 200, body: CONFIRMED };
  });

  expect((await screen.findByRole('status')).textContent).toContain(CONFIRM_EMAIL_PAGE_TEXT.en.confirming);
  await act(async () => answer());

  const alert = await screen.findByRole('alert');
  expect(alert.className).toContain('ant-alert-success');
  expect(alert.textContent).toContain(AUTH_MESSAGES.emailChanged);
  expect(within(alert).getByText(NEW_EMAIL)).toBeTruthy();
  expect(screen.queryByRole('status')).toBeNull();
  expect(screen.getByRole('link', { name: 'Sign in with your new email' }).getAttribute('href')).toBe('/sign-in');
  // A link works once: the page posted it once, though it was mounted twice.
  expect(server?.requests.map(({ method, path }) => `${method} ${path}`)).toEqual([`POST /api/user/confirm-email/link-${linkCount}`]);
});

test('reads the signed-in user again, so the new email shows everywhere', async () => {
  const { store } = await renderConfirm(() => ({ status: 200, body: CONFIRMED }), true);

  expect(await screen.findByRole('link', { name: 'Go to my account' })).toBeTruthy();
  expect(store.get(currentUserAtom)?.email).toBe(NEW_EMAIL);
});

test('a session check that left before the change, answering with the old email, does not undo it', async () => {
  linkCount += 1;
  const token = `link-${linkCount}`;
  let releaseOldCheck: () => void = () => undefined;
  const oldCheckReleased = new Promise<void>((resolve) => (releaseOldCheck = resolve));
  let checks = 0;
  server = await startTestApiServer({
    [`POST /api/user/confirm-email/${token}`]: async () => {
      // The change lands while the first check is still on its way; that check then answers.
      setTimeout(releaseOldCheck, 50);
      return { status: 200, body: CONFIRMED };
    },
    'GET /api/verify-token': async () => {
      checks += 1;
      if (checks > 1) return { status: 200, body: { user: { ...memberUser, email: NEW_EMAIL } } };
      await oldCheckReleased;
      return { status: 200, body: { user: memberUser } };
    },
  });
  const store = checkedStore(memberUser, server.url);
  const queryClient = createQueryClient();
  // The app's own check on load, sent before the link is confirmed.
  const oldCheck = queryClient.fetchQuery(getCurrentUserQueryOptions(store.get(apiClientAtom)));
  renderRoutes([{ path: '/confirm-email/:token', element: <ConfirmEmailPage /> }], { url: `/confirm-email/${token}`, store, queryClient });

  expect(await screen.findByRole('link', { name: 'Go to my account' })).toBeTruthy();
  expect((await oldCheck)?.email).toBe(memberUser.email);
  await waitFor(() => expect(store.get(currentUserAtom)?.email).toBe(NEW_EMAIL));
  expect(checks).toBe(2);
});

test("a used or expired link shows the server's message in red, and where to ask for a new one", async () => {
  await renderConfirm(() => ({
    status: 400,
    body: { success: false, statusCode: 400, code: 'EMAIL_CHANGE_LINK_INVALID', message: AUTH_MESSAGES.emailChangeLinkInvalid },
  }));

  const alert = await screen.findByRole('alert');
  expect(alert.className).toContain('ant-alert-error');
  expect(alert.textContent).toContain(AUTH_MESSAGES.emailChangeLinkInvalid);
  expect(screen.getByRole('link', { name: 'Edit details' }).getAttribute('href')).toBe('/edit-details');
});

test('coming back to the page later shows how the link went, without sending it again', async () => {
  const { router } = await renderConfirm(() => ({ status: 200, body: CONFIRMED }));
  expect(await screen.findByRole('link', { name: 'Sign in with your new email' })).toBeTruthy();

  await act(() => router.navigate('/sign-in'));
  expect(await screen.findByText('sign-in page')).toBeTruthy();
  await act(() => router.navigate(-1));

  expect((await screen.findByRole('alert')).textContent).toContain(AUTH_MESSAGES.emailChanged);
  expect(server?.requests.filter(({ method }) => method === 'POST')).toHaveLength(1);
});
