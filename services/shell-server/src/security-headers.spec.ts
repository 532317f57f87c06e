import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { PAINTED_PRESS_SCRIPT } from '@nivasa/contracts/federation';
import { startAppServer } from './app-server';
import { RemotesDirectory } from './remote-directory';
import type { PreviewListing } from './link-preview-documents';
import { START_AFTER_FIRST_SCREEN_SCRIPT } from './shell-page';

/**
 * The headers of the shell's pages as the built site is served: the real shell and remote
 * builds (`npm run build` first), the real app servers on ports of their own, and a stand-in API
 * that knows one listing, for its page's link preview.
 */
const ROOT = join(__dirname, '..', '..', '..');
const BUILDS = { shell: 'shell', public: 'mfe-public', account: 'mfe-account', admin: 'mfe-admin' } as const;
const LISTING: PreviewListing = {
  _id: '64b7f0c2a1b2c3d4e5f60719',
  name: 'Annex near the lake',
  type: 'annex',
  rent: 45_000,
  rentType: 'monthly',
  district: 'Kandy',
  city: 'Peradeniya',
  imageUrls: ['/api/images/0123456789abcdef01234567'],
};

const distOf = (app: keyof typeof BUILDS) => join(ROOT, BUILDS[app], 'dist');
const origin = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const close = (server: Server | undefined) => new Promise((done) => (server ? server.close(done) : done(undefined)));

/** A hashed file of the build's, cached for a year. */
function hashedScript(app: keyof typeof BUILDS): string {
  const name = readdirSync(distOf(app)).find((file) => /\.[0-9a-f]{8,}\.js$/.test(file));
  if (!name) throw new Error(`${BUILDS[app]}/dist has no hashed script`);
  return `/${name}`;
}

/** The directives of a Content-Security-Policy, by name. */
function directives(policy: string | null): Record<string, string[]> {
  return Object.fromEntries(
    (policy ?? '')
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!, values]),
  );
}

