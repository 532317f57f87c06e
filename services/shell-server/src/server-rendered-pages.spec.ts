import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type RemotesConfig, SERVER_RENDER_SESSION_HEADER, type ServerRenderedPage } from '@nivasa/contracts/federation';
import { serverRenderCall, serverRenderedPage } from './server-rendered-pages';

const PAGE: ServerRenderedPage = { html: '<h1>A room</h1>', queries: { queries: [], mutations: [] } };

/** A remote's server whose render answers as `answer` says, after `delayMs`. */
async function remoteServer(
  answer: (url: URL) => { status: number; body: unknown },
  delayMs = 0,
): Promise<{ server: Server; asked: URL[]; sessions: (string | undefined)[]; manifest: string }> {
  const asked: URL[] = [];
  const sessions: (string | undefined)[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://remote');
    asked.push(url);
    sessions.push(req.headers[SERVER_RENDER_SESSION_HEADER.toLowerCase()] as string | undefined);
    setTimeout(() => {
      const { status, body } = answer(url);
      res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    }, delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, asked, sessions, manifest: `http://127.0.0.1:${(server.address() as AddressInfo).port}/mf-manifest.json` };
}

const remotesAt = (manifest: string, adminManifest = 'http://127.0.0.1:9/mf-manifest.json'): RemotesConfig => ({
  public: {
    manifest,
    routes: [
      { path: '/', access: 'everyone' },
      { path: '/search', access: 'everyone', serverRendered: true },
      { path: '/listing/:listingId', access: 'everyone', serverRendered: true },
    ],
  },
  account: { manifest: 'http://127.0.0.1:9/mf-manifest.json', routes: [{ path: '/my-listings', access: 'signed-in' }] },
  admin: {
    manifest: adminManifest,
    routes: [
      { path: '/dashboard/dashboard-approve', access: 'admin', serverRendered: true },
      { path: '/dashboard/dashboard-audit', access: 'admin' },
    ],
  },
});

const closing: Server[] = [];
afterEach(async () => {
  await Promise.all(closing.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

describe("the shell's server asking a remote for a page's first screen", () => {
  it('asks only for the pages the route list says are rendered on the server, beside the manifest', () => {
    const remotes = remotesAt('https://public.nivasa.lk/v2/mf-manifest.json');
    expect(serverRenderCall(remotes, { pathname: '/search', search: '?type=annex&x=</script>', language: 'si' })).toEqual({
      url: 'https://public.nivasa.lk/v2/server-render?path=%2Fsearch&search=%3Ftype%3Dannex%26x%3D%3C%2Fscript%3E&language=si',
    });
    expect(serverRenderCall(remotes, { pathname: '/listing/6660aa00bb11cc22dd33ee44', search: '', language: 'en' })?.url).toContain(
      'server-render?path=%2Flisting%2F',
    );
    for (const pathname of ['/', '/my-listings', '/sign-in', '/listing/a/b', '/dashboard/dashboard-audit']) {
      expect(serverRenderCall(remotes, { pathname, search: '', language: 'en', session: 'nivasa_session=abc' })).toBeUndefined();
    }
    expect(serverRenderCall(remotes, { pathname: '/search', search: `?searchTerm=${'a'.repeat(3_000)}`, language: 'en' })).toBeUndefined();
  });

  it("passes the session on only for a page that is not everyone's, and asks for such a page only with one", () => {
    const remotes = remotesAt('https://public.nivasa.lk/mf-manifest.json', 'https://admin.nivasa.lk/mf-manifest.json');
    const session = 'nivasa_session=eyJ.a.b';
    // A public page is drawn as a visitor sees it, whoever asks: their session stays with the shell.
    expect(serverRenderCall(remotes, { pathname: '/search', search: '', language: 'en', session })).toEqual({
      url: 'https://public.nivasa.lk/server-render?path=%2Fsearch&search=&language=en',
    });
    expect(serverRenderCall(remotes, { pathname: '/dashboard/dashboard-approve', search: '', language: 'ta', session })).toEqual({
      url: 'https://admin.nivasa.lk/server-render?path=%2Fdashboard%2Fdashboard-approve&search=&language=ta',
      session,
    });
    expect(serverRenderCall(remotes, { pathname: '/dashboard/dashboard-approve', search: '', language: 'ta' })).toBeUndefined();
    // Never over plain HTTP to another machine; to this one, yes (a deployment's remotes beside the shell).
    const ask = { pathname: '/dashboard/dashboard-approve', search: '', language: 'en', session } as const;
    expect(
      serverRenderCall(remotesAt('http://public.internal/mf-manifest.json', 'http://admin.internal/mf-manifest.json'), ask),
    ).toBeUndefined();
    expect(serverRenderCall(remotesAt('http://127.0.0.1:9/mf-manifest.json', 'http://localhost:3003/mf-manifest.json'), ask)?.session).toBe(
      session,
    );
  });

  it("gives the remote's page when it answers in time", async () => {
    const remote = await remoteServer(() => ({ status: 200, body: PAGE }));
    closing.push(remote.server);
    // A generous deadline: the machine running the tests may be busy.
    const ask = { pathname: '/search', search: '?type=room', language: 'ta' } as const;
    await expect(serverRenderedPage(remotesAt(remote.manifest), ask, 5_000)).resolves.toEqual(PAGE);
    expect(remote.asked[0]?.pathname).toBe('/server-render');
    expect(Object.fromEntries(remote.asked[0]!.searchParams)).toEqual({ path: '/search', search: '?type=room', language: 'ta' });
    expect(remote.sessions).toEqual([undefined]);
  });

  it("hands the admin remote the moderator's session in its own header, for the queue's first rows", async () => {
    const admin = await remoteServer(() => ({ status: 200, body: PAGE }));
    closing.push(admin.server);
    const session = 'nivasa_session=eyJ.a.b';
    const ask = { pathname: '/dashboard/dashboard-approve', search: '', language: 'si', session } as const;
    await expect(serverRenderedPage(remotesAt('http://127.0.0.1:9/mf-manifest.json', admin.manifest), ask, 5_000)).resolves.toEqual(PAGE);
    expect(admin.sessions).toEqual([session]);
  });

  it('gives nothing, for the browser to render the page, when the remote is slow, refuses, answers oddly or is down', async () => {
    const slow = await remoteServer(() => ({ status: 200, body: PAGE }), 400);
    const refusing = await remoteServer(() => ({ status: 503, body: { message: 'busy' } }));
    const odd = await remoteServer(() => ({ status: 200, body: { html: 42 } }));
    closing.push(slow.server, refusing.server, odd.server);
    const ask = { pathname: '/listing/6660aa00bb11cc22dd33ee44', search: '', language: 'en' } as const;
    const started = Date.now();
    await expect(serverRenderedPage(remotesAt(slow.manifest), ask, 100)).resolves.toBeUndefined();
    expect(Date.now() - started).toBeLessThan(350);
    await expect(serverRenderedPage(remotesAt(refusing.manifest), ask)).resolves.toBeUndefined();
    await expect(serverRenderedPage(remotesAt(odd.manifest), ask)).resolves.toBeUndefined();
    await expect(serverRenderedPage(remotesAt('http://127.0.0.1:9/mf-manifest.json'), ask)).resolves.toBeUndefined();
  });
});
