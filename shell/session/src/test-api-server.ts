/** For tests: a real HTTP server on loopback standing in for the API's routes. */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  /** Parsed JSON; any other body (a multipart upload) as its text. */
  body: unknown;
  contentType: string;
  /** The language the client asked the answer in. */
  acceptLanguage: string;
}

export interface TestReply {
  status: number;
  body?: unknown;
}

/** Keyed by 'METHOD /path'; anything else gets the API's 404 body. */
export type TestRoutes = Record<string, (request: RecordedRequest) => TestReply | Promise<TestReply>>;

export interface TestApiServer {
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return undefined;
  return request.headers['content-type']?.startsWith('application/json') ? JSON.parse(text) : text;
}

// jsdom's page is on another origin than this server, and its XMLHttpRequest enforces CORS
// (an upload with a progress listener is even preflighted); Node's fetch does not care.
const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE',
  'Access-Control-Allow-Headers': 'Accept, Content-Type',
};

export async function startTestApiServer(routes: TestRoutes): Promise<TestApiServer> {
  const requests: RecordedRequest[] = [];
  const server = createServer(async (request, response) => {
    if (request.method === 'OPTIONS') {
      response.writeHead(204, CORS_HEADERS).end();
      return;
    }
    const recorded = {
      method: request.method ?? 'GET',
      path: request.url ?? '/',
      body: await readBody(request),
      contentType: request.headers['content-type'] ?? '',
      acceptLanguage: request.headers['accept-language'] ?? '',
    };
    requests.push(recorded);
    const route = routes[`${recorded.method} ${recorded.path}`];
    const reply = route
      ? await route(recorded)
      : {
          status: 404,
          body: { success: false, statusCode: 404, code: 'NOT_FOUND', message: `Cannot ${recorded.method} ${recorded.path}` },
        };
    response.writeHead(reply.status, { ...CORS_HEADERS, 'Content-Type': 'application/json' });
    response.end(reply.body === undefined ? '' : JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // A route still holding its answer (a test that aborted the request) must not keep it open.
        server.closeAllConnections();
      }),
  };
}
