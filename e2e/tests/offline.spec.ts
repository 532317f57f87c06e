import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { demoListing } from '../support/demo-listing';
import { ENGAGEMENT_API_PATHS, LISTING_API_PATHS } from '../../services/contracts/src/api';
import { CACHES } from '../../shell/service-worker/src/protocol';
import { newAccount, originHeaders, signInThroughApi, signUpThroughApi } from '../support/accounts';

/** The service worker (shell/service-worker): a listing and favourites seen once open without a connection; a new release waits for the next visit. */
test.use({ serviceWorkers: 'allow' });

/** The English of shell/src/messages.ts and features/offline/messages.ts (their lazy catalogues do not resolve under node16). */
const SAVED_COPY_NOTE = 'No connection: this is a copy saved on this device, possibly out of date.';
const OFFLINE_TITLE = 'You are offline';

/** Whether the page's origin holds `path`'s answer in the worker's cache `cache`. */
const cached = (page: Page, cache: string, path: string) =>
  page.evaluate(async ([name, url]) => Boolean(await (await caches.open(name)).match(url, { ignoreVary: true })), [cache, path] as const);

test('a listing and My favorites seen once open offline, marked as saved copies; a page never seen shows the offline page; signing out forgets the private answers', async ({
  page,
  baseURL,
}) => {
  // Two page loads online and four offline, on a loaded machine up to 30 s.
  test.setTimeout(60_000);
  const listing = await demoListing(page.request);
  const account = newAccount('offline');
  await signUpThroughApi(page.request, baseURL!, account);
  await signInThroughApi(page, baseURL!, account);
  const me = (await (await page.request.get('/api/verify-token')).json()) as { user: { _id: string } };
  const favourite = await page.request.post(ENGAGEMENT_API_PATHS.addFavorite, {
    data: { listingId: listing._id },
    headers: originHeaders(baseURL!),
  });
  expect(favourite.ok(), await favourite.text()).toBe(true);
  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'accepted'));

  // A first visit: the worker registers once the page has loaded, takes it, and keeps what it had loaded.
  await page.goto(`/listing/${listing._id}`);
  await expect(page.getByRole('heading', { level: 1, name: listing.name })).toBeVisible();
  await expect.poll(() => cached(page, CACHES.listingAnswers, LISTING_API_PATHS.getOne(listing._id)), { timeout: 20_000 }).toBe(true);
  await expect.poll(() => cached(page, CACHES.listingPages, `/listing/${listing._id}`)).toBe(true);
  // Reached inside the app, as people do: kept as a page too.
  await page.getByRole('link', { name: 'My account' }).click();
  await page.getByRole('button', { name: 'Show My Favorites' }).click();
  const saved = page.getByRole('list', { name: 'Your favorites' }).getByRole('article', { name: listing.name });
  await expect(saved).toBeVisible();
  await expect.poll(() => cached(page, CACHES.pages, '/my-favorites')).toBe(true);
  await expect.poll(() => cached(page, CACHES.personal, ENGAGEMENT_API_PATHS.favorites(me.user._id))).toBe(true);

  await page.context().setOffline(true);
  await page.goto(`/listing/${listing._id}`);
  await expect(page.getByRole('heading', { level: 1, name: listing.name })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: SAVED_COPY_NOTE })).toBeVisible();

  await page.goto('/my-favorites');
  await expect(saved).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: SAVED_COPY_NOTE })).toBeVisible();

  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1, name: OFFLINE_TITLE })).toBeVisible();
  await expect(page.getByRole('link', { name: 'My favourites' })).toHaveAttribute('href', '/my-favorites');
  await page.goto('/si/terms');
  await expect(page.locator('html')).toHaveAttribute('lang', 'si');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^[\u0D80-\u0DFF\u200D ]+$/);

  // Signing out, even without a connection, drops what the API told this person. A read of the
  // cache still in flight may open it again, empty: what counts is that no answer is left in it.
  await page.goto('/my-favorites');
  await expect(saved).toBeVisible();
  await page.evaluate((path) => fetch(path, { method: 'POST' }).catch(() => undefined), '/api/auth/signout');
  expect(
    await page.evaluate(
      (names) => Promise.all(names.map(async (name) => ((await caches.has(name)) ? (await (await caches.open(name)).keys()).length : 0))),
      [CACHES.personal, CACHES.listingAnswers],
    ),
  ).toEqual([0, 0]);
});

test('a new release of the worker waits while a page is open and is taken on the next visit', async ({ browser, baseURL }) => {
  // The site through a proxy that can change sw.js's precache list (a new release's revisions), on an origin of its own.
  let release = 'first';
  const proxy: Server = createServer((req, res) => {
    void fetch(new URL(req.url ?? '/', baseURL), { headers: { accept: req.headers.accept ?? '*/*' } }).then(async (answer) => {
      let body = Buffer.from(await answer.arrayBuffer());
      if (req.url === '/sw.js') body = Buffer.from(body.toString().replace(/(offline\.html",revision:")[0-9a-f]+/, `$1${release}`));
      res.writeHead(answer.status, {
        'content-type': answer.headers.get('content-type') ?? 'application/octet-stream',
        'cache-control': 'no-cache',
      });
      res.end(body);
    });
  });
  await new Promise<void>((done) => proxy.listen(0, '127.0.0.1', done));
  const origin = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  const revisions = (page: Page) =>
    page.evaluate(async () => {
      const precache = (await caches.keys()).find((name) => name.includes('precache'));
      const keys = precache ? await (await caches.open(precache)).keys() : [];
      return keys
        .map((request) => new URL(request.url))
        .filter((url) => url.pathname === '/offline.html')
        .map((url) => url.searchParams.get('__WB_REVISION__'));
    });
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/sign-in`);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await expect.poll(() => revisions(page)).toEqual(['first']);

    release = 'second';
    await page.reload();
    // Installed beside the running one, which keeps the open page: no mixing of releases mid-visit.
    await expect.poll(() => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(true);
    expect(await revisions(page)).toEqual(expect.arrayContaining(['first', 'second']));

    // The next visit, once no page runs the old one.
    await page.close();
    const next = await context.newPage();
    await next.goto(`${origin}/sign-in`);
    await expect.poll(() => revisions(next)).toEqual(['second']);
    expect(await next.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null)).toBeNull();
  } finally {
    await context.close();
    await new Promise((done) => proxy.close(done));
  }
});
