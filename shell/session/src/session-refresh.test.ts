import { createStore } from 'jotai';
import type { PublicUser } from '@nivasa/contracts/api';
import { apiClientAtom, createApiClient, NETWORK_ERROR_MESSAGE } from './api-client';
import { createQueryClient } from './query-client';
import { refreshSession } from './session-refresh';
import { currentUserAtom, sessionCheckAtom } from './session-state';
import { startTestApiServer, type TestApiServer } from './test-api-server';

const user: PublicUser = {
  _id: '665f1c2e9b1e8a0012345678',
  username: 'kasun',
  email: 'kasun@example.lk',
  number: '',
  avatar: '',
  isAdmin: true,
  hasPassword: true,
  phoneVerified: false,
  language: 'en',
};

let server: TestApiServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
  localStorage.clear();
});

function storeFor(url: string) {
  const store = createStore();
  store.set(apiClientAtom, createApiClient(url));
  return store;
}

test('a valid session sets the user from the response and marks the session checked', async () => {
  server = await startTestApiServer({ 'GET /api/verify-token': () => ({ status: 200, body: { user } }) });
  const store = storeFor(server.url);

  await refreshSession(store, createQueryClient());

  expect(store.get(currentUserAtom)).toEqual(user);
  expect(store.get(sessionCheckAtom)).toEqual({ checked: true, error: null, unavailable: false });
  expect(JSON.parse(localStorage.getItem('root') ?? 'null')).toEqual({ version: 1, currentUser: user });
});

test('a rejected session signs out locally and asks the API to drop the cookie', async () => {
  server = await startTestApiServer({
    'GET /api/verify-token': () => ({
      status: 401,
      body: { success: false, statusCode: 401, code: 'SESSION_INVALID', message: 'Token invalid' },
    }),
    'POST /api/auth/signout': () => ({ status: 200, body: { success: true } }),
  });
  const store = storeFor(server.url);
  store.set(currentUserAtom, user);

  await refreshSession(store, createQueryClient());

  expect(store.get(currentUserAtom)).toBeNull();
  expect(store.get(sessionCheckAtom)).toEqual({ checked: true, error: 'Token invalid', unavailable: false });
  expect(server.requests.map(({ method, path }) => `${method} ${path}`)).toEqual(['GET /api/verify-token', 'POST /api/auth/signout']);
});

test('a visitor is answered with no user: nobody signed in, no error, nothing to sign out', async () => {
  server = await startTestApiServer({ 'GET /api/verify-token': () => ({ status: 200, body: { user: null } }) });
  const store = storeFor(server.url);
  store.set(currentUserAtom, user);

  await refreshSession(store, createQueryClient());

  expect(store.get(currentUserAtom)).toBeNull();
  expect(store.get(sessionCheckAtom)).toEqual({ checked: true, error: null, unavailable: false });
  expect(server.requests.map(({ method, path }) => `${method} ${path}`)).toEqual(['GET /api/verify-token']);
});

test('a token refused while nobody was signed in here is dropped too, so it is not refused on every page', async () => {
  server = await startTestApiServer({
    'GET /api/verify-token': () => ({ status: 401, body: { success: false, statusCode: 401, message: 'Token invalid' } }),
    'POST /api/auth/signout': () => ({ status: 200, body: { success: true } }),
  });
  const store = storeFor(server.url);

  await refreshSession(store, createQueryClient());

  expect(store.get(currentUserAtom)).toBeNull();
  expect(server.requests.map(({ method, path }) => `${method} ${path}`)).toEqual(['GET /api/verify-token', 'POST /api/auth/signout']);
});

test('an API that cannot answer (its database down) leaves the session unknown and the cookie in place', async () => {
  const outage = 'The database is not available right now. Please try again shortly.';
  server = await startTestApiServer({
    'GET /api/verify-token': () => ({
      status: 503,
      body: { success: false, statusCode: 503, code: 'DATABASE_UNAVAILABLE', message: outage },
    }),
    'POST /api/auth/signout': () => ({ status: 200, body: { success: true } }),
  });
  const store = storeFor(server.url);
  store.set(currentUserAtom, user);

  await refreshSession(store, createQueryClient());

  expect(store.get(currentUserAtom)).toBeNull();
  expect(store.get(sessionCheckAtom)).toEqual({ checked: true, error: outage, unavailable: true });
  expect(server.requests.map(({ method, path }) => `${method} ${path}`)).toEqual(['GET /api/verify-token']);
});

test('a rate limit (429) is no verdict on the session: it counts as unknown, and the cookie stays', async () => {
  const slowDown = 'You are doing that too often. Please wait a minute and try again.';
  server = await startTestApiServer({
    'GET /api/verify-token': () => ({ status: 429, body: { success: false, statusCode: 429, code: 'RATE_LIMITED', message: slowDown } }),
    'POST /api/auth/signout': () => ({ status: 200, body: { success: true } }),
  });
  const store = storeFor(server.url);
  store.set(currentUserAtom, user);

  await refreshSession(store, createQueryClient());

  expect(store.get(sessionCheckAtom)).toEqual({ checked: true, error: slowDown, unavailable: true });
  expect(server.requests.map(({ method, path }) => `${method} ${path}`)).toEqual(['GET /api/verify-token']);
});

test('with nobody signed in, a missing API only marks the session checked', async () => {
  server = await startTestApiServer({});
  const store = storeFor(server.url);

  await refreshSession(store, createQueryClient());

  expect(store.get(currentUserAtom)).toBeNull();
  expect(store.get(sessionCheckAtom).checked).toBe(true);
  expect(server.requests.map(({ path }) => path)).toEqual(['/api/verify-token']);
});

test('asked again while the answer is on its way, it waits for the same request', async () => {
  server = await startTestApiServer({ 'GET /api/verify-token': () => ({ status: 200, body: { user } }) });
  const store = storeFor(server.url);
  const queryClient = createQueryClient();

  await Promise.all([refreshSession(store, queryClient), refreshSession(store, queryClient)]);

  expect(server.requests).toHaveLength(1);
  expect(store.get(currentUserAtom)).toEqual(user);
});

test('an unreachable API leaves nobody signed in', async () => {
  server = await startTestApiServer({});
  const { url } = server;
  await server.close();
  server = undefined;
  const store = storeFor(url);
  store.set(currentUserAtom, user);

  await refreshSession(store, createQueryClient());

  expect(store.get(currentUserAtom)).toBeNull();
  expect(store.get(sessionCheckAtom)).toEqual({ checked: true, error: NETWORK_ERROR_MESSAGE, unavailable: true });
});
