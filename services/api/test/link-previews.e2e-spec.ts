import type { Listing } from '@nivasa/contracts/api';
import { LINK_PREVIEW_LIMITS } from '@nivasa/contracts/limits';
import type { Express } from 'express';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
// The shell's own server, as production runs it, in front of this suite's real API.
import { createAppServer } from '../../shell-server/src/app-server';
import { RemotesDirectory } from '../../shell-server/src/remote-directory';
import { createSession, type Session } from './support/accounts';
import { useTestApi } from './support/harness';
import { createListing, moderate } from './support/listings';

const PUBLIC_URL = 'https://nivasa.example';
const INDEX_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="description" content="Nivasa: places to stay.">' +
  '<title>Nivasa | Places to stay</title><script defer src="/main.1a2b3c4d5e.js"></script></head><body><div id="root"></div></body></html>';

/** The content of each preview-ish meta tag of the page, by property or name; one given more than once, space-separated. */
function metaTags(html: string): Record<string, string> {
  const tags: Record<string, string> = {};
  for (const [, key = '', value = ''] of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)">/g)) {
    tags[key] = key in tags ? `${tags[key]} ${value}` : value;
  }
  return tags;
}

/**
 * The app's page with nothing a route adds (no preview, no API call): index.html as built, with
 * the page's addresses in every language and the remotes map the shell's server puts in every page.
 */
async function plainPage(shell: Express): Promise<string> {
  const html = (await request(shell).get('/about').set('Accept', 'text/html').expect(200)).text;
  const head = INDEX_HTML.slice(0, INDEX_HTML.indexOf('</head>'));
  expect(html.startsWith(`${head}<link rel="alternate" hreflang="en" href="${PUBLIC_URL}/about">`)).toBe(true);
  expect(html).toContain('<script type="application/json" id="nivasa-remotes">');
  expect(html.endsWith('</script></head><body><div id="root"></div></body></html>')).toBe(true);
  return html;
}

/** A page as the plain page would be at its address: the same but for the addresses in its alternates. */
const asPlainPage = (html: string, path: string) => html.replaceAll(path, '/about');

