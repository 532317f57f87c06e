import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import type { Listing } from '@nivasa/contracts/api';
import { SERVER_DATA_ELEMENT_ID } from '@nivasa/contracts/federation';
import { listingPath, searchPath } from '@nivasa/contracts/paths';
import { E2E_PORTS, e2ePort } from '../playwright.config';
import { signedInPage } from '../support/accounts';
import { demoListing } from '../support/demo-listing';
import { FrontEndServers } from '../support/front-end-servers';
import { createListingThroughApi } from '../support/listings';

/**
 * A listing and a search come with their first screen in the HTML, rendered per request by
 * mfe-public's own server (README "First screens from the server"): the browser takes them over
 * without asking the API again and without moving anything; a render that misses its deadline
 * leaves the page to the browser, as before.
 */

/** A search that finds the listing among its first cards, whatever other tests have added since. */
const searchOf = (listing: Listing) => searchPath({ type: listing.type, district: listing.district, searchTerm: listing.name });

/** Counts the page's calls to one API path (a prefix), and the layout shifts it makes. */
async function watchedPage(browser: Browser, baseURL: string, apiPrefix: string) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  // The cookie banner has tests of its own.
  await context.addInitScript(() => {
    localStorage.setItem('cookieConsent', 'accepted');
    const shifts: number[] = [];
    (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
    // Where the page's heading is on every frame from the first: the server's and the app's must agree.
    const headingTops: number[] = [];
    (window as unknown as { headingTops: number[] }).headingTops = headingTops;
    const poll = () => {
      // The shown one: the server draws the search for a phone and a desktop, one of them hidden.
      const heading = [...document.querySelectorAll('main h1')].find((candidate) => candidate.getClientRects().length > 0);
      if (heading) headingTops.push(Math.round(heading.getBoundingClientRect().top + window.scrollY));
      if (headingTops.length < 1_000) requestAnimationFrame(poll);
    };
    requestAnimationFrame(poll);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const page = await context.newPage();
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (`${url.pathname}${url.search}`.startsWith(apiPrefix)) calls.push(url.pathname + url.search);
  });
  const layoutShift = () =>
    page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0));
  const headingPositions = () => page.evaluate(() => [...new Set((window as unknown as { headingTops: number[] }).headingTops)]);
  return { page, calls, layoutShift, headingPositions };
}

/** The remote's own render has replaced the server's HTML: it has asked for the reviews (which only the browser does) and all is in. */
async function takenOver(page: Page, reviews: Promise<unknown>) {
  await reviews;
  await page.waitForLoadState('networkidle');
}

const reviewsAnswer = (page: Page) => page.waitForResponse((response) => new URL(response.url()).pathname.startsWith('/api/reviews/'));

/** A copy of the front ends on the main stack's API, on four ports from `firstPort`, waiting `deadlineMs` for a render. */
function frontEnds(firstPort: number, dataDir: string, deadlineMs: number): FrontEndServers {
  return new FrontEndServers({
    SHELL_PORT: String(e2ePort(firstPort)),
    PUBLIC_PORT: String(e2ePort(firstPort + 1)),
    ACCOUNT_PORT: String(e2ePort(firstPort + 2)),
    ADMIN_PORT: String(e2ePort(firstPort + 3)),
    API_PORT: String(E2E_PORTS.api),
    DATA_DIR: dataDir,
    SERVER_RENDER_DEADLINE_MS: String(deadlineMs),
  });
}

