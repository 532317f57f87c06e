import { createApiClient } from './api-client';
import { createQueryClient } from './query-client';
import { startTestApiServer, type TestApiServer } from './test-api-server';

let server: TestApiServer;

afterEach(() => server.close());

async function requestsOfOneQuery(status: number) {
  server = await startTestApiServer({
    'GET /api/listing/get': () => ({ status, body: { success: false, statusCode: status, message: 'No.' } }),
  });
  const client = createApiClient(server.url);
  await createQueryClient()
    .fetchQuery({ queryKey: ['listings'], queryFn: () => client.get('/api/listing/get'), retryDelay: 0 })
    .catch(() => undefined);
  return server.requests.length;
}

test('a refusal is not asked again: it would be refused again', async () => {
  expect(await requestsOfOneQuery(404)).toBe(1);
});

test('a server error is tried twice more before the query fails', async () => {
  expect(await requestsOfOneQuery(503)).toBe(3);
});
