import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { MailStore, type CaughtMessage } from './mail-store';

/**
 * A development SMTP server: it accepts every message on loopback and keeps it, so the
 * password-reset mail can be read on a page (GET /) or through JSON (GET /api/messages).
 * It never delivers anything.
 */
export interface MailCatcher {
  smtpPort: number;
  httpPort: number;
  store: MailStore;
  stop(): Promise<void>;
}

const MAX_MESSAGE_BYTES = 5 * 1024 * 1024;

function addresses(field: AddressObject | AddressObject[] | undefined): string[] {
  const list = Array.isArray(field) ? field : field ? [field] : [];
  return list.flatMap((entry) => entry.value.map((address) => address.address ?? '')).filter(Boolean);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function inboxPage(messages: CaughtMessage[]): string {
  const rows = messages
    .map(
      (message) =>
        `<li><a href="/messages/${message.id}"><strong>${escapeHtml(message.subject || '(no subject)')}</strong></a>` +
        `<br><small>to ${escapeHtml(message.to.join(', '))} · ${escapeHtml(message.receivedAt)}</small></li>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Nivasa mail catcher</title><style>body{font:16px system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;color:#1f2933}li{margin:.75rem 0}a{color:#0f766e}</style></head>
<body><h1>Mail caught in development</h1><p>Every message the API sends while it runs locally lands here; nothing is delivered.</p>
${messages.length ? `<ol>${rows}</ol>` : '<p>No mail yet.</p>'}</body></html>`;
}

function messagePage(message: CaughtMessage): string {
  // The mail's own HTML runs in a sandboxed frame: no scripts, no access to this page.
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(message.subject)}</title><style>body{font:16px system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;color:#1f2933}iframe{width:100%;height:420px;border:1px solid #cbd2d9}pre{white-space:pre-wrap}</style></head>
<body><p><a href="/">All mail</a></p><h1>${escapeHtml(message.subject)}</h1>
<p>From ${escapeHtml(message.from)} to ${escapeHtml(message.to.join(', '))}</p>
${message.html ? `<iframe sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="${escapeHtml(message.html)}"></iframe>` : ''}
<h2>Text</h2><pre>${escapeHtml(message.text)}</pre></body></html>`;
}

function send(res: ServerResponse, status: number, type: string, body: string): void {
  res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store' });
  res.end(body);
}

/**
 * The names this server answers to: the loopback ones with its own port. A page on another site
 * could point its own name at 127.0.0.1 (DNS rebinding) and then read the inbox, reset links
 * included, as same-origin; its requests carry its name as Host, so they are refused.
 */
export function isOwnHost(host: string | undefined, port: number): boolean {
  return ['localhost', '127.0.0.1', '[::1]'].some((name) => host?.toLowerCase() === `${name}:${port}`);
}

function handleHttp(store: MailStore, req: IncomingMessage, res: ServerResponse): void {
  const port = req.socket.localPort ?? 0;
  if (!isOwnHost(req.headers.host, port)) {
    return send(res, 421, 'application/json', '{"message":"This server answers only to localhost and 127.0.0.1.","code":"HOST_REFUSED"}');
  }
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (req.method === 'GET' && url.pathname === '/') return send(res, 200, 'text/html; charset=utf-8', inboxPage(store.list()));
  if (req.method === 'GET' && url.pathname === '/api/messages') {
    return send(res, 200, 'application/json', JSON.stringify(store.list(url.searchParams.get('to') ?? undefined)));
  }
  if (req.method === 'DELETE' && url.pathname === '/api/messages') {
    store.clear();
    return send(res, 200, 'application/json', '{"cleared":true}');
  }
  const match = /^\/(api\/)?messages\/([0-9a-f-]{36})$/.exec(url.pathname);
  const message = match ? store.get(match[2]) : undefined;
  if (req.method === 'GET' && message) {
    return match![1]
      ? send(res, 200, 'application/json', JSON.stringify(message))
      : send(res, 200, 'text/html; charset=utf-8', messagePage(message));
  }
  send(res, 404, 'application/json', '{"message":"Not found"}');
}

function listenOn(server: Server | SMTPServer, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const address = (server as Server).address?.() ?? (server as unknown as { server: Server }).server.address();
      resolve((address as AddressInfo).port);
    });
  });
}

/** A header's value as sent (unfolded), '' when the mail has none. */
function headerOf(lines: readonly { key: string; line: string }[], name: string): string {
  const line = lines.find((header) => header.key === name)?.line ?? '';
  return line
    .replace(/\r?\n[ \t]+/g, ' ')
    .replace(/^[^:]*:\s*/, '')
    .trim();
}

export async function startMailCatcher(options: { smtpPort?: number; httpPort?: number } = {}): Promise<MailCatcher> {
  const store = new MailStore();
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    size: MAX_MESSAGE_BYTES,
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          store.add({
            from: addresses(parsed.from)[0] ?? '',
            to: addresses(parsed.to),
            subject: parsed.subject ?? '',
            messageId: parsed.messageId ?? '',
            listUnsubscribe: headerOf(parsed.headerLines, 'list-unsubscribe'),
            listUnsubscribePost: headerOf(parsed.headerLines, 'list-unsubscribe-post'),
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  const http = createServer((req, res) => handleHttp(store, req, res));
  const smtpPort = await listenOn(smtp, options.smtpPort ?? 0);
  const httpPort = await listenOn(http, options.httpPort ?? 0);
  return {
    smtpPort,
    httpPort,
    store,
    stop: async () => {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}
