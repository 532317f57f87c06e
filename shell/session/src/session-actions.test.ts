import { AUTH_MESSAGES } from '@nivasa/contracts/auth-messages';
import { COOKIE_CONSENT, SESSION } from '@nivasa/contracts/limits';
import { createElement, type ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Provider } from 'jotai';
import { createQueryClient } from './query-client';
import { type LeaveFirst, SIGN_OUT_FAILED_MESSAGE, useDeleteAccount, useSignIn, useSignOut, useUpdateUser } from './session-actions';
import { currentUserAtom } from './session-state';
import { checkedStore, fieldRefusal, memberUser } from './test-fixtures';
import { startTestApiServer, type TestApiServer } from './test-api-server';

let server: TestApiServer;

beforeEach(async () => {
  localStorage.clear();
  server = await startTestApiServer({
    'POST /api/auth/signin': ({ body }) =>
      (body as { password: string }).password === 'right password'
        ? { status: 200, body: { success: true, message: AUTH_MESSAGES.signedIn, user: memberUser } }
        : { status: 401, body: { success: false, statusCode: 401, message: 'Wrong credentials!' } },
    'POST /api/auth/signout': () => ({ status: 200, body: { success: true } }),
    // Names the user after the token, so a test can tell which token was posted.
    'POST /api/auth/google': ({ body }) => {
      const user = { ...memberUser, username: (body as { idToken: string }).idToken };
      return { status: 200, body: { success: true, message: AUTH_MESSAGES.signedIn, user } };
    },
    [`POST /api/user/update/${memberUser._id}`]: ({ body }) =>
      (body as { username?: string }).username === 'taken'
        ? {
            status: 409,
            body: fieldRefusal('USERNAME_TAKEN', 409, {
              field: 'username',
              code: 'FIELD_TAKEN',
              params: {},
              message: AUTH_MESSAGES.usernameTaken,
            }),
          }
        : {
            status: 200,
            body: { success: true, message: AUTH_MESSAGES.userUpdated, user: { ...memberUser, ...(body as object) } },
          },
    [`DELETE /api/user/delete/${memberUser._id}`]: () => ({
      status: 403,
      body: { success: false, statusCode: 403, message: 'You can only delete your own account!' },
    }),
  });
});

afterEach(() => server.close());

/** Renders the hook under the store and a fresh query client, as a page would. */
function renderMutation<T>(useHook: () => T, store: ReturnType<typeof checkedStore>, queryClient = createQueryClient()) {
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(QueryClientProvider, { client: queryClient }, createElement(Provider, { store }, children));
  return renderHook(useHook, { wrapper }).result;
}

test('a successful sign-in sets the user', async () => {
  const store = checkedStore(null, server.url);
  const signIn = renderMutation(() => useSignIn(), store);

  await act(() => signIn.current.mutateAsync({ credentials: { email: memberUser.email, password: 'right password' } }));

  expect(store.get(currentUserAtom)).toEqual(memberUser);
  await waitFor(() => expect(signIn.current.isSuccess).toBe(true));
});

test("a failed sign-in keeps nobody signed in and holds the server's message", async () => {
  const store = checkedStore(null, server.url);
  const signIn = renderMutation(() => useSignIn(), store);

  act(() => signIn.current.mutate({ credentials: { email: memberUser.email, password: 'wrong' } }));

  await waitFor(() => expect(signIn.current.error?.message).toBe('Wrong credentials!'));
  expect(store.get(currentUserAtom)).toBeNull();
});

test('each screen has its own attempt: a failure in one leaves the other clean', async () => {
  const store = checkedStore(null, server.url);
  const queryClient = createQueryClient();
  const failed = renderMutation(() => useSignIn(), store, queryClient);
  const other = renderMutation(() => useSignIn(), store, queryClient);

  await act(() => failed.current.mutateAsync({ credentials: { email: memberUser.email, password: 'wrong' } }).catch(() => undefined));

  await waitFor(() => expect(failed.current.error?.message).toBe('Wrong credentials!'));
  expect(other.current.status).toBe('idle');
  expect(other.current.error).toBeNull();
});

test('identity-provider sign-in posts the ID token the provider part obtained', async () => {
  const store = checkedStore(null, server.url);
  const signIn = renderMutation(() => useSignIn(), store);

  await act(() => signIn.current.mutateAsync({ obtainIdToken: async () => 'id.token.value' }));

  expect(server.requests.map(({ path, body }) => [path, body])).toEqual([['/api/auth/google', { idToken: 'id.token.value' }]]);
  expect(store.get(currentUserAtom)?.username).toBe('id.token.value');
});

test("the provider part's failure is the sign-in's failure, and nothing is posted", async () => {
  const store = checkedStore(null, server.url);
  const signIn = renderMutation(() => useSignIn(), store);

  await act(() =>
    signIn.current.mutateAsync({ obtainIdToken: () => Promise.reject(new Error('Sign-in was cancelled.')) }).catch(() => undefined),
  );

  await waitFor(() => expect(signIn.current.error?.message).toBe('Sign-in was cancelled.'));
  expect(server.requests).toEqual([]);
});

test('signing out clears the user and what was fetched for them', async () => {
  const store = checkedStore(memberUser, server.url);
  const queryClient = createQueryClient();
  queryClient.setQueryData(['favorites', memberUser._id], ['665f1c2e9b1e8a00bbbbbbbb']);
  const signOut = renderMutation(() => useSignOut(), store, queryClient);

  await act(() => signOut.current.mutateAsync());

  expect(store.get(currentUserAtom)).toBeNull();
  expect(queryClient.getQueryData(['favorites', memberUser._id])).toBeUndefined();
  expect(server.requests.map(({ method, path }) => `${method} ${path}`)).toEqual(['POST /api/auth/signout']);
});

