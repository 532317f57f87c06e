import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A development SMS gateway: the API's `catcher` SMS adapter posts each text here
 * (POST /api/messages { to, text }) and it is kept, never delivered, so a verification code can be
 * read from a page (GET /) or as JSON (GET /api/messages?to=+9477…). It listens on loopback and
 * answers only requests addressed to a loopback name, so a web page cannot read it through DNS rebinding.
 */
export interface CaughtSms {
  id: string;
  receivedAt: string;
  to: string;
  text: string;
}

export interface SmsCatcher {
  httpPort: number;
  /** The newest texts first; those to `to` alone when given. */
  list(to?: string): CaughtSms[];
  stop(): Promise<void>;
}

const CAPACITY = 200;
const MAX_BODY_BYTES = 16 * 1024;
const MAX_TEXT_CHARS = 1600;
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

function send(res: ServerResponse, status: number, type: string, body: string): void {
  res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store' });
  res.end(body);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function inboxPage(messages: CaughtSms[]): string {
  const rows = messages
    .map(
      (sms) => `<li><strong>${escapeHtml(sms.to)}</strong> · <small>${escapeHtml(sms.receivedAt)}</small><br>${escapeHtml(sms.text)}</li>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Nivasa SMS catcher</title><style>body{font:16px system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;color:#1f2933}li{margin:.75rem 0}</style></head>
<body><h1>Text messages sent in development</h1><p>Every SMS the API sends while it runs locally lands here; nothing is delivered.</p>
${messages.length ? `<ol>${rows}</ol>` : '<p>No text messages yet.</p>'}</body></html>`;
}

function readBody(req: IncomingMessage): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        resolve(null);
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** `{ to, text }` as the API's catcher adapter posts it, or null. */
function parseSms(body: string): Pick<CaughtSms, 'to' | 'text'> | null {
  try {
    const value = JSON.parse(body) as { to?: unknown; text?: unknown };
    if (typeof value.to !== 'string' || !/^\+[1-9]\d{6,14}$/.test(value.to)) return null;
    if (typeof value.text !== 'string' || value.text === '' || value.text.length > MAX_TEXT_CHARS) return null;
    return { to: value.to, text: value.text };
  } catch {
    return null;
  }
}

export async function startSmsCatcher(options: { httpPort?: number } = {}): Promise<SmsCatcher> {
  let messages: CaughtSms[] = [];
  const list = (to?: string) => (to ? messages.filter((sms) => sms.to === to) : [...messages]);

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const host = (req.headers.host ?? '').replace(/:\d+$/, '').toLowerCase();
    if (!LOOPBACK_HOSTS.has(host)) return send(res, 421, 'application/json', '{"message":"Not a loopback host"}');
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (req.method === 'GET' && url.pathname === '/') return send(res, 200, 'text/html; charset=utf-8', inboxPage(list()));
    if (url.pathname !== '/api/messages') return send(res, 404, 'application/json', '{"message":"Not found"}');
    // `?to=+9477…` written unencoded reads as ' 9477…': the plus is put back.
    const to = url.searchParams
      .get('to')
      ?.trim()
      .replace(/^(?=\d)/, '+');
    if (req.method === 'GET') return send(res, 200, 'application/json', JSON.stringify(list(to || undefined)));
    if (req.method === 'DELETE') {
      messages = [];
      return send(res, 200, 'application/json', '{"cleared":true}');
    }
    if (req.method === 'POST') {
      const body = await readBody(req);
      const sms = body === null ? null : parseSms(body);
      if (!sms) return send(res, 400, 'application/json', '{"message":"Expected { to: \\"+9477…\\", text }"}');
      const stored = { id: randomUUID(), receivedAt: new Date().toISOString(), ...sms };
      messages = [stored, ...messages].slice(0, CAPACITY);
      return send(res, 201, 'application/json', JSON.stringify({ id: stored.id }));
    }
    send(res, 405, 'application/json', '{"message":"Method not allowed"}');
  };

  const server: Server = createServer((req, res) => {
    handle(req, res).catch(() => send(res, 500, 'application/json', '{"message":"Internal error"}'));
  });
  const httpPort = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.httpPort ?? 0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });
  return {
    httpPort,
    list,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
