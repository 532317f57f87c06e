import { type Browser, type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { LISTING_TYPE_TEXT } from '../../services/contracts/src/listing-types';
import { REVIEW_MESSAGES } from '../../services/contracts/src/engagement-messages';
import { MESSAGES } from '../../services/contracts/src/messages';
import { makeAdmin, newAccount, signInThroughApi, signUpThroughApi } from '../support/accounts';
import { approveThroughApi, createListingThroughApi, uploadListingImage, type CreatedListing } from '../support/listings';

/**
 * The listing page as people use it: a visitor arriving from a category, looking through the
 * photos full screen and sharing the link; a user reviewing it (once); its owner, who may not;
 * and the page on a phone.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

async function newPage(browser: Browser, baseURL: string, viewport = DESKTOP): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport });
  // The cookie banner sits over the bottom of the page; it has tests of its own.
  await context.addInitScript(() => localStorage.setItem('cookieConsent', 'accepted'));
  return context.newPage();
}

async function signedInPage(browser: Browser, baseURL: string, prefix: string, { admin = false, viewport = DESKTOP } = {}) {
  const page = await newPage(browser, baseURL, viewport);
  const account = newAccount(prefix);
  await signUpThroughApi(page.request, baseURL, account);
  if (admin) await makeAdmin(account);
  await signInThroughApi(page, baseURL, account);
  return { page, account };
}

/** The page's slider shows this photo, and its counter says so. */
async function expectSliderOn(page: Page, photo: number) {
  const slide = page
    .getByRole('list', { name: 'Photos' })
    .getByRole('listitem')
    .nth(photo - 1);
  await expect(slide).toHaveAttribute('aria-current', 'true');
  await expect(slide).toBeInViewport({ ratio: 0.9 });
  await expect(page.getByText(`${photo} / 3`, { exact: true })).toBeVisible();
}

const TYPE = 'bungalow';
let owner: Page;
let listing: CreatedListing;
let imageUrls: string[];

test.beforeAll(async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  ({ page: owner } = await signedInPage(browser, baseURL!, 'detail-owner'));
  const { page: admin } = await signedInPage(browser, baseURL!, 'detail-admin', { admin: true });
  imageUrls = [];
  for (const name of ['front.png', 'garden.png', 'room.png']) imageUrls.push(await uploadListingImage(owner.request, baseURL!, name));
  listing = await createListingThroughApi(owner.request, baseURL!, {
    name: `Hillside bungalow ${Date.now().toString(36)} in Ella`,
    type: TYPE,
    rentType: 'daily',
    district: 'Badulla',
    city: 'Ella',
    rent: 18_500,
    imageUrls,
  });
  await approveThroughApi(admin.request, baseURL!, listing._id);
  await admin.context().close();
});

// The owner's page serves the tests below; a context from beforeAll outlives each test's own.
test.afterAll(async () => {
  await owner.context().close();
});

