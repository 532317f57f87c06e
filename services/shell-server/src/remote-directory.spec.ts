import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PRERENDERED_PAGE_ID, type RouteInfo } from '@nivasa/contracts/federation';
import request from 'supertest';
import { createAppServer, listen } from './app-server';
import { RemotesDirectory, routeListUrl } from './remote-directory';

const PUBLIC_ROUTES: RouteInfo[] = [
  { path: '/', access: 'everyone' },
  { path: '/about', access: 'everyone' },
];
const ADMIN_ROUTES: RouteInfo[] = [{ path: '/dashboard-home', access: 'admin' }];
// Port 9 (discard) on loopback: nothing listens, every request is refused.
const NOWHERE = 'http://127.0.0.1:9/mf-manifest.json';

/** A remote's build folder, served by the same server as a real remote. */
async function startRemote(routes: unknown, port = 0, files: Record<string, string> = {}) {
  const distDir = await mkdtemp(join(tmpdir(), 'nivasa-remote-'));
  await writeFile(join(distDir, 'mf-manifest.json'), '{}');
  for (const [name, content] of Object.entries(files)) {
    await mkdir(dirname(join(distDir, name)), { recursive: true });
    await writeFile(join(distDir, name), content);
  }
  await writeFile(join(distDir, 'routes.json'), JSON.stringify(routes));
  const server: Server = await listen(createAppServer({ kind: 'remote', distDir, allowedOrigins: [] }), port, '127.0.0.1');
  return {
    port: (server.address() as AddressInfo).port,
    manifest: `http://127.0.0.1:${(server.address() as AddressInfo).port}/mf-manifest.json`,
    distDir,
    publish: (next: unknown) => writeFile(join(distDir, 'routes.json'), JSON.stringify(next)),
    stop: async () => {
      await new Promise((done) => server.close(done));
      await rm(distDir, { recursive: true, force: true });
    },
  };
}

