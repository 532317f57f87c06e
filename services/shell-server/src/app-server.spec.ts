import { mkdtemp, mkdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { createServer, get, type Server } from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import type { Express } from 'express';
import { createAppServer, listen, type RemoteServerOptions, type ShellServerOptions } from './app-server';
import { RemotesDirectory } from './remote-directory';

const SIGNED_IN_USER = {
  _id: '665f1c2e9b1e8a0012345678',
  username: 'nimal',
  email: 'nimal@example.com',
  number: '',
  avatar: '',
  hasPassword: true,
  language: 'en',
  phoneVerified: false,
};

describe('app server', () => {
  let distDir: string;
  let api: Server;
  let apiUrl: string;

  beforeAll(async () => {
    distDir = await mkdtemp(join(tmpdir(), 'nivasa-dist-'));
    await mkdir(join(distDir, 'static/js'), { recursive: true });
    await writeFile(join(distDir, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
    await writeFile(join(distDir, 'auth-callback.html'), '<!doctype html><p id="status"></p>');
    await writeFile(join(distDir, 'mf-manifest.json'), '{"id":"public"}');
    await writeFile(join(distDir, 'remoteEntry.js'), 'var entry = 1;');
    await writeFile(join(distDir, 'routes.json'), '[{"path":"/about","access":"everyone"}]');
    await writeFile(join(distDir, 'sw.js'), 'self.addEventListener("fetch", () => undefined);');
    await writeFile(join(distDir, 'manifest.webmanifest'), '{"name":"Nivasa"}');
    await writeFile(join(distDir, 'static/js/main.1a2b3c4d5e.js'), `console.log("${'nivasa '.repeat(400)}");`);
    api = createServer((req, res) => {
      res.setHeader('content-type', 'application/json');
      // The session check: a moderator's cookie, an owner's, or a token that no longer holds.
      if (req.url === '/api/verify-token') {
        const token = /access_token=([a-z]+)/.exec(req.headers.cookie ?? '')?.[1];
        if (token === 'expired') return void res.writeHead(401).end('{"message":"Token invalid","code":"SESSION_INVALID"}');
        const user = token && { ...SIGNED_IN_USER, isAdmin: token === 'moderator' };
        return void res.end(JSON.stringify({ user: user ?? null }));
      }
      res.end(JSON.stringify({ path: req.url, headers: req.headers }));
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => api.close(resolve));
    await rm(distDir, { recursive: true, force: true });
  });

  const remotes = { public: 'http://localhost:3001/mf-manifest.json', account: 'http://a/m.json', admin: 'http://b/m.json' };
  const shell = (options: Partial<ShellServerOptions> = {}) =>
    createAppServer({
      kind: 'shell',
      distDir,
      apiUrl,
      remotes: new RemotesDirectory(remotes),
      publicUrl: 'https://nivasa.example',
      ...options,
    });
  const remote = (options: Partial<RemoteServerOptions> = {}) =>
    createAppServer({ kind: 'remote', distDir, allowedOrigins: ['http://localhost:3000'], ...options });

  /** The API's view of one request through the shell, sent over a real socket from 127.0.0.1. */
  async function throughProxy(app: Express, headers: Record<string, string>): Promise<Record<string, string | undefined>> {
    const server = await listen(app, 0, '127.0.0.1');
    try {
      const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/health`, { headers });
      return ((await response.json()) as { headers: Record<string, string> }).headers;
    } finally {
      await new Promise((done) => server.close(done));
    }
  }

  it('revalidates entry files and caches hashed assets for a year', async () => {
    const app = remote();
    for (const path of ['/mf-manifest.json', '/routes.json', '/remoteEntry.js']) {
      expect((await request(app).get(path)).headers['cache-control']).toBe('no-cache');
    }
    const asset = await request(app).get('/static/js/main.1a2b3c4d5e.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates the service worker and the web app manifest, each with its content type, so a new release is found on the next visit', async () => {
    const worker = await request(shell()).get('/sw.js');
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    const manifest = await request(shell()).get('/manifest.webmanifest');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.text).toBe('{"name":"Nivasa"}');
  });

  it('compresses with brotli when the browser accepts it, else gzip', async () => {
    const path = '/static/js/main.1a2b3c4d5e.js';
    // Chromium lists brotli after gzip; the order does not matter, brotli wins.
    expect((await request(remote()).get(path).set('Accept-Encoding', 'gzip, deflate, br, zstd')).headers['content-encoding']).toBe('br');
    expect((await request(remote()).get(path).set('Accept-Encoding', 'gzip')).headers['content-encoding']).toBe('gzip');
  });

  it("sends CORS headers to the shell's origin only", async () => {
    const allowed = await request(remote()).get('/mf-manifest.json').set('Origin', 'http://localhost:3000');
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    const stranger = await request(remote()).get('/mf-manifest.json').set('Origin', 'https://evil.example');
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers client-side routes with the app, uncached, and serves the remotes map', async () => {
    const page = await request(shell()).get('/listing/abc').set('Accept', 'text/html');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<div id="root">');
    expect(page.headers['cache-control']).toBe('no-cache');
    const map = await request(shell()).get('/remotes.json');
    // No route list read yet: the manifests alone (the route lists are remote-directory.spec's).
    expect(map.body).toEqual({
      public: { manifest: remotes.public, routes: [] },
      account: { manifest: remotes.account, routes: [] },
      admin: { manifest: remotes.admin, routes: [] },
    });
    expect(map.headers['cache-control']).toBe('no-cache');
    // The page carries the same map, so its entry need not ask for it.
    const inPage = /<script type="application\/json" id="nivasa-remotes">(.*?)<\/script>/.exec(page.text);
    expect(JSON.parse(inPage![1]!)).toEqual(map.body);
  });

  it('serves the Sinhala and Tamil addresses as the English ones, saying which language the browser prefers', async () => {
    const page = (path: string, acceptLanguage = 'en-GB,en;q=0.9') =>
      request(shell()).get(path).set('Accept', 'text/html').set('Accept-Language', acceptLanguage);
    for (const path of ['/si', '/si/', '/ta/search', '/si/listing/abc', '/ta/no-such-page']) {
      const localised = await page(path);
      expect(localised.status).toBe(200);
      expect(localised.text).toContain(`<html lang="${path.slice(1, 3)}">`);
    }
    // The search page's first call in every language, with the address's language left out.
    const search = await page('/si/search?utm_source=whatsapp&type=annex&order=asc&sort=rent');
    expect(search.text).toContain(
      '<link rel="preload" as="fetch" href="/api/listing/get?type=annex&amp;sort=rent&amp;order=asc&amp;startIndex=0&amp;limit=9"',
    );
    // The page's addresses: its filters, in the search page's order, and nothing else of the query.
    expect(search.text).toContain(
      '<link rel="alternate" hreflang="en" href="https://nivasa.example/search?type=annex&amp;sort=rent&amp;order=asc">',
    );
    expect(search.text).toContain(
      '<link rel="alternate" hreflang="x-default" href="https://nivasa.example/search?type=annex&amp;sort=rent&amp;order=asc">',
    );
    expect((await page('/ta/about?utm_source=whatsapp')).text).toContain(
      '<link rel="alternate" hreflang="si" href="https://nivasa.example/si/about">',
    );

    const sinhalaBrowser = await page('/', 'si-LK,si;q=0.9,en;q=0.8');
    expect(sinhalaBrowser.text).toContain('<meta name="nivasa-preferred-language" content="si">');
    expect(sinhalaBrowser.headers.vary).toMatch(/Accept-Language/);
    expect((await page('/', 'ta-LK')).text).toContain('<meta name="nivasa-preferred-language" content="ta">');
    expect((await page('/')).text).not.toContain('nivasa-preferred-language');
    // Never a redirect: the address the visitor asked for is the page they get.
    expect(sinhalaBrowser.status).toBe(200);
  });

  it("starts a search page's API call with its HTML, read through the same allow-list as the page reads its address", async () => {
    const preloadsOf = async (path: string) =>
      [
        ...(await request(shell()).get(path).set('Accept', 'text/html')).text.matchAll(/<link rel="preload" as="fetch" href="([^"]+)"/g),
      ].map(([, href]) => href.replace(/&amp;/g, '&'));
    // Every page's session check comes last.
    const session = '/api/verify-token';
    expect(await preloadsOf('/search?district=Kandy&type=annex&utm_source=whatsapp&sort=rent&order=asc')).toEqual([
      '/api/listing/get?type=annex&district=Kandy&sort=rent&order=asc&startIndex=0&limit=9',
      session,
    ]);
    expect(await preloadsOf('/search?type[$ne]=annex&minPrice=1e9&searchTerm=%3Cscript%3E')).toEqual([
      '/api/listing/get?searchTerm=%3Cscript%3E&startIndex=0&limit=9',
      session,
    ]);
    expect(await preloadsOf('/search')).toEqual(['/api/listing/get?startIndex=0&limit=9', session]);
    expect(await preloadsOf('/about')).toEqual([session]);
  });

  it("starts the moderators' queue's first page with its HTML for a moderator only, as the API tells whose session it is", async () => {
    const preloadsOf = async (path: string, cookie?: string) => {
      const page = request(shell()).get(path).set('Accept', 'text/html');
      const html = (await (cookie ? page.set('Cookie', cookie) : page)).text;
      return [...html.matchAll(/<link rel="preload" as="fetch" href="([^"]+)"/g)].map(([, href]) => href.replace(/&amp;/g, '&'));
    };
    const firstPage = '/api/listing/pending?startIndex=0&limit=21';
    const session = '/api/verify-token';
    expect(await preloadsOf('/dashboard/dashboard-approve', 'theme=dark; access_token=moderator')).toEqual([firstPage, session]);
    expect(await preloadsOf('/ta/dashboard/dashboard-approve', 'access_token=moderator')).toEqual([firstPage, session]);
    // Anyone else's browser never asks the admin API: an owner, a visitor, a session that no longer holds.
    expect(await preloadsOf('/dashboard/dashboard-approve', 'access_token=owner')).toEqual([session]);
    expect(await preloadsOf('/dashboard/dashboard-approve')).toEqual([session]);
    expect(await preloadsOf('/dashboard/dashboard-approve', 'access_token=expired')).toEqual([session]);
    expect(await preloadsOf('/dashboard/dashboard-approve', 'access_token=')).toEqual([session]);
    // An API that does not answer in time leaves the page as it is.
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const slowApi = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
      const started = Date.now();
      const html = (
        await request(shell({ apiUrl: slowApi }))
          .get('/dashboard/dashboard-approve')
          .set('Accept', 'text/html')
          .set('Cookie', 'access_token=moderator')
      ).text;
      expect(html).not.toContain('/api/listing/pending');
      expect(Date.now() - started).toBeLessThan(1_000);
    } finally {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it("sends the shell's own pages its build drew, in the address's language, with antd's stylesheet for the first paint to wait for", async () => {
    const built = await mkdtemp(join(tmpdir(), 'nivasa-shell-dist-'));
    try {
      await mkdir(join(built, 'prerendered/ta'), { recursive: true });
      await writeFile(
        join(built, 'index.html'),
        '<!doctype html><html><head></head><body><div id="root"><div id="nivasa-prerendered-page"></div></div></body></html>',
      );
      await writeFile(join(built, 'antd-styles.json'), '{"@nivasa/ui/antd":"antd-styles/antd.34bec614ab.css"}');
      await writeFile(join(built, 'prerendered/sign-in.html'), '<h1>Sign In</h1><form class="ant-form"></form>');
      await writeFile(join(built, 'prerendered/ta/sign-in.html'), '<h1>உள்நுழைக</h1><form class="ant-form"></form>');
      const app = shell({ distDir: built });

      const english = (await request(app).get('/sign-in').set('Accept', 'text/html')).text;
      expect(english).toContain('<div id="nivasa-prerendered-page"><h1>Sign In</h1><form class="ant-form"></form></div>');
      expect(english).toContain('<link rel="stylesheet" href="/antd-styles/antd.34bec614ab.css" id="nivasa-antd-styles">');
      expect(english).not.toContain('media="print"');
      expect((await request(app).get('/ta/sign-in').set('Accept', 'text/html')).text).toContain('<h1>உள்நுழைக</h1>');

      // A page the build did not draw: its form comes with the code, and the stylesheet holds nothing back.
      const notDrawn = (await request(app).get('/forgotpassword').set('Accept', 'text/html')).text;
      expect(notDrawn).toContain('<div id="nivasa-prerendered-page"></div>');
      expect(notDrawn).toContain('media="print" id="nivasa-antd-styles"');
    } finally {
      await rm(built, { recursive: true, force: true });
    }
  });

  it('sends the cookie banner in the page to a visitor who has not chosen, and leaves it out for one who has', async () => {
    const built = await mkdtemp(join(tmpdir(), 'nivasa-shell-dist-'));
    try {
      const banner = '<section id="nivasa-cookie-banner" aria-label="Cookie consent"><p>Cookies</p></section>';
      await writeFile(
        join(built, 'index.html'),
        `<!doctype html><html><head></head><body><div id="root"><main></main>${banner}</div></body></html>`,
      );
      const app = shell({ distDir: built });
      const firstVisit = await request(app).get('/about').set('Accept', 'text/html');
      expect(firstVisit.text).toContain(banner);
      expect(firstVisit.headers.vary).toMatch(/Cookie/);
      for (const choice of ['accepted', 'declined']) {
        const chosen = await request(app).get('/about').set('Accept', 'text/html').set('Cookie', `cookieConsent=${choice}`);
        expect(chosen.text).toContain('<div id="root"><main></main></div>');
      }
    } finally {
      await rm(built, { recursive: true, force: true });
    }
  });

  it('proxies /api to the API with the path intact', async () => {
    const response = await request(shell()).get('/api/health?x=1');
    expect(response.body.path).toBe('/api/health?x=1');
  });

  it('forwards the address it saw, not the one the caller claims', async () => {
    const seen = await throughProxy(shell(), {
      'X-Forwarded-For': '203.0.113.66',
      'X-Forwarded-Host': 'evil.example',
      'X-Forwarded-Proto': 'https',
      'X-Forwarded-Port': '8443',
      Forwarded: 'for=203.0.113.66;proto=https',
    });
    expect(seen['x-forwarded-for']).toBe('127.0.0.1');
    expect(seen['x-forwarded-host']).toBe(seen.host);
    expect(seen['x-forwarded-proto']).toBe('http');
    expect(seen['x-forwarded-port']).toBeUndefined();
    expect(seen.forwarded).toBeUndefined();
  });

  it('behind trusted proxies, forwards the client address the nearest of them saw', async () => {
    const seen = await throughProxy(shell({ trustedProxies: ['loopback'] }), {
      'X-Forwarded-For': '203.0.113.66, 198.51.100.7',
      'X-Forwarded-Proto': 'https',
    });
    expect(seen['x-forwarded-for']).toBe('198.51.100.7');
    expect(seen['x-forwarded-proto']).toBe('https');
  });

  it('believes no forwarding header from a peer that is not one of the trusted proxies', async () => {
    const seen = await throughProxy(shell({ trustedProxies: ['10.0.0.5'] }), {
      'X-Forwarded-For': '203.0.113.66',
      'X-Forwarded-Proto': 'https',
    });
    expect(seen['x-forwarded-for']).toBe('127.0.0.1');
    expect(seen['x-forwarded-proto']).toBe('http');
  });

  it('sends HSTS in production only', async () => {
    for (const app of [shell({ production: true }), remote({ production: true })]) {
      expect((await request(app).get('/mf-manifest.json')).headers['strict-transport-security']).toBe(
        'max-age=31536000; includeSubDomains',
      );
    }
    expect((await request(remote()).get('/mf-manifest.json')).headers['strict-transport-security']).toBeUndefined();
  });

  it("lets the shell's origins load a remote's files, with the same security headers", async () => {
    const entry = await request(remote()).get('/remoteEntry.js').set('Origin', 'http://localhost:3000');
    expect(entry.headers).toMatchObject({
      'access-control-allow-origin': 'http://localhost:3000',
      'cross-origin-resource-policy': 'cross-origin',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'same-origin',
    });
    expect(entry.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-[^']+' 'sha256-[^']+';/);
    expect(entry.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    const shellFile = await request(shell()).get('/remotes.json');
    expect(shellFile.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('refuses a remotes map with a relative URL, which the policy could not name', () => {
    const relative = new RemotesDirectory({ ...remotes, admin: '/admin/mf-manifest.json' });
    expect(() => shell({ remotes: relative })).toThrow(/"admin" URL must be absolute/);
  });

  it('answers 502 with the JSON error shape when the API is down', async () => {
    const app = shell({ apiUrl: 'http://127.0.0.1:9' });
    const response = await request(app).get('/api/health');
    expect(response.status).toBe(502);
    expect(response.body).toEqual({
      success: false,
      statusCode: 502,
      code: 'API_UNREACHABLE',
      message: expect.stringMatching(/not reachable/),
    });
  });

  it('serves brotli that decompresses to the file, and answers a revalidation with 304', async () => {
    const path = '/static/js/main.1a2b3c4d5e.js';
    const original = await readFile(join(distDir, path));
    const server = await listen(remote(), 0, '127.0.0.1');
    const raw = await new Promise<{ encoding?: string; etag?: string; body: Buffer }>((resolve, reject) => {
      // Plain http, which leaves the body compressed as it came.
      get(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`, { headers: { 'accept-encoding': 'br' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ encoding: res.headers['content-encoding'], etag: res.headers.etag, body: Buffer.concat(chunks) }));
      }).on('error', reject);
    });
    await new Promise((done) => server.close(done));
    expect(raw.encoding).toBe('br');
    expect(brotliDecompressSync(raw.body).equals(original)).toBe(true);
    const again = await request(remote()).get(path).set('Accept-Encoding', 'br').set('If-None-Match', raw.etag!);
    expect(again.status).toBe(304);
  });

  it('picks up a file rebuilt in place', async () => {
    const app = remote();
    const file = join(distDir, 'remoteEntry.js');
    const before = await request(app).get('/remoteEntry.js').set('Accept-Encoding', 'gzip');
    await writeFile(file, `var entry = "${'rebuilt '.repeat(300)}";`);
    await utimes(file, new Date(), new Date(Date.now() + 5000));
    const after = await request(app).get('/remoteEntry.js').set('Accept-Encoding', 'gzip');
    expect(after.text).toContain('rebuilt');
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('never serves files from outside the build', async () => {
    const response = await request(remote()).get('/..%2f..%2fetc%2fpasswd');
    expect(response.status).toBe(404);
  });

  it('refuses to start without a build', () => {
    expect(() => createAppServer({ kind: 'remote', distDir: join(distDir, 'missing'), allowedOrigins: [] })).toThrow(/no build/);
  });
});
