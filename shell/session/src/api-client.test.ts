import { ApiRequestError, createApiClient, NETWORK_ERROR_MESSAGE } from './api-client';
import { startTestApiServer, type TestApiServer } from './test-api-server';

let server: TestApiServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

test('sends and receives JSON', async () => {
  server = await startTestApiServer({
    'POST /api/echo': ({ body }) => ({ status: 201, body: { received: body } }),
  });
  const client = createApiClient(server.url);

  await expect(client.post('/api/echo', { email: 'a@b.lk' })).resolves.toEqual({ received: { email: 'a@b.lk' } });
});

test("a failed call throws the server's message with its status", async () => {
  server = await startTestApiServer({
    'POST /api/auth/signin': () => ({ status: 401, body: { success: false, statusCode: 401, message: 'Wrong credentials!' } }),
  });
  const client = createApiClient(server.url);

  const failure = client.post('/api/auth/signin', {});
  await expect(failure).rejects.toBeInstanceOf(ApiRequestError);
  await expect(failure).rejects.toMatchObject({ success: false, statusCode: 401, message: 'Wrong credentials!' });
});

test('a 200 carrying success: false is a failure too', async () => {
  server = await startTestApiServer({
    'GET /api/user/me': () => ({ status: 200, body: { success: false, statusCode: 403, message: 'Forbidden' } }),
  });

  await expect(createApiClient(server.url).get('/api/user/me')).rejects.toMatchObject({ message: 'Forbidden' });
});

test('an unreachable API gives a readable message', async () => {
  server = await startTestApiServer({});
  const { url } = server;
  await server.close();
  server = undefined;

  await expect(createApiClient(url).get('/api/verify-token')).rejects.toMatchObject({
    statusCode: 0,
    message: NETWORK_ERROR_MESSAGE,
  });
});