test('a page to leave is left while the user is still signed in, then the user is cleared', async () => {
  const store = checkedStore(memberUser, server.url);
  const userWhileLeaving: unknown[] = [];
  const leaveFirst: LeaveFirst = () => userWhileLeaving.push(store.get(currentUserAtom));
  const signOut = renderMutation(() => useSignOut(leaveFirst), store);

  await act(() => signOut.current.mutateAsync());

  expect(userWhileLeaving).toEqual([memberUser]);
  expect(store.get(currentUserAtom)).toBeNull();
});

test('a refused account deletion keeps the user, leaves nothing, and says why', async () => {
  const store = checkedStore(memberUser, server.url);
  const left = jest.fn();
  const deleteAccount = renderMutation(() => useDeleteAccount(left), store);

  await act(() => deleteAccount.current.mutateAsync(memberUser._id).catch(() => undefined));

  expect(left).not.toHaveBeenCalled();
  expect(store.get(currentUserAtom)).toEqual(memberUser);
  await waitFor(() => expect(deleteAccount.current.error?.message).toBe('You can only delete your own account!'));
});

test("an update sends the changes, makes the answer the current user and gives the API's message", async () => {
  const store = checkedStore(memberUser, server.url);
  const update = renderMutation(() => useUpdateUser(), store);

  let answer: { message: string } | undefined;
  await act(async () => {
    answer = await update.current.mutateAsync({ userId: memberUser._id, changes: { username: 'nimali_p' } });
  });

  expect(answer?.message).toBe(AUTH_MESSAGES.userUpdated);
  expect(server.requests.map(({ body }) => body)).toEqual([{ username: 'nimali_p' }]);
  expect(store.get(currentUserAtom)).toEqual({ ...memberUser, username: 'nimali_p' });
});

test('a refused update keeps the user, and its error names the field', async () => {
  const store = checkedStore(memberUser, server.url);
  const update = renderMutation(() => useUpdateUser(), store);

  await act(() => update.current.mutateAsync({ userId: memberUser._id, changes: { username: 'taken' } }).catch(() => undefined));

  // The refusal names its field, for the form to show it there.
  await waitFor(() =>
    expect(update.current.error).toMatchObject({
      message: AUTH_MESSAGES.usernameTaken,
      code: 'USERNAME_TAKEN',
      errors: [{ field: 'username', code: 'FIELD_TAKEN', params: {}, message: AUTH_MESSAGES.usernameTaken }],
    }),
  );
  expect(store.get(currentUserAtom)).toEqual(memberUser);
});

/** What the browser holds for the signed-in account (listing drafts) and for the browser itself. */
function keepAccountDataAndOthers() {
  localStorage.setItem(`${SESSION.accountDataKeyPrefix}listing-draft.${memberUser._id}.new`, '{"version":1,"values":{"name":"My room"}}');
  localStorage.setItem(`${SESSION.accountDataKeyPrefix}listing-draft.${memberUser._id}.abc`, '{"version":1,"values":{}}');
  localStorage.setItem(COOKIE_CONSENT.storageKey, COOKIE_CONSENT.accepted);
}
const accountDataKeys = () =>
  Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index)!).filter((key) =>
    key.startsWith(SESSION.accountDataKeyPrefix),
  );

test("signing out removes the account's listing drafts from the browser, and nothing else", async () => {
  keepAccountDataAndOthers();
  const store = checkedStore(memberUser, server.url);
  const signOut = renderMutation(() => useSignOut(), store);

  await act(() => signOut.current.mutateAsync());

  expect(accountDataKeys()).toEqual([]);
  expect(localStorage.getItem(COOKIE_CONSENT.storageKey)).toBe(COOKIE_CONSENT.accepted);
});

test('deleting the account removes its listing drafts; a refused deletion keeps them', async () => {
  keepAccountDataAndOthers();
  const refused = renderMutation(() => useDeleteAccount(), checkedStore(memberUser, server.url));
  await act(() => refused.current.mutateAsync(memberUser._id).catch(() => undefined));
  expect(accountDataKeys()).toHaveLength(2);

  await server.close();
  server = await startTestApiServer({
    [`DELETE /api/user/delete/${memberUser._id}`]: () => ({ status: 200, body: { success: true, message: 'deleted' } }),
  });
  const store = checkedStore(memberUser, server.url);
  const deleteAccount = renderMutation(() => useDeleteAccount(), store);
  await act(() => deleteAccount.current.mutateAsync(memberUser._id));

  expect(store.get(currentUserAtom)).toBeNull();
  expect(accountDataKeys()).toEqual([]);
  expect(localStorage.getItem(COOKIE_CONSENT.storageKey)).toBe(COOKIE_CONSENT.accepted);
});

test('a sign-out that does not go through keeps the user and says so in the words of the spec', async () => {
  await server.close();
  server = await startTestApiServer({
    'POST /api/auth/signout': () => ({ status: 500, body: { success: false, statusCode: 500, message: 'Internal server error' } }),
  });
  const store = checkedStore(memberUser, server.url);
  const signOut = renderMutation(() => useSignOut(), store);

  await act(() => signOut.current.mutateAsync().catch(() => undefined));

  expect(store.get(currentUserAtom)).toEqual(memberUser);
  await waitFor(() => expect(signOut.current.error?.message).toBe(SIGN_OUT_FAILED_MESSAGE));
});