describe('the remotes directory', () => {
  let dataDir: string;
  let file: string;
  const cleanups: (() => unknown)[] = [];

  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'nivasa-data-'));
    file = join(dataDir, 'remote-routes.json');
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(console, 'log').mockImplementation(() => undefined);
  });

  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    await rm(dataDir, { recursive: true, force: true });
    jest.restoreAllMocks();
  });

  async function started(map: { public: string; account: string; admin: string }, refreshMs?: number) {
    const directory = new RemotesDirectory(map, { file, refreshMs });
    await directory.start();
    cleanups.push(() => directory.stop());
    return directory;
  }

  /** The shell's server over a build folder of `files`, its remotes as `directory` reads them. */
  async function shellOver(directory: RemotesDirectory, files: Record<string, string>, publicUrl = 'http://localhost:3000') {
    const distDir = await mkdtemp(join(tmpdir(), 'nivasa-shell-'));
    cleanups.push(() => rm(distDir, { recursive: true, force: true }));
    for (const [name, content] of Object.entries(files)) {
      await mkdir(dirname(join(distDir, name)), { recursive: true });
      await writeFile(join(distDir, name), content);
    }
    const app = createAppServer({ kind: 'shell', distDir, apiUrl: 'http://127.0.0.1:9', remotes: directory, publicUrl });
    return { app, distDir };
  }

  it('finds the route list beside each manifest', () => {
    expect(routeListUrl('https://cdn.example/admin/v2/mf-manifest.json')).toBe('https://cdn.example/admin/v2/routes.json');
  });

  it("reads each remote's route list at start; a remote never reached owns no routes yet, and says so", async () => {
    const publicRemote = await startRemote(PUBLIC_ROUTES);
    const adminRemote = await startRemote(ADMIN_ROUTES);
    cleanups.push(publicRemote.stop, adminRemote.stop);

    const directory = await started({ public: publicRemote.manifest, account: NOWHERE, admin: adminRemote.manifest });

    expect(directory.config()).toEqual({
      public: { manifest: publicRemote.manifest, routes: PUBLIC_ROUTES },
      account: { manifest: NOWHERE, routes: [] },
      admin: { manifest: adminRemote.manifest, routes: ADMIN_ROUTES },
    });
    expect(console.warn).toHaveBeenCalledWith(expect.stringMatching(/account remote's route list .* show as not found/));
  });

  it('picks up a release of one remote within the refresh interval, with no restart', async () => {
    const adminRemote = await startRemote(ADMIN_ROUTES);
    cleanups.push(adminRemote.stop);
    const directory = await started({ public: NOWHERE, account: NOWHERE, admin: adminRemote.manifest }, 50);

    const released = [...ADMIN_ROUTES, { path: '/dashboard/reports', access: 'admin' }];
    await adminRemote.publish(released);

    const deadline = Date.now() + 2_000;
    while (directory.config().admin.routes.length < 2 && Date.now() < deadline) await new Promise((done) => setTimeout(done, 20));
    expect(directory.config().admin.routes).toEqual(released);
  });

  it('reads the list of a remote released by a restart of its server, at once', async () => {
    const before = await startRemote(ADMIN_ROUTES);
    const directory = await started({ public: NOWHERE, account: NOWHERE, admin: before.manifest });

    await before.stop();
    const released = [...ADMIN_ROUTES, { path: '/dashboard/reports', access: 'admin' }];
    const after = await startRemote(released, before.port);
    cleanups.push(after.stop);
    await directory.refresh();

    expect(directory.config().admin.routes).toEqual(released);
  });

  it('gives a path two remotes claim to the first of them only, and says so once', async () => {
    const publicRemote = await startRemote(PUBLIC_ROUTES);
    const adminRemote = await startRemote([...ADMIN_ROUTES, { path: '/about', access: 'admin' }]);
    cleanups.push(publicRemote.stop, adminRemote.stop);
    const directory = await started({ public: publicRemote.manifest, account: NOWHERE, admin: adminRemote.manifest });

    expect(directory.config().public.routes).toEqual(PUBLIC_ROUTES);
    expect(directory.config().admin.routes).toEqual(ADMIN_ROUTES);
    const claims = jest.mocked(console.warn).mock.calls.filter(([message]) => String(message).includes('/about'));
    expect(claims).toEqual([[expect.stringMatching(/admin remote's route \/about is the public remote's already/)]]);
  });

  it('keeps the last list of a remote that goes down or publishes a malformed one', async () => {
    const publicRemote = await startRemote(PUBLIC_ROUTES);
    const adminRemote = await startRemote(ADMIN_ROUTES);
    cleanups.push(adminRemote.stop);
    const directory = await started({ public: publicRemote.manifest, account: NOWHERE, admin: adminRemote.manifest });

    await publicRemote.stop();
    await adminRemote.publish([{ path: '/dashboard-home', access: 'admins' }]);
    await directory.refresh();

    expect(directory.config().public.routes).toEqual(PUBLIC_ROUTES);
    expect(directory.config().admin.routes).toEqual(ADMIN_ROUTES);
    expect(console.warn).toHaveBeenCalledWith(expect.stringMatching(/public remote's route list .*; its last known routes stay/));
    expect(console.warn).toHaveBeenCalledWith(expect.stringMatching(/admin remote's route list .*not a route list/));
  });

  it('keeps the lists on disk, so a remote that is down when the server restarts keeps its paths', async () => {
    const publicRemote = await startRemote(PUBLIC_ROUTES);
    const adminRemote = await startRemote(ADMIN_ROUTES);
    const map = { public: publicRemote.manifest, account: NOWHERE, admin: adminRemote.manifest };
    (await started(map)).stop();
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({ public: PUBLIC_ROUTES, admin: ADMIN_ROUTES });

    await publicRemote.stop();
    await adminRemote.stop();
    const restarted = await started(map);

    expect(restarted.config().public.routes).toEqual(PUBLIC_ROUTES);
    expect(restarted.config().admin.routes).toEqual(ADMIN_ROUTES);
    expect(restarted.config().account.routes).toEqual([]);
  });

  it("puts a remote's prerendered first screen into the shell's page for its path, and only there", async () => {
    const hero = '<style>.hero{color:teal}</style><section class="hero"><h1>Find your next perfect place to stay.</h1></section>';
    const routes: RouteInfo[] = [
      { path: '/', access: 'everyone', prerendered: 'prerendered/index.html' },
      { path: '/about', access: 'everyone' },
    ];
    const publicRemote = await startRemote(routes, 0, { 'prerendered/index.html': hero });
    cleanups.push(publicRemote.stop);
    const directory = await started({ public: publicRemote.manifest, account: NOWHERE, admin: NOWHERE });
    const frame = `<header>Nivasa</header><main><div id="${PRERENDERED_PAGE_ID}"></div></main>`;
    const { app: shell } = await shellOver(directory, { 'index.html': `<!doctype html><div id="root">${frame}</div>` });

    const home = await request(shell).get('/').set('Accept', 'text/html');
    expect(home.status).toBe(200);
    expect(home.headers['cache-control']).toBe('no-cache');
    expect(home.text).toContain(`<main><div id="${PRERENDERED_PAGE_ID}">${hero}</div></main>`);
    const about = await request(shell).get('/about').set('Accept', 'text/html');
    expect(about.text).toContain(`<div id="${PRERENDERED_PAGE_ID}"></div>`);
    expect(about.text).not.toContain('Find your next perfect place');
  });

  it("sends a Sinhala or Tamil address its first screen and frame in that language, at the English path's route", async () => {
    const heroes = {
      en: '<h1>Find your next perfect place to stay.</h1>',
      si: '<h1>ඔබේ ඊළඟ නවාතැන සොයන්න.</h1>',
      ta: '<h1>உங்கள் அடுத்த இடத்தைத் தேடுங்கள்.</h1>',
    };
    const routes: RouteInfo[] = [
      { path: '/', access: 'everyone', prerendered: 'prerendered/index.html' },
      { path: '/my-listings', access: 'signed-in' },
    ];
    const publicRemote = await startRemote(routes, 0, {
      'prerendered/index.html': heroes.en,
      'prerendered/si/index.html': heroes.si,
      'prerendered/ta/index.html': heroes.ta,
    });
    cleanups.push(publicRemote.stop);
    const directory = await started({ public: publicRemote.manifest, account: NOWHERE, admin: NOWHERE });
    const index = (menu: string) =>
      `<!doctype html><html lang="en"><head><title>Nivasa</title></head><body><div id="root"><header>${menu}</header><div id="${PRERENDERED_PAGE_ID}"></div></div></body></html>`;
    // No Tamil frame in this build: a Tamil page gets the English frame, and still its own first screen.
    const { app: shell } = await shellOver(
      directory,
      {
        'index.html': index('Menu'),
        'index.si.html': index('මෙනුව'),
        // The Tamil device-font rules, which a Tamil page carries in itself; the Sinhala ones are missing from this build.
        'fonts/tamil-fallback.css': '@font-face{font-family:Noto Sans Tamil Fallback}',
      },
      'https://nivasa.lk',
    );
    const get = async (path: string) => (await request(shell).get(path).set('Accept', 'text/html')).text;

    const sinhala = await get('/si/');
    expect(sinhala).toMatch(/<html lang="si">/);
    expect(sinhala).toContain(`<header>මෙනුව</header><div id="${PRERENDERED_PAGE_ID}">${heroes.si}</div>`);
    expect(sinhala).toContain('<link rel="alternate" hreflang="ta" href="https://nivasa.lk/ta/">');
    expect(sinhala).toContain('<link rel="stylesheet" href="/fonts/sinhala-fallback.css">');
    expect(await get('/si')).toContain(heroes.si);
    const tamil = await get('/ta');
    expect(tamil).toMatch(/<html lang="ta">/);
    expect(tamil).toContain(`<header>Menu</header><div id="${PRERENDERED_PAGE_ID}">${heroes.ta}</div>`);
    expect(tamil).toContain('<style data-stylesheet="/fonts/tamil-fallback.css">@font-face{font-family:Noto Sans Tamil Fallback}</style>');
    expect(tamil).not.toContain('<link rel="stylesheet"');
    const english = await get('/');
    expect(english).toContain(`<header>Menu</header><div id="${PRERENDERED_PAGE_ID}">${heroes.en}</div>`);
    expect(english).not.toContain('/fonts/');
    // The route's access holds in every language: a signed-in page is no search result.
    expect(await get('/si/my-listings')).not.toContain('hreflang');
    expect(await get('/my-listings')).not.toContain('hreflang');
    // A language the site does not have is an English path, which the app answers with its 404.
    const unknown = await get('/fr/');
    expect(unknown).toMatch(/<html lang="en">/);
    expect(unknown).toContain(`<div id="${PRERENDERED_PAGE_ID}"></div>`);
  });

  it("reads each remote's entry and routes module from its manifest, for the shell's page to preload, and keeps them while it is down", async () => {
    const manifest = (routesFile: string) =>
      JSON.stringify({
        metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
        exposes: [{ name: 'routes', assets: { js: { sync: [routesFile], async: ['9858.f6cd6117c6.js'] } } }],
      });
    const publicRemote = await startRemote(PUBLIC_ROUTES, 0, { 'mf-manifest.json': manifest('__federation_expose_routes.2d737dd695.js') });
    cleanups.push(publicRemote.stop);
    const directory = await started({ public: publicRemote.manifest, account: NOWHERE, admin: NOWHERE });
    const origin = `http://127.0.0.1:${publicRemote.port}`;
    expect(directory.startScripts()).toEqual({
      public: [`${origin}/remoteEntry.js`, `${origin}/__federation_expose_routes.2d737dd695.js`],
    });

    const { app: shell } = await shellOver(directory, {
      'index.html': '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
    });
    const about = await request(shell).get('/about').set('Accept', 'text/html');
    expect(about.text).toContain(`<link rel="preload" as="script" href="${origin}/__federation_expose_routes.2d737dd695.js">`);

    await writeFile(join(publicRemote.distDir, 'mf-manifest.json'), manifest('__federation_expose_routes.0123456789.js'));
    await directory.refresh();
    expect(directory.startScripts().public?.[1]).toBe(`${origin}/__federation_expose_routes.0123456789.js`);
    await publicRemote.stop();
    await directory.refresh();
    expect(directory.startScripts().public?.[1]).toBe(`${origin}/__federation_expose_routes.0123456789.js`);
  });

  it("preloads a page's own scripts and the shell's files of the shared modules they consume, but what the shell starts with", async () => {
    const manifest = JSON.stringify({
      metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [{ name: 'routes', assets: { js: { sync: ['__federation_expose_routes.2d737dd695.js'] } } }],
    });
    const pageScripts = { '/about': { files: ['about.0123456789.js'], shared: ['@nivasa/ui/antd', 'react'] } };
    const publicRemote = await startRemote(PUBLIC_ROUTES, 0, {
      'mf-manifest.json': manifest,
      'page-scripts.json': JSON.stringify(pageScripts),
    });
    cleanups.push(publicRemote.stop);
    const directory = await started({ public: publicRemote.manifest, account: NOWHERE, admin: NOWHERE });
    const origin = `http://127.0.0.1:${publicRemote.port}`;

    const { app: shell, distDir: shellDist } = await shellOver(directory, {
      'index.html':
        '<!doctype html><html><head><script defer src="/main.js"></script><link rel="preload" as="script" href="/react.js" /></head><body><div id="root"></div></body></html>',
      'shared-scripts.json': JSON.stringify({ react: ['react.js'], '@nivasa/ui/antd': ['antd.js', 'rc-table.js', 'react.js'] }),
    });
    const scriptsOf = async (path: string) =>
      [...(await request(shell).get(path).set('Accept', 'text/html')).text.matchAll(/<link rel="preload" as="script" href="([^"]+)"/g)].map(
        ([, href]) => href,
      );
    expect(await scriptsOf('/about')).toEqual([
      '/react.js',
      `${origin}/remoteEntry.js`,
      `${origin}/__federation_expose_routes.2d737dd695.js`,
      `${origin}/about.0123456789.js`,
      '/antd.js',
      '/rc-table.js',
    ]);
    // A page its release does not list, and a list that names files elsewhere: the remote's start only.
    expect(await scriptsOf('/')).toEqual(['/react.js', `${origin}/remoteEntry.js`, `${origin}/__federation_expose_routes.2d737dd695.js`]);
    await writeFile(
      join(publicRemote.distDir, 'page-scripts.json'),
      JSON.stringify({ '/about': { files: ['../../secrets.js'], shared: [] } }),
    );
    await directory.refresh();
    expect(directory.pageScriptsFor('public', '/about')).toBeUndefined();
    // Nor one that is not JSON.
    await writeFile(join(publicRemote.distDir, 'page-scripts.json'), JSON.stringify(pageScripts));
    await directory.refresh();
    expect(directory.pageScriptsFor('public', '/about')?.files).toEqual([`${origin}/about.0123456789.js`]);
    await writeFile(join(publicRemote.distDir, 'page-scripts.json'), '{"/about": {');
    await directory.refresh();
    expect(directory.pageScriptsFor('public', '/about')).toBeUndefined();
    // A shell build whose list of shared files is unreadable still sends its pages.
    await writeFile(join(publicRemote.distDir, 'page-scripts.json'), JSON.stringify(pageScripts));
    await directory.refresh();
    await writeFile(join(shellDist, 'shared-scripts.json'), '{"react": ["react.js"');
    expect(await scriptsOf('/about')).toEqual([
      '/react.js',
      `${origin}/remoteEntry.js`,
      `${origin}/__federation_expose_routes.2d737dd695.js`,
      `${origin}/about.0123456789.js`,
    ]);
  });
});
