import { ApiRequestError, createApiClient, hasErrorCode, NETWORK_ERROR_MESSAGE, UploadCanceledError } from './api-client';
import { setPageLanguage } from './language';
import { startTestApiServer, type TestApiServer } from './test-api-server';

let server: TestApiServer | undefined;

afterEach(async () => {
  jest.restoreAllMocks();
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

test("asks for answers in the page's language, uploads too", async () => {
  server = await startTestApiServer({
    'GET /api/listing/get/1': () => ({ status: 200, body: {} }),
    'POST /api/listing/upload-image': () => ({ status: 201, body: {} }),
  });
  const client = createApiClient(server.url);

  await client.get('/api/listing/get/1');
  setPageLanguage('ta');
  await client.get('/api/listing/get/1');
  await client.upload('/api/listing/upload-image', new FormData());
  setPageLanguage('en');

  expect(server.requests.map(({ acceptLanguage }) => acceptLanguage)).toEqual(['en', 'ta', 'ta']);
});

test('sends a PATCH with its JSON body', async () => {
  server = await startTestApiServer({
    'PATCH /api/listing/approve/1': ({ body }) => ({ status: 200, body: { success: true, received: body } }),
  });
  const client = createApiClient(server.url);

  await expect(client.patch('/api/listing/approve/1', { reason: 'Clear photos.' })).resolves.toEqual({
    success: true,
    received: { reason: 'Clear photos.' },
  });
});

test("a failed call throws the server's code and message with its status", async () => {
  server = await startTestApiServer({
    'POST /api/auth/signin': () => ({
      status: 401,
      body: { success: false, statusCode: 401, code: 'WRONG_CREDENTIALS', message: 'Wrong credentials!' },
    }),
  });
  const client = createApiClient(server.url);

  const failure = client.post('/api/auth/signin', {});
  await expect(failure).rejects.toBeInstanceOf(ApiRequestError);
  await expect(failure).rejects.toMatchObject({
    success: false,
    statusCode: 401,
    code: 'WRONG_CREDENTIALS',
    message: 'Wrong credentials!',
  });
  expect(hasErrorCode(await failure.catch((error: unknown) => error), 'WRONG_CREDENTIALS')).toBe(true);
});

test('an answer with no code is known by its status; a code this build does not know is kept as it came', async () => {
  server = await startTestApiServer({
    'GET /api/a': () => ({ status: 404, body: { success: false, statusCode: 404, message: 'Cannot GET /api/a' } }),
    'GET /api/b': () => ({ status: 409, body: { success: false, statusCode: 409, code: 'SOME_FUTURE_CODE', message: 'Taken' } }),
    'GET /api/c': () => ({ status: 502, body: undefined }),
  });
  const client = createApiClient(server.url);

  await expect(client.get('/api/a')).rejects.toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
  await expect(client.get('/api/b')).rejects.toMatchObject({ statusCode: 409, code: 'SOME_FUTURE_CODE' });
  await expect(client.get('/api/c')).rejects.toMatchObject({ statusCode: 502, code: 'INTERNAL_ERROR' });
});

test('a refusal of fields carries each field with its message; anything malformed in the list is left out', async () => {
  const errors = [
    { field: 'email', code: 'FIELD_INVALID', params: {}, message: 'Please enter a valid email address.' },
    { field: 'number', code: 'FIELD_INVALID', params: {}, message: 'Please enter a valid Sri Lankan phone number.' },
  ];
  server = await startTestApiServer({
    'POST /api/auth/signup': () => ({
      status: 400,
      body: { success: false, statusCode: 400, message: 'Two fields are wrong', errors: [...errors, { field: 7 }, null] },
    }),
  });

  await expect(createApiClient(server.url).post('/api/auth/signup', {})).rejects.toMatchObject({
    statusCode: 400,
    message: 'Two fields are wrong',
    errors,
  });
});

test('a refusal about no field has no field errors', async () => {
  server = await startTestApiServer({
    'POST /api/auth/signin': () => ({ status: 401, body: { success: false, statusCode: 401, message: 'Wrong credentials!' } }),
  });

  await expect(createApiClient(server.url).post('/api/auth/signin', {})).rejects.toMatchObject({ errors: [] });
});

test('a 200 carrying success: false is a failure too', async () => {
  server = await startTestApiServer({
    'GET /api/user/me': () => ({ status: 200, body: { success: false, statusCode: 403, code: 'ADMINS_ONLY', message: 'Forbidden' } }),
  });

  await expect(createApiClient(server.url).get('/api/user/me')).rejects.toMatchObject({ code: 'ADMINS_ONLY', message: 'Forbidden' });
});

test('an unreachable API gives a readable message', async () => {
  server = await startTestApiServer({});
  const { url } = server;
  await server.close();
  server = undefined;

  await expect(createApiClient(url).get('/api/verify-token')).rejects.toMatchObject({
    statusCode: 0,
    code: 'NETWORK_ERROR',
    message: NETWORK_ERROR_MESSAGE,
  });
});

function imageForm(): FormData {
  const form = new FormData();
  form.append('image', new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' }));
  return form;
}

test('an upload posts the form as multipart, reports progress up to 100 and returns the answer', async () => {
  server = await startTestApiServer({
    'POST /api/images?purpose=avatar': () => ({ status: 201, body: { success: true, url: '/api/images/abc' } }),
  });
  const progress: number[] = [];

  const answer = await createApiClient(server.url).upload('/api/images?purpose=avatar', imageForm(), {
    onProgress: (percent) => progress.push(percent),
  });

  expect(answer).toEqual({ success: true, url: '/api/images/abc' });
  expect(progress.at(-1)).toBe(100);
  const [request] = server.requests;
  expect(request.contentType).toMatch(/^multipart\/form-data; boundary=/);
  expect(request.body).toContain('name="image"; filename="me.png"');
  expect(request.body).toContain('Content-Type: image/png');
});

test("a refused upload throws the server's message with its status", async () => {
  server = await startTestApiServer({
    'POST /api/images?purpose=avatar': () => ({
      status: 400,
      body: { success: false, statusCode: 400, code: 'NOT_AN_IMAGE', message: 'Only image files can be uploaded.' },
    }),
  });

  await expect(createApiClient(server.url).upload('/api/images?purpose=avatar', imageForm())).rejects.toMatchObject({
    statusCode: 400,
    code: 'NOT_AN_IMAGE',
    message: 'Only image files can be uploaded.',
  });
});

test('aborting the signal cancels the upload', async () => {
  let received: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (received = resolve));
  server = await startTestApiServer({
    // Holds its answer until the test is over: the client gives up first.
    'POST /api/images?purpose=avatar': () => {
      received();
      return new Promise(() => undefined);
    },
  });
  const controller = new AbortController();

  const upload = createApiClient(server.url).upload('/api/images?purpose=avatar', imageForm(), {
    signal: controller.signal,
  });
  await arrived;
  controller.abort();

  await expect(upload).rejects.toBeInstanceOf(UploadCanceledError);
  await expect(upload).rejects.toMatchObject({ code: 'UPLOAD_CANCELED' });
});

test('an upload to an unreachable API gives the network message', async () => {
  // jsdom also reports the refused connection on its console.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  server = await startTestApiServer({});
  const { url } = server;
  await server.close();
  server = undefined;

  await expect(createApiClient(url).upload('/api/images?purpose=avatar', imageForm())).rejects.toMatchObject({
    statusCode: 0,
    code: 'NETWORK_ERROR',
    message: NETWORK_ERROR_MESSAGE,
  });
});

test('a GET its caller aborts stops waiting for the answer', async () => {
  let answer = () => {};
  const held = await startTestApiServer({
    'GET /api/places?q=co': () => new Promise((resolve) => (answer = () => resolve({ status: 200, body: [] }))),
  });
  server = held;
  const client = createApiClient(held.url);
  const controller = new AbortController();
  const call = client.get('/api/places?q=co', { signal: controller.signal });
  while (held.requests.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
  controller.abort();
  await expect(call).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
  answer();
});