describe("the shell's pages and files, served from the real builds", () => {
  const servers: Server[] = [];
  let api: Server;
  let shell: Server;
  let remoteOrigins: string[];

  beforeAll(async () => {
    for (const app of Object.keys(BUILDS) as (keyof typeof BUILDS)[]) {
      if (!existsSync(distOf(app))) throw new Error(`${BUILDS[app]}/dist is missing: run \`npm run build\` before this test`);
    }
    api = createServer((req, res) => {
      const found = req.url === `/api/listing/get/${LISTING._id}`;
      res.writeHead(found ? 200 : 404, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify(found ? LISTING : { success: false, statusCode: 404, code: 'LISTING_NOT_FOUND', message: 'Listing not found.' }),
      );
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    const remotes = await Promise.all(
      (['public', 'account', 'admin'] as const).map((app) =>
        startAppServer({ kind: 'remote', distDir: distOf(app), allowedOrigins: ['http://localhost:3000'] }, 0, '127.0.0.1'),
      ),
    );
    servers.push(...remotes);
    remoteOrigins = remotes.map(origin);
    const [publicUrl, accountUrl, adminUrl] = remoteOrigins.map((remote) => `${remote}/mf-manifest.json`);
    shell = await startAppServer(
      {
        kind: 'shell',
        distDir: distOf('shell'),
        apiUrl: origin(api),
        remotes: new RemotesDirectory({ public: publicUrl!, account: accountUrl!, admin: adminUrl! }),
        publicUrl: 'http://localhost:3000',
      },
      0,
      '127.0.0.1',
    );
    servers.push(shell);
  });

  afterAll(async () => {
    await Promise.all([...servers, api].map(close));
  });

  const page = (path: string) => fetch(`${origin(shell)}${path}`, { headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' } });

  const PAGES: Record<string, { path: string; referrerPolicy: string }> = {
    'the home page': { path: '/', referrerPolicy: 'same-origin' },
    "a remote's page": { path: '/about', referrerPolicy: 'same-origin' },
    'the sign-in page': { path: '/sign-in', referrerPolicy: 'same-origin' },
    // The token is in the address: no Referer may carry it off.
    'a reset-password page': { path: '/reset-password/x', referrerPolicy: 'no-referrer' },
    "a listing's page with its link preview": { path: `/listing/${LISTING._id}`, referrerPolicy: 'same-origin' },
    "an unknown listing's page": { path: '/listing/0123456789abcdef01234567', referrerPolicy: 'same-origin' },
  };

  it.each(Object.entries(PAGES))(
    '%s: the policy, framing, sniffing, referrer and revalidation',
    async (_name, { path, referrerPolicy }) => {
      const response = await page(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      const policy = directives(response.headers.get('content-security-policy'));
      // Every script the page runs inline is allowed by its hash: the one that notes a press on a
      // painted button (the cookie banner's, a form's), and the one that starts a first screen's scripts.
      const html = await response.text();
      const inline = [...html.matchAll(/<script>(.*?)<\/script>/gs)].map(([, code]) => code);
      expect(inline.length).toBeGreaterThan(0);
      for (const code of inline) expect([PAINTED_PRESS_SCRIPT, START_AFTER_FIRST_SCREEN_SCRIPT]).toContain(code);
      for (const code of inline) expect(policy['script-src']).toContain(`'sha256-${createHash('sha256').update(code).digest('base64')}'`);
      expect(policy).toEqual({
        'default-src': ["'self'"],
        'script-src': ["'self'", ...Array(2).fill(expect.stringMatching(/^'sha256-[A-Za-z0-9+/]{43}='$/)), ...remoteOrigins],
        'connect-src': ["'self'", ...remoteOrigins],
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'style-src': ["'self'", "'unsafe-inline'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
      });
      expect({
        'x-content-type-options': response.headers.get('x-content-type-options'),
        'x-frame-options': response.headers.get('x-frame-options'),
        'referrer-policy': response.headers.get('referrer-policy'),
        'cross-origin-opener-policy': response.headers.get('cross-origin-opener-policy'),
        'cross-origin-resource-policy': response.headers.get('cross-origin-resource-policy'),
        'x-powered-by': response.headers.get('x-powered-by'),
        // HSTS only in production, where the site is served over HTTPS.
        'strict-transport-security': response.headers.get('strict-transport-security'),
        // The page is the same for everyone and names the newest files: stored, but asked for again each time.
        'cache-control': response.headers.get('cache-control'),
        'set-cookie': response.headers.get('set-cookie'),
      }).toEqual({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'referrer-policy': referrerPolicy,
        'cross-origin-opener-policy': 'same-origin-allow-popups',
        'cross-origin-resource-policy': 'same-origin',
        'x-powered-by': null,
        'strict-transport-security': null,
        'cache-control': 'no-cache',
        'set-cookie': null,
      });
      // Compressed for those who accept it, so a cache must keep the encodings apart.
      expect(response.headers.get('vary')).toMatch(/Accept-Encoding/i);
      if (path.startsWith('/listing/') && path.includes(LISTING._id)) expect(html).toContain('og:title');
    },
  );

  it("serves the sign-in popup's callback with no Referer and an opener the provider's page can return to", async () => {
    const response = await page('/auth-callback.html');
    expect(response.status).toBe(200);
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('cross-origin-opener-policy')).toBe('unsafe-none');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it("caches the shell's hashed files for a year and the remotes map not at all, under the same headers", async () => {
    const script = await fetch(`${origin(shell)}${hashedScript('shell')}`, { headers: { 'accept-encoding': 'br' } });
    expect(script.status).toBe(200);
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(script.headers.get('x-content-type-options')).toBe('nosniff');
    expect(script.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(script.headers.get('vary')).toMatch(/Accept-Encoding/i);

    const map = await fetch(`${origin(shell)}/remotes.json`);
    expect(map.headers.get('cache-control')).toBe('no-cache');
    expect(map.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it("lets the shell's origin load a remote's files, and no other", async () => {
    const [publicRemote] = remoteOrigins;
    for (const path of ['/mf-manifest.json', hashedScript('public')]) {
      const fromShell = await fetch(`${publicRemote}${path}`, { headers: { origin: 'http://localhost:3000' } });
      expect(fromShell.status).toBe(200);
      expect(fromShell.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
      expect(fromShell.headers.get('vary')).toMatch(/Origin.*Accept-Encoding|Accept-Encoding.*Origin/);
      expect(fromShell.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
      expect(fromShell.headers.get('x-content-type-options')).toBe('nosniff');
      // Cached apart from the shell's: a copy without the header must not be handed to the shell.
      for (const headers of [{ origin: 'https://evil.example' }, {}] as Record<string, string>[]) {
        const fromElsewhere = await fetch(`${publicRemote}${path}`, { headers });
        expect(fromElsewhere.headers.get('access-control-allow-origin')).toBeNull();
        expect(fromElsewhere.headers.get('vary')).toMatch(/Origin/);
      }
    }
  });
});
