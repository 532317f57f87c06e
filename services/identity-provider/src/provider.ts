import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { exportJWK, generateKeyPair } from 'jose';
import Provider, { type Account } from 'oidc-provider';

/**
 * A real OpenID Connect provider for development and tests, standing in for Google. Its
 * sign-in page takes any email address, so a developer can try identity-provider sign-in
 * offline; it signs ID tokens with a key made at start and publishes it at /jwks.
 */
export interface IdentityProviderOptions {
  port: number;
  clientId: string;
  redirectUris: string[];
}

export interface RunningIdentityProvider {
  issuer: string;
  stop(): Promise<void>;
}

interface LocalAccount {
  email: string;
  email_verified: boolean;
  name: string;
  picture?: string;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function signInPage(uid: string, clientId: string, error = ''): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in · Local ID</title>
<style>body{font:16px system-ui,sans-serif;background:#f4f6f8;margin:0;display:grid;place-items:center;min-height:100vh;color:#1f2933}
form{background:#fff;padding:2rem;border-radius:12px;box-shadow:0 6px 24px rgba(0,0,0,.08);width:min(360px,90vw)}
h1{font-size:1.3rem;margin:0 0 .25rem}p{color:#52606d;margin:.25rem 0 1.25rem}label{display:block;margin:.75rem 0 .25rem;font-weight:600}
input[type=email],input[type=text]{width:100%;box-sizing:border-box;padding:.6rem;border:1px solid #cbd2d9;border-radius:8px;font:inherit}
button{margin-top:1.25rem;width:100%;padding:.7rem;border:0;border-radius:8px;background:#1a73e8;color:#fff;font:inherit;font-weight:600;cursor:pointer}
.check{display:flex;gap:.5rem;align-items:center;font-weight:400}.error{color:#b42318}</style></head>
<body><form method="post" action="/interaction/${escapeHtml(uid)}">
<h1>Local ID</h1><p>Development identity provider. Sign in to continue to <strong>${escapeHtml(clientId)}</strong>.</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<label for="email">Email</label><input id="email" name="email" type="email" required autofocus>
<label for="name">Name</label><input id="name" name="name" type="text" required>
<label class="check"><input name="email_verified" type="checkbox" checked> Email address verified</label>
<button type="submit">Continue</button></form></body></html>`;
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > 16 * 1024) throw new Error('Form too large');
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

export async function startIdentityProvider(options: IdentityProviderOptions): Promise<RunningIdentityProvider> {
  const issuer = `http://localhost:${options.port}`;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey = { ...(await exportJWK(privateKey)), use: 'sig', alg: 'RS256', kid: randomBytes(8).toString('hex') };
  const accounts = new Map<string, LocalAccount>();

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        redirect_uris: options.redirectUris,
        response_types: ['id_token'],
        grant_types: ['implicit'],
        token_endpoint_auth_method: 'none',
      },
    ],
    responseTypes: ['id_token'],
    jwks: { keys: [signingKey] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture'] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx, sub): Promise<Account | undefined> {
      const account = accounts.get(sub);
      return account ? { accountId: sub, claims: async () => ({ sub, ...account }) } : undefined;
    },
  });
  // oidc-provider's documented escape hatch: implicit web clients on http://localhost are fine for local development only.
  const schema = (provider.Client as unknown as { Schema: { prototype: { invalidate(message: string, code?: string): void } } }).Schema;
  const invalidate = schema.prototype.invalidate;
  schema.prototype.invalidate = function (message: string, code?: string) {
    if (code === 'implicit-force-https' || code === 'implicit-forbid-localhost') return;
    invalidate.call(this, message, code);
  };

  const handle = provider.callback();
  const interaction = /^\/interaction\/([\w-]+)$/;
  const server: Server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const match = interaction.exec(new URL(req.url ?? '/', issuer).pathname);
    if (!match) return handle(req, res);
    try {
      const details = await provider.interactionDetails(req, res);
      const clientId = String(details.params.client_id);
      if (req.method === 'GET') {
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
        return res.end(signInPage(details.uid, clientId));
      }
      const form = await readForm(req);
      const email = (form.get('email') ?? '').trim().toLowerCase();
      const name = (form.get('name') ?? '').trim();
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || !name) {
        res.writeHead(400, { 'Content-Type': 'text/html; charset=utf-8' });
        return res.end(signInPage(details.uid, clientId, 'Enter an email address and a name.'));
      }
      const sub = createHash('sha256').update(email).digest('hex').slice(0, 24);
      accounts.set(sub, { email, name, email_verified: form.get('email_verified') === 'on' });
      const grant = new provider.Grant({ accountId: sub, clientId });
      grant.addOIDCScope(String(details.params.scope));
      const grantId = await grant.save();
      await provider.interactionFinished(req, res, { login: { accountId: sub }, consent: { grantId } }, { mergeWithLastSubmission: false });
    } catch (error) {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end(`Sign-in could not continue: ${(error as Error).message}`);
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  return { issuer, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}
