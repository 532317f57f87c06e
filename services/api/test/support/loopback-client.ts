import type { NestExpressApplication } from '@nestjs/platform-express';
import { Agent, type IncomingHttpHeaders, request } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LoopbackReply {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface LoopbackRequest {
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** No answer within this long is an error. */
  timeoutMs?: number;
}

/** Starts the app listening on a free loopback port; the port. */
export async function listenOnLoopback(app: NestExpressApplication): Promise<number> {
  await app.listen(0, '127.0.0.1');
  return (app.getHttpServer().address() as AddressInfo).port;
}

/**
 * Keep-alive HTTP to one loopback port, through node:http so that a path goes out byte for byte
 * as given (fetch would resolve `..` and re-encode it).
 */
export class LoopbackClient {
  private readonly agent: Agent;

  constructor(
    readonly port: number,
    maxSockets = 1,
    /** How long a request may go unanswered, unless it says otherwise. */
    private readonly defaultTimeoutMs = 15_000,
  ) {
    this.agent = new Agent({ keepAlive: true, maxSockets });
  }

  send(
    method: string,
    path: string,
    { headers = {}, body, timeoutMs = this.defaultTimeoutMs }: LoopbackRequest = {},
    retried = false,
  ): Promise<LoopbackReply> {
    return new Promise<LoopbackReply>((resolve, reject) => {
      const outgoing = request(
        {
          host: '127.0.0.1',
          port: this.port,
          method,
          path,
          agent: this.agent,
          headers: body === undefined ? headers : { ...headers, 'Content-Length': String(Buffer.byteLength(body)) },
        },
        (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
          incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: Buffer.concat(chunks) }));
          incoming.on('error', reject);
        },
      );
      outgoing.setTimeout(timeoutMs, () =>
        outgoing.destroy(new Error(`No answer to ${method} ${path.slice(0, 200)} within ${timeoutMs} ms`)),
      );
      outgoing.on('error', (error: NodeJS.ErrnoException) => {
        // A kept-alive socket the server closed as idle just as this request went out on it: the
        // server never read the request, so it is sent once more on a fresh socket (as Node's
        // documentation advises for `reusedSocket`).
        if (!retried && outgoing.reusedSocket && error.code === 'ECONNRESET') {
          resolve(this.send(method, path, { headers, body, timeoutMs }, true));
        } else reject(error);
      });
      outgoing.end(body);
    });
  }

  /** Sends a JSON body (when given) and parses the JSON answer, of the type the caller expects. */
  async json<T = unknown>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; body: T; headers: IncomingHttpHeaders }> {
    const reply = await this.send(method, path, {
      headers: body === undefined ? headers : { 'Content-Type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return {
      status: reply.status,
      headers: reply.headers,
      body: (reply.body.length ? JSON.parse(reply.body.toString('utf8')) : undefined) as T,
    };
  }

  close(): void {
    this.agent.destroy();
  }
}

/** The `access_token=...` pair a reply sets, when it sets a non-empty one. */
export function sessionCookieOf(reply: { headers: IncomingHttpHeaders }): string | undefined {
  const line = ([] as string[]).concat(reply.headers['set-cookie'] ?? []).find((header) => /^access_token=[^;]/.test(header));
  return line?.split(';')[0];
}