test('a visitor comes from a category to the listing, looks through its photos full screen and copies its link', async ({
  browser,
  baseURL,
}) => {
  const page = await newPage(browser, baseURL!);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });

  await page.goto('/');
  await page.getByRole('link', { name: LISTING_TYPE_TEXT[TYPE].categoryLabel, exact: true }).click();
  await expect(page).toHaveURL(`/search?type=${TYPE}`);
  await page.getByRole('link', { name: listing.name }).first().click();

  await expect(page).toHaveURL(`/listing/${listing._id}`);
  await expect(page.getByRole('heading', { level: 1, name: listing.name })).toBeVisible();
  await expect(page).toHaveTitle(`${listing.name} | Nivasa`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^Bungalow in Ella, Badulla\. Rs\. 18,500 \/ daily\./);
  const cover = page.getByRole('img', { name: `${listing.name}: cover photo` });
  await expect(cover).toHaveAttribute('fetchpriority', 'high');
  await expect(cover).toHaveAttribute('src', `${imageUrls[0]}?size=detail`);
  await expect(page.getByText(MESSAGES.signInToContact)).toBeVisible();

  // Full screen, the keyboard moves through the photos (full size) and Escape closes.
  await page.getByRole('button', { name: 'Open photo 1 of 3 full screen' }).click();
  const lightbox = page.getByRole('dialog', { name: 'Lightbox' });
  await expect(lightbox).toBeVisible();
  // The photos beside the one shown wait off screen, so "shown" is wholly in the viewport.
  const shown = (photo: number) => lightbox.getByRole('img', { name: `${listing.name}: photo ${photo} of 3` });
  await expect(shown(1)).toHaveAttribute('src', `${imageUrls[0]}?size=full`);
  await page.keyboard.press('ArrowRight');
  await expect(shown(2)).toBeInViewport({ ratio: 1 });
  await expect(shown(2)).toHaveAttribute('src', `${imageUrls[1]}?size=full`);
  await page.keyboard.press('ArrowLeft');
  await expect(shown(1)).toBeInViewport({ ratio: 1 });
  await page.keyboard.press('ArrowRight');
  await expect(shown(2)).toBeInViewport({ ratio: 1 });
  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();
  await expectSliderOn(page, 2);
  await expect(page.getByRole('button', { name: 'Show photo 2' })).toHaveAttribute('aria-pressed', 'true');
  // Focus comes back to the photo seen last, not the one the lightbox opened on.
  await expect(page.getByRole('button', { name: 'Open photo 2 of 3 full screen' })).toBeFocused();

  // Escape pressed on the heels of a move: the lightbox still makes the move as it fades, and the slider follows.
  await page.getByRole('button', { name: 'Open photo 2 of 3 full screen' }).click();
  await expect(shown(2)).toBeInViewport({ ratio: 1 });
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();
  await expectSliderOn(page, 3);

  // No share sheet in desktop Chromium: the link is copied.
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByText(MESSAGES.linkCopied)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${new URL(baseURL!).origin}/listing/${listing._id}`);
  await expect(page.getByText(MESSAGES.linkCopied)).toBeHidden({ timeout: 4_000 });
});

test('a user posts a review, sees it with the rating updated, and is refused a second one', async ({ browser, baseURL }) => {
  const { page, account } = await signedInPage(browser, baseURL!, 'detail-reviewer');
  await page.goto(`/listing/${listing._id}`);

  // Signed in, the owner can be reached once the number is asked for.
  const contact = page.getByRole('region', { name: 'Contact the owner' });
  await contact.getByRole('button', { name: 'Show phone number' }).click();
  await expect(contact.getByRole('link', { name: 'Call +94 77 123 4567' })).toHaveAttribute('href', 'tel:+94771234567');
  await expect(contact.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\/94771234567\?text=/);
  await expect(contact.getByRole('link', { name: 'Email the owner' })).toHaveAttribute(
    'href',
    new RegExp(`^mailto:[^?]+\\?subject=${encodeURIComponent(listing.name)}&`),
  );

  const reviews = page.getByRole('region', { name: 'Reviews' });
  await expect(reviews.getByText(REVIEW_MESSAGES.noReviews)).toBeVisible();
  await expect(page.getByRole('link', { name: 'No reviews yet' })).toBeVisible();
  await reviews.getByRole('button', { name: 'Write a review' }).click();
  await reviews.getByRole('radio').nth(3).click();
  await reviews.getByLabel('Your review').fill('Lovely view of the hills and a helpful owner.');
  await reviews.getByRole('button', { name: 'Post review' }).click();

  await expect(reviews.getByText(REVIEW_MESSAGES.posted)).toBeVisible();
  const posted = reviews.getByRole('listitem', { name: account.username });
  await expect(posted).toContainText('Lovely view of the hills and a helpful owner.');
  await expect(posted.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
  await expect(reviews.getByLabel('Your review')).toHaveValue('');
  await expect(page.getByRole('link', { name: '(1 review)' })).toBeVisible();
  // Beside the name, and on the review.
  await expect(page.getByRole('img', { name: 'Rated 4 out of 5' })).toHaveCount(2);

  await reviews.getByRole('radio').nth(4).click();
  await reviews.getByLabel('Your review').fill('Even better the second time.');
  await reviews.getByRole('button', { name: 'Post review' }).click();
  await expect(reviews.getByText(REVIEW_MESSAGES.alreadyReviewed)).toBeVisible();

  // Still one review, and the same rating, after a reload too.
  await page.reload();
  await expect(reviews.getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('link', { name: '(1 review)' })).toBeVisible();
});

test("the owner sees the listing's status and cannot review it", async () => {
  await owner.goto(`/listing/${listing._id}`);

  const box = owner.getByRole('region', { name: 'Your listing' });
  await expect(box.getByText('Approved')).toBeVisible();
  await expect(box.getByRole('link', { name: 'Edit listing' })).toHaveAttribute('href', `/update-listing/${listing._id}`);
  const reviews = owner.getByRole('region', { name: 'Reviews' });
  await expect(reviews.getByText(REVIEW_MESSAGES.ownListing)).toBeVisible();
  await expect(reviews.getByRole('button', { name: 'Write a review' })).toHaveCount(0);
});

test('on a phone the photos swipe, the page fits the screen, and contact stays at hand', async ({ browser, baseURL }) => {
  const page = await newPage(browser, baseURL!, PHONE);
  await page.goto(`/listing/${listing._id}`);
  await expect(page.getByRole('heading', { level: 1, name: listing.name })).toBeVisible();

  // Nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  // Arrows and thumbnails give way to swiping and the dots.
  await expect(page.getByRole('button', { name: 'Next photo' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Show photo 2' })).toBeHidden();
  const photos = page.getByRole('list', { name: 'Photos' });
  await photos.evaluate((track) => track.scrollTo({ left: track.clientWidth, behavior: 'instant' }));
  await expect(page.getByRole('img', { name: `${listing.name}: photo 2` })).toBeInViewport();
  await expectSliderOn(page, 2);

  // After the lightbox the slider is on the photo seen last.
  await page.getByRole('button', { name: 'Open photo 2 of 3 full screen' }).click();
  const lightbox = page.getByRole('dialog', { name: 'Lightbox' });
  const shown = (photo: number) => lightbox.getByRole('img', { name: `${listing.name}: photo ${photo} of 3` });
  await expect(shown(2)).toBeInViewport({ ratio: 1 });
  await page.keyboard.press('ArrowRight');
  await expect(shown(3)).toBeInViewport({ ratio: 1 });
  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();
  await expectSliderOn(page, 3);

  // The bar at the bottom leads to the contact box.
  const bar = page.getByRole('link', { name: 'Contact owner' });
  await expect(bar).toBeInViewport();
  await bar.click();
  await expect(page.getByRole('region', { name: 'Contact the owner' })).toBeInViewport();

  // In Tamil, whose label is twice as long, the bar's button wraps its label and stays on the screen.
  await page.goto(`/ta/listing/${listing._id}`);
  const tamilBar = page.locator('a[href="#contact"]').last();
  await expect(tamilBar).toBeInViewport({ ratio: 1 });
  expect(await tamilBar.evaluate((link) => link.scrollWidth <= link.clientWidth)).toBe(true);
});

test("a phone takes the card size of a listing's photos, as wide as they show; a sharper screen the detail size", async ({
  browser,
  baseURL,
}) => {
  // Lighthouse's phone (412 px at 1.75) and a 390 px one at 2 need at most 720 pixels across; at 3, more.
  for (const [viewport, deviceScaleFactor, size] of [
    [{ width: 412, height: 823 }, 1.75, 'card'],
    [{ width: 390, height: 844 }, 2, 'card'],
    [{ width: 390, height: 844 }, 3, 'detail'],
  ] as const) {
    const context = await browser.newContext({ baseURL, viewport, deviceScaleFactor });
    const page = await context.newPage();
    await page.goto(`/listing/${listing._id}`);
    const cover = page.getByRole('img', { name: `${listing.name}: cover photo` });
    await expect
      .poll(() => cover.evaluate((image: HTMLImageElement) => image.currentSrc), { message: `${deviceScaleFactor}×` })
      .toMatch(new RegExp(`\\?size=${size}$`));
    await page.goto(`/search?type=${TYPE}&district=Badulla`);
    const card = page.getByRole('article').filter({ hasText: listing.name }).getByRole('img').first();
    await expect
      .poll(() => card.evaluate((image: HTMLImageElement) => image.currentSrc), { message: `${deviceScaleFactor}× card` })
      .toMatch(new RegExp(`\\?size=${size}$`));
    await context.close();
  }
});
