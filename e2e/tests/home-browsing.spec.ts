import { type Browser, type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { LISTING_TYPE_TEXT } from '../../services/contracts/src/listing-types';
import { makeAdmin, newAccount, signInThroughApi, signUpThroughApi, type TestAccount } from '../support/accounts';
import { approveThroughApi, createListingThroughApi, type CreatedListing } from '../support/listings';

/** A visitor's first steps from the home page: its sections, a category, a favourite, a phone. */

const stamp = `hb${Date.now().toString(36)}`;
let guesthouse: CreatedListing;
let villa: CreatedListing;

test.beforeAll(async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const owner = await (await browser.newContext({ baseURL })).newPage();
  const ownerAccount = newAccount('home-owner');
  await signUpThroughApi(owner.request, baseURL!, ownerAccount);
  await signInThroughApi(owner, baseURL!, ownerAccount);
  guesthouse = await createListingThroughApi(owner.request, baseURL!, {
    name: `Guest house ${stamp} by the Galle fort`,
    type: 'guesthouse',
    rentType: 'daily',
    rent: 12_500,
    district: 'Galle',
    city: 'Galle',
    bedrooms: 3,
    bathrooms: 1,
  });
  villa = await createListingThroughApi(owner.request, baseURL!, {
    name: `Hill villa ${stamp} above Ella`,
    type: 'bungalow',
    rentType: 'daily',
    rent: 38_000,
    district: 'Badulla',
    city: 'Ella',
  });
  await owner.context().close();

  const admin = await (await browser.newContext({ baseURL })).newPage();
  const adminAccount: TestAccount = newAccount('home-admin');
  await signUpThroughApi(admin.request, baseURL!, adminAccount);
  await makeAdmin(adminAccount);
  await signInThroughApi(admin, baseURL!, adminAccount);
  for (const listing of [guesthouse, villa]) await approveThroughApi(admin.request, baseURL!, listing._id);
  const featured = await admin.request.patch(`/api/listing/featured/${villa._id}`, {
    headers: { Origin: new URL(baseURL!).origin },
    data: {},
  });
  expect(featured.status(), await featured.text()).toBe(200);
  await admin.context().close();
});

async function visitorPage(browser: Browser, baseURL: string, width = 1280): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width, height: width < 768 ? 844 : 800 } });
  await context.addInitScript(() => localStorage.setItem('cookieConsent', 'accepted'));
  return context.newPage();
}

test('a visitor goes from the home page to a category, and finds the newest place of that kind', async ({ browser, baseURL }) => {
  const page = await visitorPage(browser, baseURL!);
  await page.goto('/');

  const recent = page.getByRole('region', { name: LISTING_TYPE_TEXT.guesthouse.sectionHeading });
  const card = recent.getByRole('article', { name: guesthouse.name });
  await expect(card).toBeVisible();
  await expect(card.getByText('Rs. 12,500')).toHaveText('Rs. 12,500 / daily');
  await expect(card.getByText('3 bedrooms')).toBeVisible();
  await expect(card.getByText('1 bathroom')).toBeVisible();
  await expect(recent.getByRole('link', { name: 'Show more...' })).toHaveAttribute('href', '/search?type=guesthouse');

  await page
    .getByRole('region', { name: 'Our Categories:' })
    .getByRole('link', { name: LISTING_TYPE_TEXT.guesthouse.categoryLabel })
    .click();
  await expect(page).toHaveURL('/search?type=guesthouse');
  await expect(page.getByRole('article', { name: guesthouse.name })).toBeVisible();
  await page.context().close();
});

test('a featured place is a slide that opens its listing', async ({ browser, baseURL }) => {
  const page = await visitorPage(browser, baseURL!);
  await page.goto('/');

  const carousel = page.getByRole('region', { name: 'Featured Places' }).getByRole('group', { name: 'Featured places' });
  await expect(carousel).toBeVisible();
  // Another test's featured places may come first: the dots lead to ours.
  const slide = carousel.getByRole('link', { name: new RegExp(villa.name) });
  for (const dot of await carousel.getByRole('button', { name: /^Show featured place/ }).all()) {
    if (await slide.isVisible()) break;
    await dot.click();
  }
  await slide.click();
  await expect(page).toHaveURL(`/listing/${villa._id}`);
  await expect(page.getByRole('heading', { level: 1, name: villa.name })).toBeVisible();
  await page.context().close();
});

test('a visitor who presses a favourite button is sent to sign in without a request, and comes back after it', async ({
  browser,
  baseURL,
}) => {
  const page = await visitorPage(browser, baseURL!);
  const favouriteCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/user/')) favouriteCalls.push(`${request.method()} ${request.url()}`);
  });
  await page.goto('/');

  const card = page
    .getByRole('region', { name: LISTING_TYPE_TEXT.guesthouse.sectionHeading })
    .getByRole('article', { name: guesthouse.name });
  await card.getByRole('button', { name: 'Add to favorites' }).click();

  await expect(page).toHaveURL('/sign-in');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  expect(favouriteCalls).toEqual([]);

  const account = newAccount('home-visitor');
  await signUpThroughApi(page.request, baseURL!, account);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/');
  await expect(card.getByRole('button', { name: 'Add to favorites' })).toBeEnabled();
  await page.context().close();
});

test('on a phone the home page shows the hero, categories, featured places and recent sections without sideways scrolling', async ({
  browser,
  baseURL,
}) => {
  const page = await visitorPage(browser, baseURL!, 390);
  await page.goto('/');

  await expect(page.getByRole('heading', { level: 1, name: 'Find your next perfect place to stay.' })).toBeInViewport();
  await expect(page.getByRole('region', { name: 'Our Categories:' }).getByRole('link')).toHaveCount(11);
  await expect(page.getByRole('region', { name: 'Featured Places' }).getByRole('group', { name: 'Featured places' })).toBeVisible();
  const card = page
    .getByRole('region', { name: LISTING_TYPE_TEXT.guesthouse.sectionHeading })
    .getByRole('article', { name: guesthouse.name });
  await card.scrollIntoViewIfNeeded();
  await expect(card).toBeInViewport();
  // In a Recent row a card takes 80% of the phone's width, its cover 180 px high, the next card peeking in.
  const cardBox = await card.boundingBox();
  expect(cardBox!.width).toBeCloseTo(312, 0);
  expect((await card.getByRole('img', { name: guesthouse.name }).boundingBox())!.height).toBeCloseTo(180, 0);

  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, viewport: window.innerWidth }));
  expect(widths.page).toBeLessThanOrEqual(widths.viewport);
  await page.context().close();
});
