import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import request from 'supertest';
import { createAppServer } from './app-server';
import { SERVER_RENDER_SESSION_HEADER } from '@nivasa/contracts/federation';
import { SESSION } from '@nivasa/contracts/limits';
import { REPO_ROOT } from './ports';
import { RenderUnavailable, RenderWorker } from './render-worker';

// The worker compiles mfe-public's pages under tsx as it starts: seconds on a busy machine.
jest.setTimeout(90_000);

const LISTING_ID = '6660aa00bb11cc22dd33ee44';
/** A listing whose owner wrote markup into its name. */
const listing = {
  _id: LISTING_ID,
  name: 'Quiet annex </script><img src=x onerror=alert(1)>',
  description: 'A calm annex with its own entrance.',
  rules: '',
  address: '12 Temple Road, Peradeniya',
  district: 'Kandy',
  city: 'Peradeniya',
  type: 'annex',
  rentType: 'monthly',
  bedrooms: 2,
  bathrooms: 1,
  beds: 3,
  rent: 45000,
  area: 1250,
  parking: true,
  furnished: false,
  kitchen: true,
  hotwater: false,
  aircondition: false,
  imageUrls: ['/api/images/6660aa00bb11cc22dd330001', '/api/images/6660aa00bb11cc22dd330002'],
  location: { lat: 7.2612, lng: 80.5961 },
  showExactLocation: false,
  userRef: '665f1c2e9b1e8a0012345678',
  status: 'approved',
  featured: false,
  rating: 4.5,
  numReviews: 2,
  createdAt: '2026-05-01T08:00:00.000Z',
  updatedAt: '2026-05-02T08:00:00.000Z',
  revisionId: '6660aa00bb11cc22dd33ee45',
  isOwner: false,
};
const searchResults = Array.from({ length: 9 }, (_, index) => ({
  ...listing,
  _id: `6660aa00bb11cc22dd34${String(index).padStart(4, '0')}`,
  name: `Room ${index + 1} near the campus`,
}));

/** The one session the stand-in API takes for a moderator's. */
const MODERATOR_SESSION = `${SESSION.cookieName}=moderator-token`;
const pendingListing = { ...listing, _id: '6660aa00bb11cc22dd35ee44', name: 'New boarding room in Kelaniya', status: 'pending' };

let api: Server;
let apiUrl: string;
const asked: string[] = [];
/** The Cookie header of each call the API got. */
const cookies: (string | undefined)[] = [];
/** How long the stand-in API waits before answering. */
let apiDelayMs = 0;
let worker: RenderWorker;
/** What the worker asked the API for before it said it was ready. */
let askedWhileStarting: string[];

