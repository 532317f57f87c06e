import { type Browser, type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { isoDay } from '../../services/contracts/src/availability';
import { AVAILABILITY_TEXT } from '../../services/contracts/src/availability';
import { LISTING_MESSAGES, SEARCH_MESSAGES } from '../../services/contracts/src/listing-messages';
import { MESSAGES } from '../../services/contracts/src/messages';
import { makeAdmin, newAccount, signInThroughApi, signUpThroughApi } from '../support/accounts';
import { approveThroughApi, createListingThroughApi } from '../support/listings';

/** One new field end to end: the owner's form, the card, the listing's page and search's 'Available by'. */

async function signedInPage(browser: Browser, baseURL: string, prefix: string, { admin = false } = {}): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  await context.addInitScript(() => localStorage.setItem('cookieConsent', 'accepted'));
  const page = await context.newPage();
  const account = newAccount(prefix);
  await signUpThroughApi(page.request, baseURL, account);
  if (admin) await makeAdmin(account);
  await signInThroughApi(page, baseURL, account);
  return page;
}

test('the day a place is free from: set on the form, shown on the card and the listing page, and found by "Available by"', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const owner = await signedInPage(browser, baseURL!, 'available-owner');
  const admin = await signedInPage(browser, baseURL!, 'available-admin', { admin: true });
  const stamp = `free${Date.now().toString(36)}`;
  const listing = await createListingThroughApi(owner.request, baseURL!, { name: `Garden annex ${stamp} in Kandy` });
  const freeFrom = isoDay(Date.now(), 45);
  const fromText = AVAILABILITY_TEXT.from(freeFrom);

  // The form: a day too far ahead is refused under the field, in the schema's words; a good one is saved.
  await owner.goto(`/update-listing/${listing._id}`);
  const dateField = owner.getByLabel(LISTING_MESSAGES.availableFromLabel);
  await dateField.fill(isoDay(Date.now(), 400));
  await owner.getByRole('button', { name: 'Update listing' }).click();
  await expect(owner.getByText(LISTING_MESSAGES.availableFrom)).toBeVisible();
  await dateField.fill(freeFrom);
  await owner.getByRole('button', { name: 'Update listing' }).click();
  await expect(owner).toHaveURL(new RegExp(`/listing/${listing._id}$`));
  await approveThroughApi(admin.request, baseURL!, listing._id);

  // The card, in search: 'From 1 Dec'.
  const visitor = await browser.newPage({ baseURL, viewport: { width: 1280, height: 900 } });
  await visitor.goto(`/search?searchTerm=${stamp}`);
  const card = visitor.getByRole('article', { name: `Garden annex ${stamp} in Kandy` });
  await expect(card.getByText(fromText)).toBeVisible();

  // The listing's page says when one can move in.
  await card.getByRole('link', { name: `Garden annex ${stamp} in Kandy` }).click();
  await expect(visitor).toHaveURL(new RegExp(`/listing/${listing._id}$`));
  const summary = visitor.getByRole('region', { name: 'Price and contact' });
  await expect(summary.getByText(AVAILABILITY_TEXT.label)).toBeVisible();
  await expect(summary.getByText(fromText)).toBeVisible();

  // Search's filter: a day before it leaves the place out; its own day finds it, and the address says so.
  await visitor.goto(`/search?searchTerm=${stamp}`);
  const availableBy = visitor.getByLabel(SEARCH_MESSAGES.availableByLabel);
  await availableBy.fill(isoDay(Date.now(), 44));
  await visitor.getByRole('button', { name: 'Apply filters' }).click();
  await expect(visitor).toHaveURL(`/search?searchTerm=${stamp}&availableBy=${isoDay(Date.now(), 44)}`);
  await expect(visitor.getByText(MESSAGES.noListingsFound)).toBeVisible();
  await visitor.getByLabel(SEARCH_MESSAGES.availableByLabel).fill(freeFrom);
  await visitor.getByRole('button', { name: 'Apply filters' }).click();
  await expect(visitor).toHaveURL(`/search?searchTerm=${stamp}&availableBy=${freeFrom}`);
  await expect(visitor.getByRole('article', { name: `Garden annex ${stamp} in Kandy` })).toBeVisible();

  for (const [width, name] of [
    [390, 'phone'],
    [1280, 'desktop'],
  ] as const) {
    await visitor.setViewportSize({ width, height: 900 });
    await visitor.screenshot({ path: test.info().outputPath(`available-by-${name}.png`), fullPage: false });
  }
  await owner.context().close();
  await admin.context().close();
});