test.describe('first screens from the server', () => {
  // A copy of the front ends with renders on (the main stack's are off, see playwright.config.ts), on the main stack's
  // API. The test machine is busy: a render may take seconds there, not production's tens of milliseconds.
  let rendering: FrontEndServers;
  let renderingDataDir: string;

  test.beforeAll(async () => {
    renderingDataDir = await mkdtemp(join(tmpdir(), 'nivasa-server-render-'));
    rendering = frontEnds(3184, renderingDataDir, 10_000);
    await rendering.startAll();
  });

  test.afterAll(async () => {
    await rendering.stopAll();
    await rm(renderingDataDir, { recursive: true, force: true });
  });

  test('a listing and a search, in English and Sinhala, are in the HTML: their data too, and nothing user-written as markup', async ({
    browser,
    request,
  }) => {
    const baseURL = rendering.shellOrigin;
    const listing = await demoListing(request);
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();

    await page.goto(listingPath(listing._id));
    await expect(page.getByRole('heading', { level: 1, name: listing.name })).toBeVisible();
    const cover = page.locator('img[fetchpriority="high"]').first();
    await expect(cover).toHaveAttribute('srcset', /size=card 720w/);
    await expect(cover).toBeVisible();
    await expect(page.getByText(/^Rs\. [\d,]+/).first()).toBeVisible();
    const html = await (await request.get(`${baseURL}${listingPath(listing._id)}`)).text();
    expect(html).toContain(`<script type="application/json" id="${SERVER_DATA_ELEMENT_ID}">`);
    // The data came with the page: no preload of the API call.
    expect(html).not.toContain(`<link rel="preload" as="fetch" href="/api/listing/get/${listing._id}"`);

    await page.goto(`/si${searchOf(listing)}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'si');
    const cards = page.getByRole('article').filter({ visible: true });
    expect(await cards.count()).toBeGreaterThan(0);
    expect(await cards.count()).toBeLessThanOrEqual(9);
    await expect(page.getByRole('link', { name: listing.name }).filter({ visible: true })).toHaveAttribute(
      'href',
      `/si/listing/${listing._id}`,
    );
    // Sinhala words on the cards ("Add to favourites").
    await expect(page.getByRole('button', { name: 'ප්‍රියතම වලට එක් කරන්න' }).filter({ visible: true }).first()).toBeVisible();
    await context.close();
  });

  test('the browser takes the page over without asking for its data again and without moving anything, and it works', async ({
    browser,
    request,
  }) => {
    const baseURL = rendering.shellOrigin;
    const listing = await demoListing(request);
    const search = await watchedPage(browser, baseURL, '/api/listing/get?');
    const searchHtml = await (await search.page.goto(searchOf(listing)))!.text();
    expect(searchHtml).toContain(SERVER_DATA_ELEMENT_ID);
    // The map comes once the results are shown: the page is the remote's own by then.
    await expect(search.page.getByRole('region', { name: 'Map of the results' })).toBeVisible();
    expect(search.calls).toEqual([]);
    expect(await search.layoutShift()).toBeLessThanOrEqual(0.02);
    expect(await search.headingPositions()).toHaveLength(1);

    const detail = await watchedPage(browser, baseURL, `/api/listing/get/${listing._id}`);
    const reviews = reviewsAnswer(detail.page);
    const detailHtml = await (await detail.page.goto(listingPath(listing._id)))!.text();
    expect(detailHtml).toContain(SERVER_DATA_ELEMENT_ID);
    await takenOver(detail.page, reviews);
    expect(detail.calls).toEqual([]);
    // The first screen does not move as the app takes it over. (What loads after it, the reviews,
    // may still push the footer: issue 21's part 2 measures the whole page's layout shift.)
    expect(await detail.headingPositions()).toHaveLength(1);
    // A card opens its listing in the app.
    const opened = reviewsAnswer(search.page);
    await search.page.getByRole('link', { name: listing.name }).first().click();
    await expect(search.page.getByRole('heading', { level: 1, name: listing.name })).toBeVisible();
    await opened;
    await Promise.all([search.page.context().close(), detail.page.context().close()]);
  });

  test("a first screen's scripts are asked for once it has painted: a listing's once its photo is in, the home page's after its first paint", async ({
    browser,
    request,
  }) => {
    const listing = await demoListing(request);
    const detail = await watchedPage(browser, rendering.shellOrigin, `/api/listing/get/${listing._id}`);
    const reviews = reviewsAnswer(detail.page);
    await detail.page.goto(listingPath(listing._id));
    await takenOver(detail.page, reviews);
    const listingTimes = await detail.page.evaluate(() => {
      const cover = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]')!.currentSrc;
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      return {
        painted: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
        photoIn: resources.find((entry) => entry.name === cover)!.responseEnd,
        scriptsAskedFor: resources.filter((entry) => /\.js$/.test(entry.name)).map((entry) => entry.startTime),
      };
    });
    expect(listingTimes.scriptsAskedFor.length).toBeGreaterThan(3);
    expect(Math.min(...listingTimes.scriptsAskedFor)).toBeGreaterThanOrEqual(Math.max(listingTimes.photoIn, listingTimes.painted));
    await detail.page.context().close();

    // The home page's first screen, prerendered at build time, has no photo: its scripts wait for its paint.
    const home = await watchedPage(browser, rendering.shellOrigin, '/api/');
    await home.page.goto('/');
    await home.page.waitForLoadState('networkidle');
    const homeTimes = await home.page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
      scriptsAskedFor: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => /\.js$/.test(entry.name))
        .map((entry) => entry.startTime),
    }));
    expect(homeTimes.scriptsAskedFor.length).toBeGreaterThan(3);
    expect(Math.min(...homeTimes.scriptsAskedFor)).toBeGreaterThanOrEqual(homeTimes.firstPaint);
    await home.page.context().close();
  });

  test("the moderators' queue comes with its first rows for a moderator alone, and the browser takes it over as it is", async ({
    browser,
    baseURL,
  }) => {
    // Signed in on the main stack, whose origin the API takes: a cookie is the host's, whatever the port.
    const queue = `${rendering.shellOrigin}/dashboard/dashboard-approve`;
    const owner = await signedInPage(browser, baseURL!, 'queue-render-owner');
    const waiting = await createListingThroughApi(owner.request, baseURL!, {
      name: `Room waiting for a moderator ${Date.now().toString(36)}`,
    });
    // A member's request draws nothing of the queue: the admin API refuses their session.
    const memberHtml = await (await owner.request.get(queue)).text();
    expect(memberHtml).not.toContain(waiting.name);
    expect(memberHtml).not.toContain(SERVER_DATA_ELEMENT_ID);
    await owner.context().close();

    const moderator = await signedInPage(browser, baseURL!, 'queue-render-admin', { admin: true });
    const html = await (await moderator.request.get(queue.replace('/dashboard', '/si/dashboard'))).text();
    expect(html).toContain(waiting.name);
    expect(html).toContain(SERVER_DATA_ELEMENT_ID);
    // Its data came with the page: no preload of the list call.
    expect(html).not.toContain('<link rel="preload" as="fetch" href="/api/listing/pending');

    await moderator.context().addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const listCalls: string[] = [];
    moderator.on(
      'request',
      (request) => void (new URL(request.url()).pathname === '/api/listing/pending' && listCalls.push(request.url())),
    );
    await moderator.setViewportSize({ width: 1280, height: 900 });
    await moderator.goto(queue, { waitUntil: 'networkidle' });
    // The app's table, with its actions, has taken the rows over.
    const row = moderator.getByRole('row').filter({ hasText: waiting.name });
    await expect(row.getByRole('button', { name: 'Approve' })).toBeVisible();
    expect(listCalls).toEqual([]);
    const shift = await moderator.evaluate(() =>
      (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0),
    );
    expect(shift).toBeLessThanOrEqual(0.02);
    // The table is the app's: its Approve asks to confirm. (Approving from this copy's origin is the API's to refuse:
    // it takes writes from the main stack's origin only. admin-moderation.spec.ts approves.)
    await row.getByRole('button', { name: 'Approve' }).click();
    await expect(moderator.locator('.ant-popover').filter({ hasText: 'Are you sure you want to approve this listing?' })).toBeVisible();
    await moderator.context().close();
  });

  test("a desktop's search holds its filter form's room while the form's code comes, in each language", async ({ browser }) => {
    const panelHeight = (page: Page) => page.locator('#search-filter-panel').evaluate((panel) => panel.getBoundingClientRect().height);
    for (const prefix of ['', '/si', '/ta']) {
      const sizes: number[] = [];
      for (const javaScriptEnabled of [false, true]) {
        const context = await browser.newContext({
          baseURL: rendering.shellOrigin,
          javaScriptEnabled,
          viewport: { width: 1280, height: 900 },
        });
        const page = await context.newPage();
        await page.goto(`${prefix}/search`);
        // Without JavaScript the panel is the server's, held empty; with it, the form is in, its fonts too.
        if (javaScriptEnabled) await expect(page.locator('#search-filter-panel form')).toBeVisible();
        else await expect(page.locator('#search-filter-panel')).toBeVisible();
        await page.evaluate(() => document.fonts.ready);
        sizes.push(await panelHeight(page));
        await context.close();
      }
      expect(sizes[0], `${prefix}/search: the panel held for the form, then with it`).toBe(sizes[1]);
    }
  });

  test('a render that misses its deadline leaves the page to the browser, which renders it as before', async ({ browser, request }) => {
    const listing = await demoListing(request);
    const dataDir = await mkdtemp(join(tmpdir(), 'nivasa-server-render-'));
    // A copy of the front ends whose shell waits 1 ms for a render: every render is late.
    const servers = frontEnds(3180, dataDir, 1);
    try {
      await servers.startAll();
      const html = await (await request.get(`${servers.shellOrigin}${listingPath(listing._id)}`)).text();
      expect(html).not.toContain(SERVER_DATA_ELEMENT_ID);
      const detail = await watchedPage(browser, servers.shellOrigin, `/api/listing/get/${listing._id}`);
      const reviews = reviewsAnswer(detail.page);
      await detail.page.goto(listingPath(listing._id));
      await expect(detail.page.getByRole('heading', { level: 1, name: listing.name })).toBeVisible();
      await takenOver(detail.page, reviews);
      expect(detail.calls).toEqual([`/api/listing/get/${listing._id}`]);
      await detail.page.context().close();
    } finally {
      await servers.stopAll();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
