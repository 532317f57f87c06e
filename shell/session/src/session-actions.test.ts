import { AUTH_MESSAGES } from '@nivasa/contracts/messages';
import { createElement, type ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { Provider } from 'jotai';
import { SIGN_OUT_FAILED_MESSAGE, type UpdateOutcome, useSessionActions } from './session-actions';
import { currentUserAtom, sessionStatusAtom } from './session-state';
import { checkedStore, memberUser } from './test-fixtures';
import { startTestApiServer, type TestApiServer } from './test-api-server';

let server: TestApiServer;

beforeEach(async () => {
  localStorage.clear();
  server = await startTestApiServer({
    'POST /api/auth/signin': ({ body }) =>
      (body as { password: string }).password === 'right password'
        ? { status: 200, body: { success: true, message: AUTH_MESSAGES.signedIn, user: memberUser } }
        : { status: 401, body: { success: false, statusCode: 401, message: 'Wrong credentials!' } },
    'GET /api/auth/signout': () => ({ status: 200, body: { success: true } }),
    // Names the user after the token, so a test can tell which token was posted.
    'POST /api/auth/google': ({ body }) => {
      const user = { ...memberUser, username: (body as { idToken: string }).idToken };
      return { status: 200, body: { success: true, message: AUTH_MESSAGES.signedIn, user } };
    },
    [`POST /api/user/update/${memberUser._id}`]: ({ body }) =>
      (body as { username?: string }).username === 'taken'
        ? {
            status: 409,
            body: {
              success: false,
              statusCode: 409,
              message: AUTH_MESSAGES.usernameTaken,
              errors: [{ field: 'username', message: AUTH_MESSAGES.usernameTaken }],
            },
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

function renderActions(store: ReturnType<typeof checkedStore>) {
  const wrapper = ({ children }: { children: ReactNode }) => createElement(Provider, { store }, children);
  return renderHook(() => useSessionActions(), { wrapper }).result;
}

test('a successful sign-in sets the user and clears the error', async () => {
  const store = checkedStore(null, server.url);
  store.set(sessionStatusAtom, { loading: false, error: 'an older failure' });
  const actions = renderActions(store);

  let succeeded = false;
  await act(async () => {
    succeeded = await actions.current.signIn({ email: memberUser.email, password: 'right password' });
  });

  expect(succeeded).toBe(true);
  expect(store.get(currentUserAtom)).toEqual(memberUser);
  expect(store.get(sessionStatusAtom)).toEqual({ loading: false, error: null });
});

test("a failed sign-in keeps nobody signed in and records the server's message", async () => {
  const store = checkedStore(null, server.url);
  const actions = renderActions(store);

  const attempt = actions.current.signIn({ email: memberUser.email, password: 'wrong' });
  expect(store.get(sessionStatusAtom)).toEqual({ loading: true, error: null });
  await act(() => attempt);

  expect(store.get(currentUserAtom)).toBeNull();
  expect(store.get(sessionStatusAtom)).toEqual({ loading: false, error: 'Wrong credentials!' });
});

test('signing out clears the user', async () => {
  const store = checkedStore(memberUser, server.url);
  const actions = renderActions(store);

  await act(() => actions.current.signOut());

  expect(store.get(currentUserAtom)).toBeNull();
  expect(server.requests.map(({ method, path }) => `${method} ${path}`)).toEqual(['GET /api/auth/signout']);
});

test('a page to leave is left while the user is still signed in, then the user is cleared', async () => {
  const store = checkedStore(memberUser, server.url);
  const actions = renderActions(store);
  const userWhileLeaving: unknown[] = [];

  await act(() => actions.current.signOut(() => userWhileLeaving.push(store.get(currentUserAtom))));

  expect(userWhileLeaving).toEqual([memberUser]);
  expect(store.get(currentUserAtom)).toBeNull();
});

test('a refused account deletion keeps the user and shows why', async () => {
  const store = checkedStore(memberUser, server.url);
  const actions = renderActions(store);

  const left = jest.fn();
  await act(() => actions.current.deleteAccount(memberUser._id, left));

  expect(left).not.toHaveBeenCalled();
  expect(store.get(currentUserAtom)).toEqual(memberUser);
  expect(store.get(sessionStatusAtom).error).toBe('You can only delete your own account!');
});

test('identity-provider sign-in posts the ID token the provider part obtained', async () => {
  const store = checkedStore(null, server.url);
  const actions = renderActions(store);

  await act(async () => {
    await actions.current.signInWithIdentityProvider(async () => 'id.token.value');
  });

  expect(server.requests.map(({ path, body }) => [path, body])).toEqual([['/api/auth/google', { idToken: 'id.token.value' }]]);
  expect(store.get(currentUserAtom)?.username).toBe('id.token.value');
});

test("the provider part's failure is the sign-in's failure, and nothing is posted", async () => {
  const store = checkedStore(null, server.url);
  const actions = renderActions(store);

  const attempt = actions.current.signInWithIdentityProvider(() => Promise.reject(new Error('Sign-in was cancelled.')));
  expect(store.get(sessionStatusAtom).loading).toBe(true);
  await act(() => attempt);

  expect(store.get(sessionStatusAtom)).toEqual({ loading: false, error: 'Sign-in was cancelled.' });
  expect(server.requests).toEqual([]);
});

test("an update sends the changes, makes the answer the current user and gives the API's message", async () => {
  const store = checkedStore(memberUser, server.url);
  const actions = renderActions(store);

  let outcome: UpdateOutcome | null = null;
  await act(async () => {
    outcome = await actions.current.updateUser(memberUser._id, { username: 'nimali_p' });
  });

  expect(outcome).toEqual({ message: AUTH_MESSAGES.userUpdated });
  expect(server.requests.map(({ body }) => body)).toEqual([{ username: 'nimali_p' }]);
  expect(store.get(currentUserAtom)).toEqual({ ...memberUser, username: 'nimali_p' });
  expect(store.get(sessionStatusAtom)).toEqual({ loading: false, error: null });
});

test('a refused update keeps the user and records why', async () => {
  const store = checkedStore(memberUser, server.url);
  const actions = renderActions(store);

  let outcome: UpdateOutcome | null = null;
  await act(async () => {
    outcome = await actions.current.updateUser(memberUser._id, { username: 'taken' });
  });

  // The refusal names its field, for the form to show it there.
  expect(outcome).toEqual({
    refusal: { message: AUTH_MESSAGES.usernameTaken, errors: [{ field: 'username', message: AUTH_MESSAGES.usernameTaken }] },
  });
  expect(store.get(currentUserAtom)).toEqual(memberUser);
  expect(store.get(sessionStatusAtom)).toEqual({ loading: false, error: AUTH_MESSAGES.usernameTaken });
});

test('a sign-out that does not go through keeps the user and says so in the words of the spec', async () => {
  await server.close();
  server = await startTestApiServer({
    'GET /api/auth/signout': () => ({ status: 500, body: { success: false, statusCode: 500, message: 'Internal server error' } }),
  });
  const store = checkedStore(memberUser, server.url);
  const actions = renderActions(store);

  await act(() => actions.current.signOut());

  expect(store.get(currentUserAtom)).toEqual(memberUser);
  expect(store.get(sessionStatusAtom).error).toBe(SIGN_OUT_FAILED_MESSAGE);
});