describe('link previews: the shell server in front of the API', () => {
  const api = useTestApi();
  let distDir: string;
  let apiUrl: string;
  let owner: Session;
  let approved: Listing;
  let forSale: Listing;
  let pending: Listing;

  const remotes = () =>
    new RemotesDirectory({ public: 'http://localhost:3001/mf-manifest.json', account: 'http://a/m.json', admin: 'http://b/m.json' });
  const shellFor = (target: string, publicUrl: string): Express =>
    createAppServer({ kind: 'shell', distDir, apiUrl: target, remotes: remotes(), publicUrl });
  const page = (shell: Express, path: string) => request(shell).get(path).set('Accept', 'text/html');

  beforeAll(async () => {
    distDir = await mkdtemp(join(tmpdir(), 'nivasa-previews-'));
    await writeFile(join(distDir, 'index.html'), INDEX_HTML);
    const server = (await api.app.listen(0, '127.0.0.1')) as Server;
    apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

    owner = await createSession(api.app);
    approved = await createListing(api.app, owner, {
      name: 'Annex "Lake View" & garden <Kandy>',
      type: 'annex',
      rent: 45_000,
      rentType: 'monthly',
    });
    forSale = await createListing(api.app, owner, {
      name: 'Family house for sale in Kandy',
      type: 'fullhousesale',
      rentType: undefined,
      rent: 9_500_000,
    });
    pending = await createListing(api.app, owner, { name: 'Room still waiting for approval' });
    await moderate(api.app, approved._id, { status: 'approved' });
    await moderate(api.app, forSale._id, { status: 'approved' });
  });

  afterAll(async () => {
    await rm(distDir, { recursive: true, force: true });
  });

  it("gives an approved listing's page its Open Graph and Twitter tags, from the API's answer", async () => {
    const response = await page(shellFor(apiUrl, PUBLIC_URL), `/listing/${approved._id}`).expect(200);
    const escapedName = 'Annex &quot;Lake View&quot; &amp; garden &lt;Kandy&gt;';
    const cover = `${PUBLIC_URL}${approved.imageUrls[0]}?size=card`;
    expect(metaTags(response.text)).toEqual({
      description: 'Rs. 45,000 / monthly · Annex in Peradeniya, Kandy',
      'og:type': 'website',
      'og:site_name': 'Nivasa',
      'og:locale': 'en_LK',
      'og:locale:alternate': 'si_LK ta_LK',
      'og:title': escapedName,
      'og:description': 'Rs. 45,000 / monthly · Annex in Peradeniya, Kandy',
      'og:url': `${PUBLIC_URL}/listing/${approved._id}`,
      'og:image': cover,
      'og:image:alt': escapedName,
      'twitter:card': 'summary_large_image',
      'twitter:title': escapedName,
      'twitter:description': 'Rs. 45,000 / monthly · Annex in Peradeniya, Kandy',
      'twitter:image': cover,
    });
    expect(response.text).toContain(`<title>${escapedName} | Nivasa</title>`);
    // The app as built, uncached like index.html, under the shell's security headers; the listing's call starts with it.
    expect(response.text).toContain('<script defer src="/main.1a2b3c4d5e.js"></script>');
    expect(response.text).toContain(`<link rel="preload" as="fetch" href="/api/listing/get/${approved._id}" crossorigin="anonymous">`);
    expect(response.text.endsWith('</head><body><div id="root"></div></body></html>')).toBe(true);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it("writes a house for sale's price without a basis, and its addresses from PUBLIC_URL whatever Host the request names", async () => {
    const shell = shellFor(apiUrl, PUBLIC_URL);
    const response = await page(shell, `/listing/${forSale._id}`).set('Host', 'rooms.test:8080').expect(200);
    const tags = metaTags(response.text);
    expect(tags['og:description']).toBe('Rs. 9,500,000 · House for Sale in Peradeniya, Kandy');
    expect(tags['og:url']).toBe(`${PUBLIC_URL}/listing/${forSale._id}`);
    expect(tags['og:image']).toBe(`${PUBLIC_URL}${forSale.imageUrls[0]}?size=card`);
    expect(response.text).toContain(`<link rel="canonical" href="${PUBLIC_URL}/listing/${forSale._id}">`);
    expect(response.text).not.toContain('rooms.test');
    // The crawlers' files too.
    const robots = await request(shell).get('/robots.txt').set('Host', 'rooms.test:8080').expect(200);
    expect(robots.text).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    const sitemap = await request(shell).get('/sitemap.xml').set('Host', 'rooms.test:8080').expect(200);
    expect(sitemap.text).toContain(`<loc>${PUBLIC_URL}/listing/${forSale._id}</loc>`);
    expect(sitemap.text).not.toContain('rooms.test');
    // The card-size image is there, through the shell's proxy.
    const image = await request(shell).get(`${forSale.imageUrls[0]}?size=card`).expect(200);
    expect(image.headers['content-type']).toMatch(/^image\//);
  });

  it('gives a pending, unknown or malformed listing the plain page', async () => {
    const shell = shellFor(apiUrl, PUBLIC_URL);
    const plain = await plainPage(shell);
    for (const path of [`/listing/${pending._id}`, '/listing/0123456789abcdef01234567', '/listing/not-an-id', '/listing/%3Cscript%3E']) {
      const response = await page(shell, path).expect(200);
      expect(asPlainPage(response.text, path)).toBe(plain);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('reads a listing from the API once while its preview is fresh', async () => {
    const shell = shellFor(apiUrl, PUBLIC_URL);
    const listing = await createListing(api.app, owner, {
      name: 'Hostel beds near the campus',
      type: 'hostel',
      rentType: 'daily',
      rent: 1_500,
    });
    await moderate(api.app, listing._id, { status: 'approved' });
    const titleOf = async () => metaTags((await page(shell, `/listing/${listing._id}`).expect(200)).text)['og:title'];
    expect(await titleOf()).toBe('Hostel beds near the campus');
    // Hidden since: the preview stays for LINK_PREVIEW_LIMITS.cacheMaxAgeMs, the API is not asked again.
    await moderate(api.app, listing._id, { status: 'pending' });
    expect(await titleOf()).toBe('Hostel beds near the campus');
    expect(metaTags((await page(shellFor(apiUrl, PUBLIC_URL), `/listing/${listing._id}`).expect(200)).text)['og:title']).toBeUndefined();
  });

  describe('when the API does not answer', () => {
    let silent: ReturnType<typeof createServer>;
    let silentUrl: string;
    const sockets = new Set<Socket>();

    beforeAll(async () => {
      // Accepts connections and never says a word.
      silent = createServer((socket) => {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
      });
      await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
      silentUrl = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
    });

    afterAll(async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    });

    it('sends the plain page within the time budget, every time', async () => {
      const shell = shellFor(silentUrl, PUBLIC_URL);
      const plain = await plainPage(shell);
      const timed = async () => {
        const started = Date.now();
        const response = await page(shell, `/listing/${approved._id}`).expect(200);
        expect(asPlainPage(response.text, `/listing/${approved._id}`)).toBe(plain);
        return Date.now() - started;
      };
      const first = await timed();
      expect(first).toBeGreaterThanOrEqual(LINK_PREVIEW_LIMITS.apiTimeoutMs - 10);
      // The budget, and some room for a busy machine; never the API's silence.
      expect(first).toBeLessThan(LINK_PREVIEW_LIMITS.apiTimeoutMs + 700);
      // The request runs on for the next crawler; a page that joins it waits no longer than the budget either.
      expect(await timed()).toBeLessThan(LINK_PREVIEW_LIMITS.apiTimeoutMs + 700);
    });

    it('answers 503 for the sitemap rather than a sitemap without listings, and robots.txt regardless', async () => {
      const shell = shellFor(silentUrl, PUBLIC_URL);
      const sitemap = await request(shell).get('/sitemap.xml');
      expect(sitemap.status).toBe(503);
      expect(sitemap.headers['retry-after']).toMatch(/^\d+$/);
      await request(shell).get('/robots.txt').expect(200);
    });
  });

  it('serves robots.txt, which keeps crawlers out of private pages and names the sitemap', async () => {
    const response = await request(shellFor(apiUrl, PUBLIC_URL)).get('/robots.txt').expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.text.split('\n')).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Allow: /',
        'Disallow: /my-account',
        'Disallow: /dashboard/',
        `Sitemap: ${PUBLIC_URL}/sitemap.xml`,
      ]),
    );
    expect(response.text).not.toMatch(/Disallow: \/(listing|search|api)/);
  });

  it('serves a sitemap of the public pages and every approved listing, with its last change', async () => {
    const response = await request(shellFor(apiUrl, PUBLIC_URL)).get('/sitemap.xml').expect(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    const entries = [
      ...response.text.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?(?:<xhtml:link [^>]*\/>)*<\/url>/g),
    ].map(([, loc, lastmod]) => [loc, lastmod]);
    expect(entries.slice(0, 3)).toEqual([
      [`${PUBLIC_URL}/`, undefined],
      [`${PUBLIC_URL}/search`, undefined],
      [`${PUBLIC_URL}/about`, undefined],
    ]);
    const listed = new Map(entries.slice(3).map(([loc, lastmod]) => [loc, lastmod]));
    expect(listed.get(`${PUBLIC_URL}/listing/${approved._id}`)).toEqual(expect.stringMatching(/^\d{4}-\d\d-\d\dT/));
    expect(listed.has(`${PUBLIC_URL}/listing/${forSale._id}`)).toBe(true);
    expect(listed.has(`${PUBLIC_URL}/listing/${pending._id}`)).toBe(false);
    expect(
      response.text.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ),
    ).toBe(true);
    // Each page with its address in every language, English the default.
    expect(response.text).toContain(
      `<xhtml:link rel="alternate" hreflang="ta" href="${PUBLIC_URL}/ta/listing/${approved._id}"/>` +
        `<xhtml:link rel="alternate" hreflang="x-default" href="${PUBLIC_URL}/listing/${approved._id}"/>`,
    );
  });
});
