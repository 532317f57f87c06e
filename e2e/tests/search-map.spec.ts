import { type Browser, type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { signedInPage } from '../support/accounts';
import { approveThroughApi, createListingThroughApi } from '../support/listings';

/**
 * The search page's map (README "The map"): the results as markers named by their listings,
 * reached by Tab and opened by Enter; near ones clustered; "Search this area" after a move writes
 * bbox, a drawn area writes polygon, and the view stays in the address; on a phone a List/Map
 * switch, the map's code fetched only when Map is chosen. Offline: the map draws the boundaries
 * asset, no tiles. The listings are this run's own, found by a word only they carry.
 */

const stamp = `zm${Date.now().toString(36)}`;

/**
 * Each of this run's listings pinned around Colombo, 6 km or more apart, and two a few metres
 * apart: their public points (200–300 m from the pins, so up to 600 m apart) are clustered at the
 * zoom that shows them all (11), the others not.
 */
const PLACES = [
  { name: `Annex ${stamp} Moratuwa`, lat: 6.773, lng: 79.882 },
  { name: `Annex ${stamp} Kelaniya`, lat: 6.955, lng: 79.92 },
  { name: `Annex ${stamp} Homagama`, lat: 6.844, lng: 80.003 },
  { name: `Annex ${stamp} Rajagiriya A`, lat: 6.9094, lng: 79.8951 },
  { name: `Annex ${stamp} Rajagiriya B`, lat: 6.9095, lng: 79.8952 },
] as const;

async function visitorPage(browser: Browser, baseURL: string, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport });
  await context.addInitScript(() => localStorage.setItem('cookieConsent', 'accepted'));
  return context.newPage();
}

const searchAddress = `/search?searchTerm=${stamp}`;
const mapOf = (page: Page) => page.getByRole('region', { name: 'Map of the results' });
const cardNames = (page: Page) => page.getByRole('list', { name: 'Listings found' }).getByRole('heading', { level: 3 });

/** This run's listings' ids, as PLACES orders them. */
const listingIds: string[] = [];

test.beforeAll(async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const owner = await signedInPage(browser, baseURL!, 'map-owner');
  const admin = await signedInPage(browser, baseURL!, 'map-admin', { admin: true });
  for (const place of PLACES) {
    const listing = await createListingThroughApi(owner.request, baseURL!, {
      name: place.name,
      type: 'annex',
      district: 'Colombo',
      city: 'Colombo',
      location: { lat: place.lat, lng: place.lng },
    });
    await approveThroughApi(admin.request, baseURL!, listing._id);
    listingIds.push(listing._id);
  }
  await owner.context().close();
  await admin.context().close();
});