beforeAll(async () => {
  api = createServer((req, res) => {
    const path = req.url ?? '/';
    asked.push(path);
    cookies.push(req.headers.cookie);
    if (path.startsWith('/api/listing/pending?')) {
      if (req.headers.cookie === MODERATOR_SESSION)
        res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify([pendingListing]));
      else res.writeHead(401, { 'Content-Type': 'application/json' }).end('{"message":"Sign in first.","code":"UNAUTHORIZED"}');
      return;
    }
    const body = path === `/api/listing/get/${LISTING_ID}` ? listing : path.startsWith('/api/listing/get?') ? searchResults : undefined;
    setTimeout(() => {
      if (body === undefined)
        res.writeHead(404, { 'Content-Type': 'application/json' }).end('{"message":"Not found","code":"LISTING_NOT_FOUND"}');
      else res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    }, apiDelayMs);
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  worker = new RenderWorker({ appDir: join(REPO_ROOT, 'mfe-public'), apiUrl, timeoutMs: 30_000 });
  await worker.start();
  askedWhileStarting = [...asked];
});

afterAll(async () => {
  worker.stop();
  await new Promise((resolve) => api.close(resolve));
});

beforeEach(() => {
  asked.length = 0;
  cookies.length = 0;
  apiDelayMs = 0;
});

describe("a remote's server rendering its pages' first screens", () => {
  it("draws a listing's first screen with its own components, escaping what its owner wrote, and gives the data it used", async () => {
    const page = await worker.render({ pathname: `/listing/${LISTING_ID}`, search: '', language: 'en' });
    expect(asked).toEqual([`/api/listing/get/${LISTING_ID}`]);
    // The name as text, never as markup.
    expect(page.html).not.toContain('<img src=x');
    expect(page.html).toContain('Quiet annex &lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;</h1>');
    // The cover photo: every size offered, asked for first.
    expect(page.html).toMatch(/<img[^>]*srcSet="\/api\/images\/6660aa00bb11cc22dd330001\?size=card 720w[^>]*fetchPriority="high"/);
    expect(page.html).toContain('Rs. 45,000');
    expect(page.html).toContain('Peradeniya');
    // Its styles come first, so it paints as the browser will draw it.
    expect(page.html.startsWith('<style')).toBe(true);
    expect(page.queries.queries).toEqual([
      expect.objectContaining({ queryKey: ['listing', LISTING_ID], state: expect.objectContaining({ data: listing }) }),
    ]);
  });

  it("draws the search's first nine cards, for phones and desktops, in the address's language", async () => {
    const page = await worker.render({ pathname: '/search', search: '?type=annex&district=Kandy', language: 'si' });
    expect(asked).toEqual(['/api/listing/get?type=annex&district=Kandy&startIndex=0&limit=9']);
    for (let index = 1; index <= 9; index += 1) expect(page.html).toContain(`Room ${index} near the campus`);
    // Drawn once for each kind of screen: CSS shows the one that is the screen's own.
    expect(page.html.match(/<article /g)).toHaveLength(18);
    // The page's title is the shell's to set: none in the first screen.
    expect(page.html).not.toContain('<title');
    // Sinhala: the district's official name, and the links stay below /si.
    expect(page.html).toContain('මහනුවර');
    expect(page.html).toContain(`href="/si/listing/${searchResults[0]!._id}"`);
  });

  it('draws the search once in each language before it is ready, so that no first visitor waits on cold code', () => {
    expect(askedWhileStarting).toEqual(Array(3).fill('/api/listing/get?startIndex=0&limit=9'));
  });

  it('refuses a path it does not render, and a listing the API does not give', async () => {
    await expect(worker.render({ pathname: '/about', search: '', language: 'en' })).rejects.toThrow(RenderUnavailable);
    await expect(worker.render({ pathname: '/listing/6660aa00bb11cc22dd33ffff', search: '', language: 'en' })).rejects.toThrow(
      RenderUnavailable,
    );
  });

  it('gives up on a render past its deadline, and refuses more renders than it may hold', async () => {
    const hasty = new RenderWorker({ appDir: join(REPO_ROOT, 'mfe-public'), apiUrl, timeoutMs: 200, maxPending: 1 });
    await hasty.start();
    try {
      apiDelayMs = 1_000;
      const first = hasty.render({ pathname: `/listing/${LISTING_ID}`, search: '', language: 'en' });
      await expect(hasty.render({ pathname: '/search', search: '', language: 'en' })).rejects.toThrow('too many renders are waiting');
      await expect(first).rejects.toThrow('the render took too long');
    } finally {
      hasty.stop();
    }
  });

  it("answers the shell's server at /server-render, and refuses a request it cannot read", async () => {
    const app = createAppServer({ kind: 'remote', distDir: join(REPO_ROOT, 'mfe-public', 'dist'), allowedOrigins: [], renderer: worker });
    const rendered = await request(app)
      .get('/server-render')
      .query({ path: `/listing/${LISTING_ID}`, search: '', language: 'ta' });
    expect(rendered.status).toBe(200);
    expect(rendered.headers['cache-control']).toBe('no-store');
    expect(rendered.body.html).toContain('Quiet annex &lt;/script&gt;');
    for (const query of [
      { path: 'listing', language: 'en' },
      { path: '/search', language: 'fr' },
      { path: '/search', search: 'type=room', language: 'en' },
    ]) {
      const refused = await request(app).get('/server-render').query(query);
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe('BAD_RENDER_REQUEST');
    }
    const unknown = await request(app).get('/server-render').query({ path: '/about', language: 'en' });
    expect(unknown.status).toBe(503);
  });
});

describe("the admin remote drawing the moderators' queue for the moderator's session", () => {
  let adminWorker: RenderWorker;
  beforeAll(async () => {
    adminWorker = new RenderWorker({ appDir: join(REPO_ROOT, 'mfe-admin'), apiUrl, timeoutMs: 30_000 });
    await adminWorker.start();
  });
  afterAll(() => adminWorker.stop());

  const queue = { pathname: '/dashboard/dashboard-approve', search: '', language: 'en' } as const;

  it('draws the first rows with the session passed on, the same markup each time, without the table that loads later', async () => {
    const first = await adminWorker.render({ ...queue, session: MODERATOR_SESSION });
    expect(first.html).toContain('New boarding room in Kelaniya');
    expect(first.html).toContain('aria-current="page"');
    // The rows as the browser's first render draws them, before antd's table: not the table, however warm the process.
    expect(first.html).not.toContain('ant-table');
    expect((await adminWorker.render({ ...queue, session: MODERATOR_SESSION })).html).toBe(first.html);
    expect(first.queries.queries).toHaveLength(1);
    expect(cookies.filter(Boolean)).toEqual([MODERATOR_SESSION, MODERATOR_SESSION]);
  });

  it('draws nothing for a session the API refuses, or none: the browser then draws the page', async () => {
    await expect(adminWorker.render({ ...queue, session: `${SESSION.cookieName}=member-token` })).rejects.toThrow(RenderUnavailable);
    await expect(adminWorker.render(queue)).rejects.toThrow(RenderUnavailable);
    expect(cookies).toEqual([`${SESSION.cookieName}=member-token`, undefined]);
  });

  it("takes the session from the shell's header alone, one cookie of the right name", async () => {
    const app = createAppServer({
      kind: 'remote',
      distDir: join(REPO_ROOT, 'mfe-admin', 'dist'),
      allowedOrigins: [],
      renderer: adminWorker,
    });
    const ask = () => request(app).get('/server-render').query({ path: queue.pathname, search: '', language: 'si' });
    const rendered = await ask().set(SERVER_RENDER_SESSION_HEADER, MODERATOR_SESSION);
    expect(rendered.status).toBe(200);
    expect(rendered.headers['cache-control']).toBe('no-store');
    expect(rendered.body.html).toContain('New boarding room in Kelaniya');
    // The browser's own cookies never draw a moderator's page.
    expect((await ask().set('Cookie', MODERATOR_SESSION)).status).toBe(503);
    for (const session of [`theme=dark; ${MODERATOR_SESSION}`, 'other=moderator-token', `${SESSION.cookieName}=`]) {
      const refused = await ask().set(SERVER_RENDER_SESSION_HEADER, session);
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe('BAD_RENDER_REQUEST');
    }
  });
});
