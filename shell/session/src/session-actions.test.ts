import { AUTH_MESSAGES } from '@nivasa/contracts/messages';
import { createElement, type ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { Provider } from 'jotai';
import { useSessionActions } from './session-actions';
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

test('a refused account deletion keeps the user and shows why', async () => {
  const store = checkedStore(memberUser, server.url);
  const actions = renderActions(store);

  await act(() => actions.current.deleteAccount(memberUser._id));

  expect(store.get(currentUserAtom)).toEqual(memberUser);
  expect(store.get(sessionStatusAtom).error).toBe('You can only delete your own account!');
});