test('on a desktop the map beside the results shows a marker named by each listing, the two close ones clustered; Tab reaches a marker and Enter opens its listing', async ({
  browser,
  baseURL,
}) => {
  const page = await visitorPage(browser, baseURL!, { width: 1280, height: 900 });
  await page.goto(searchAddress);
  const map = mapOf(page);
  await expect(map).toBeVisible();
  for (const place of PLACES.slice(0, 3)) await expect(map.getByRole('button', { name: place.name, exact: true })).toBeVisible();
  await expect(map.getByRole('button', { name: '2 places here: zoom in' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: test.info().outputPath('search-map-1280.png') });

  // The list and the map side by side.
  const [list, mapBox] = [await page.getByRole('list', { name: 'Listings found' }).boundingBox(), await map.boundingBox()];
  expect(mapBox!.x).toBeGreaterThan(list!.x + list!.width - 1);

  // The markers come before the map's buttons: back from Draw an area with Shift+Tab until Kelaniya's has the focus.
  await map.getByRole('button', { name: 'Draw an area' }).focus();
  const kelaniya = map.getByRole('button', { name: PLACES[1].name, exact: true });
  for (let presses = 0; presses < 10 && !(await kelaniya.evaluate((marker) => marker === document.activeElement)); presses += 1) {
    await page.keyboard.press('Shift+Tab');
  }
  await expect(kelaniya).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/listing\//);
  await expect(page.getByRole('heading', { level: 1, name: PLACES[1].name })).toBeVisible();
});

test('opening a cluster zooms in to its listings; a move offers "Search this area", which writes the view to the address as bbox', async ({
  browser,
  baseURL,
}) => {
  const page = await visitorPage(browser, baseURL!, { width: 1280, height: 900 });
  await page.goto(searchAddress);
  const map = mapOf(page);
  await map.getByRole('button', { name: '2 places here: zoom in' }).click();
  await expect(map.getByRole('button', { name: PLACES[3].name, exact: true })).toBeVisible();
  await expect(map.getByRole('button', { name: PLACES[4].name, exact: true })).toBeVisible();
  // The map's own move asks for no new search.
  await expect(map.getByRole('button', { name: 'Search this area' })).toHaveCount(0);

  await map.getByRole('button', { name: 'Zoom out', exact: true }).click();
  await expect(page).toHaveURL(/[?&]map=\d+,[\d.]+,[\d.]+/);
  await map.getByRole('button', { name: 'Search this area' }).click();
  await expect(page).toHaveURL(/[?&]bbox=[\d.]+,[\d.]+,[\d.]+,[\d.]+(&|$)/);
  const bbox = new URL(page.url()).searchParams.get('bbox')!.split(',').map(Number);
  // The view holds the cluster's two listings (how far past them depends on the map's height).
  expect(bbox[0]).toBeLessThan(PLACES[3].lng);
  expect(bbox[2]).toBeGreaterThan(PLACES[3].lng);
  expect(bbox[1]).toBeLessThan(PLACES[3].lat);
  expect(bbox[3]).toBeGreaterThan(PLACES[3].lat);
  await expect(map.getByRole('button', { name: 'Search this area' })).toHaveCount(0);
  // The listings of the area: how far the view reaches depends on the cluster's zoom, which depends on how far
  // apart the two public points fell, so what is in it is read from the bbox. 0.01° is over a kilometre, more
  // than a public point's distance from its pin.
  const [west, south, east, north] = bbox;
  const clearlyOutside = PLACES.filter(
    ({ lat, lng }) => lng < west - 0.01 || lng > east + 0.01 || lat < south - 0.01 || lat > north + 0.01,
  );
  for (const { name } of clearlyOutside) await expect(cardNames(page).filter({ hasText: name })).toHaveCount(0);
  for (const { name } of PLACES.slice(3)) await expect(cardNames(page).filter({ hasText: name })).toHaveCount(1);
  const found = await cardNames(page).allInnerTexts();

  // A shared link opens the same map: the same view, the same area searched.
  const shared = await visitorPage(browser, baseURL!, { width: 1280, height: 900 });
  await shared.goto(page.url());
  const sharedMap = mapOf(shared);
  await expect(sharedMap.getByRole('button', { name: new RegExp(`Rajagiriya A|2 places here`) })).toBeVisible();
  await expect(cardNames(shared)).toHaveText(found);
  for (const { name } of clearlyOutside) await expect(sharedMap.getByRole('button', { name, exact: true })).toHaveCount(0);
  expect(new URL(shared.url()).searchParams.get('map')).toBe(new URL(page.url()).searchParams.get('map'));
});

test('an area drawn corner by corner goes into the address as polygon, and Clear the area takes it out', async ({ browser, baseURL }) => {
  const page = await visitorPage(browser, baseURL!, { width: 1280, height: 900 });
  await page.goto(searchAddress);
  const map = mapOf(page);
  await expect(map.getByRole('button', { name: PLACES[0].name, exact: true })).toBeVisible();
  await map.getByRole('button', { name: 'Draw an area' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Tap the map at each corner' })).toBeVisible();
  const done = map.getByRole('button', { name: 'Done' });
  await map.scrollIntoViewIfNeeded();
  const box = (await map.boundingBox())!;
  const corners = [
    [0.3, 0.3],
    [0.7, 0.3],
    [0.5, 0.7],
  ];
  for (const [index, [x, y]] of corners.entries()) {
    await expect(done).toBeDisabled();
    await page.mouse.click(box.x + box.width * x, box.y + box.height * y);
    if (index < corners.length - 1) await expect(done).toBeDisabled();
  }
  await done.click();
  await expect(page).toHaveURL(/[?&]polygon=(79\.\d+,6\.\d+;){2}79\.\d+,6\.\d+(&|$)/);
  await expect(page).not.toHaveURL(/[?&]bbox=/);
  await map.getByRole('button', { name: 'Clear the area' }).click();
  await expect(page).not.toHaveURL(/[?&]polygon=/);
});

test('on a phone the results come as a list, and Map shows them on the map, whose code comes only then', async ({ browser, baseURL }) => {
  const page = await visitorPage(browser, baseURL!, { width: 390, height: 844 });
  const mapScripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && /\/map[-.]/.test(new URL(request.url()).pathname)) mapScripts.push(request.url());
  });
  await page.goto(searchAddress);
  const views = page.getByRole('group', { name: 'Show the results as' });
  await expect(views.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
  await expect(cardNames(page)).toHaveCount(PLACES.length);
  await page.waitForLoadState('networkidle');
  expect(mapScripts).toEqual([]);

  await views.getByRole('button', { name: 'Map' }).click();
  await expect(views.getByRole('button', { name: 'Map' })).toHaveAttribute('aria-pressed', 'true');
  await expect(mapOf(page).getByRole('button', { name: PLACES[0].name, exact: true })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Listings found' })).toHaveCount(0);
  expect(mapScripts.length).toBeGreaterThan(0);
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: test.info().outputPath('search-map-390.png') });
  // The map fills the phone's width below the switch, within the screen.
  const box = (await mapOf(page).boundingBox())!;
  expect(box.width).toBeGreaterThan(340);
  expect(box.y + box.height).toBeLessThanOrEqual(844 + 200);

  await views.getByRole('button', { name: 'List' }).click();
  await expect(page.getByRole('list', { name: 'Listings found' })).toBeVisible();
});

test("a listing's page shows its area on a small map, whose code comes as it nears the screen, in a box kept for it", async ({
  browser,
  baseURL,
}) => {
  const page = await visitorPage(browser, baseURL!, { width: 390, height: 844 });
  const mapScripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && /\/map[-.]/.test(new URL(request.url()).pathname)) mapScripts.push(request.url());
  });
  await page.goto(`/listing/${listingIds[0]}`);
  await expect(page.getByRole('heading', { level: 1, name: PLACES[0].name })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(mapScripts).toEqual([]);

  const note = page.getByText('The circle shows the area. The exact address is shared by the owner.');
  const noteBefore = (await note.boundingBox())!;
  await note.scrollIntoViewIfNeeded();
  const map = page.getByRole('img', { name: `Map of the area around ${PLACES[0].name}` });
  await expect(map).toBeVisible();
  expect(mapScripts.length).toBeGreaterThan(0);
  expect((await map.boundingBox())!.height).toBe(240);
  // The circle is drawn (Leaflet's vector layer), and nothing below the map moved as it came.
  await expect(map.locator('path.leaflet-interactive')).toHaveCount(1);
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: test.info().outputPath('listing-area-map-390.png') });
  const scrolled = await page.evaluate(() => window.scrollY);
  expect((await note.boundingBox())!.y + scrolled).toBeCloseTo(noteBefore.y, 0);
});
