import { type Browser, type Locator, type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { MESSAGES } from '../../services/contracts/src/messages';
import { signedInPage } from '../support/accounts';
import { approveThroughApi, choose, createListingThroughApi } from '../support/listings';

/**
 * Public search as a visitor uses it: filters set in the panel (or the phone's drawer) go into the
 * address, the address alone gives the same results, Back returns to the search before, and
 * Show More pages through. The listings are this run's own, found by a word only they carry.
 */

const stamp = `zq${Date.now().toString(36)}`;
/** The eleven that match every filter below, cheapest first. */
const matching = Array.from({ length: 11 }, (_, index) => `Hostel ${stamp} room ${index + 1}`);

async function visitorPage(browser: Browser, baseURL: string, viewport = { width: 1280, height: 900 }): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport });
  // The cookie banner sits over the bottom of the page; it has tests of its own.
  await context.addInitScript(() => localStorage.setItem('cookieConsent', 'accepted'));
  return context.newPage();
}

const cardNames = (page: Page) => page.getByRole('list', { name: 'Listings found' }).getByRole('heading', { level: 3 });

test.beforeAll(async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const owner = await signedInPage(browser, baseURL!, 'search-owner');
  const admin = await signedInPage(browser, baseURL!, 'search-admin', { admin: true });
  const hostel = { type: 'hostel', rentType: 'monthly', district: 'Matara', city: 'Weligama', parking: true };
  const approved = [];
  for (const [index, name] of matching.entries()) {
    approved.push(await createListingThroughApi(owner.request, baseURL!, { ...hostel, name, rent: 11_000 + index * 1_000 }));
  }
  // Each found by the word, and each left out by one filter: no parking, another district, not approved.
  approved.push(
    await createListingThroughApi(owner.request, baseURL!, {
      ...hostel,
      name: `Hostel ${stamp} without parking`,
      parking: false,
      rent: 5_000,
    }),
  );
  approved.push(
    await createListingThroughApi(owner.request, baseURL!, {
      ...hostel,
      name: `Hostel ${stamp} in Galle`,
      district: 'Galle',
      city: 'Galle',
      rent: 6_000,
    }),
  );
  await createListingThroughApi(owner.request, baseURL!, { ...hostel, name: `Hostel ${stamp} waiting for approval`, rent: 7_000 });
  for (const listing of approved) await approveThroughApi(admin.request, baseURL!, listing._id);
  await owner.context().close();
  await admin.context().close();
});

test('filters from the panel go into the address; the address alone gives the same results; Back the search before; Show More the next page', async ({
  browser,
  baseURL,
}) => {
  const page = await visitorPage(browser, baseURL!);
  await page.goto(`/search?searchTerm=${stamp}`);
  await expect(page.getByRole('heading', { level: 1, name: `Places matching “${stamp}”` })).toBeVisible();
  // Thirteen approved listings carry the word; the first page holds nine, the latest first.
  await expect(cardNames(page)).toHaveCount(9);
  await expect(cardNames(page).first()).toHaveText(`Hostel ${stamp} in Galle`);

  await choose(page, 'Type of place', 'Hostel');
  await choose(page, 'District', 'Matara', { search: true });
  await page.getByRole('checkbox', { name: 'Parking' }).check();
  await choose(page, 'Sort by', 'Price low to high');
  await page.getByRole('button', { name: 'Apply filters' }).click();

  const filtered = `/search?searchTerm=${stamp}&type=hostel&parking=true&district=Matara&sort=rent&order=asc`;
  await expect(page).toHaveURL(filtered);
  await expect(page).toHaveTitle(`Hostels matching “${stamp}” in Matara | Nivasa`);
  await expect(cardNames(page)).toHaveText(matching.slice(0, 9));

  await page.getByRole('button', { name: 'Show More' }).click();
  await expect(cardNames(page)).toHaveText(matching);
  await expect(page.getByRole('button', { name: 'Show More' })).toHaveCount(0);

  // A shared link: a fresh browser opening the address gets the same results, and the same filters.
  const friend = await visitorPage(browser, baseURL!);
  await friend.goto(filtered);
  await expect(cardNames(friend)).toHaveText(matching.slice(0, 9));
  await expect(friend.getByRole('checkbox', { name: 'Parking' })).toBeChecked();
  await expect(friend.locator('.ant-select', { has: friend.getByLabel('District', { exact: true }) })).toContainText('Matara');
  await friend.context().close();

  await page.goBack();
  await expect(page).toHaveURL(`/search?searchTerm=${stamp}`);
  await expect(cardNames(page)).toHaveCount(9);
  await expect(cardNames(page).first()).toHaveText(`Hostel ${stamp} in Galle`);
  await expect(page.getByRole('checkbox', { name: 'Parking' })).not.toBeChecked();

  await page.goForward();
  await expect(cardNames(page).first()).toHaveText(matching[0]);
  await page.context().close();
});

test("nothing found says 'No listings found', and Clear filters shows every listing", async ({ browser, baseURL }) => {
  const page = await visitorPage(browser, baseURL!);
  await page.goto(`/search?searchTerm=${stamp}&district=Jaffna`);

  await expect(page.getByText(MESSAGES.noListingsFound)).toBeVisible();
  await page.getByRole('button', { name: MESSAGES.clearFilters }).click();

  await expect(page).toHaveURL('/search');
  await expect(page.getByRole('heading', { level: 1, name: 'Places to stay' })).toBeVisible();
  await expect(cardNames(page).first()).toBeVisible();
  await page.context().close();
});

/**
 * Waits for an element to stop moving. The drawer slides up as it opens, and a dropdown opened
 * while it moves is placed where its field was a moment before, so a click meant for an option
 * can land on the drawer's mask and close it.
 */
async function untilStill(element: Locator): Promise<void> {
  let last: number | undefined;
  await expect
    .poll(
      async () => {
        const top = (await element.boundingBox())?.y;
        const still = top !== undefined && top === last;
        last = top;
        return still;
      },
      { intervals: [100] },
    )
    .toBe(true);
}

test('on a phone the filters open in a drawer, and the results are one column', async ({ browser, baseURL }) => {
  const page = await visitorPage(browser, baseURL!, { width: 390, height: 844 });
  await page.goto(`/search?searchTerm=${stamp}`);
  await expect(cardNames(page)).toHaveCount(9);
  await expect(page.getByRole('button', { name: 'Hide filters' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Filters' }).click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await expect(drawer).toBeVisible();
  await untilStill(drawer);
  await choose(page, 'District', 'Matara', { search: true });
  await page.getByRole('checkbox', { name: 'Parking' }).check();
  await choose(page, 'Sort by', 'Price high to low');
  await drawer.getByRole('button', { name: 'Apply filters' }).click();

  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(`/search?searchTerm=${stamp}&parking=true&district=Matara&sort=rent&order=desc`);
  await expect(cardNames(page).first()).toHaveText(matching[10]);
  // The words, the district and parking.
  await expect(page.getByRole('button', { name: 'Filters, 3 set' })).toBeVisible();

  const cards = page.getByRole('list', { name: 'Listings found' }).getByRole('article');
  const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
  expect(first!.x).toBe(second!.x);
  expect(first!.width).toBeGreaterThan(340);
  // Nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.context().close();
});
