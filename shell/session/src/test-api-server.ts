/** For tests: a real HTTP server on loopback standing in for the API's routes. */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  body: unknown;
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

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? JSON.parse(text) : undefined;
}

export async function startTestApiServer(routes: TestRoutes): Promise<TestApiServer> {
  const requests: RecordedRequest[] = [];
  const server = createServer(async (request, response) => {
    const recorded = { method: request.method ?? 'GET', path: request.url ?? '/', body: await readJson(request) };
    requests.push(recorded);
    const route = routes[`${recorded.method} ${recorded.path}`];
    const reply = route
      ? await route(recorded)
      : { status: 404, body: { success: false, statusCode: 404, message: `Cannot ${recorded.method} ${recorded.path}` } };
    response.writeHead(reply.status, { 'Content-Type': 'application/json' });
    response.end(reply.body === undefined ? '' : JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
