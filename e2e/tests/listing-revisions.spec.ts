import { type Browser, type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { LISTING_MESSAGES } from '../../services/contracts/src/listing-messages';
import { makeAdmin, newAccount, signInThroughApi, signUpThroughApi } from '../support/accounts';
import { approveThroughApi, confirmYes, createListingThroughApi } from '../support/listings';

/**
 * An owner's edit of a live listing waits for review while the public still sees the approved
 * version; the moderator sees what changed and approves it; then the public sees the change.
 * The owner, the admin and a visitor each have their own browser.
 */

async function browserPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  // The cookie banner sits over the bottom of the page; it has tests of its own.
  await context.addInitScript(() => localStorage.setItem('cookieConsent', 'accepted'));
  return context.newPage();
}

async function signedInPage(browser: Browser, baseURL: string, prefix: string, { admin = false } = {}): Promise<Page> {
  const page = await browserPage(browser, baseURL);
  const account = newAccount(prefix);
  await signUpThroughApi(page.request, baseURL, account);
  if (admin) await makeAdmin(account);
  await signInThroughApi(page, baseURL, account);
  return page;
}

test("an owner's edit of a live listing waits for review while visitors see the approved price, until a moderator approves it", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const owner = await signedInPage(browser, baseURL!, 'revision-owner');
  const admin = await signedInPage(browser, baseURL!, 'revision-admin', { admin: true });
  const visitor = await browserPage(browser, baseURL!);
  const name = `Garden annex by the lake ${Date.now().toString(36)}`;
  const listing = await createListingThroughApi(owner.request, baseURL!, { name, rent: 30_000 });
  await approveThroughApi(admin.request, baseURL!, listing._id);
  const priceOnPage = () => visitor.getByLabel('Price and contact');

  await visitor.goto(`/listing/${listing._id}`);
  await expect(priceOnPage()).toContainText('Rs. 30,000 / monthly');

  // The owner raises the rent: the form stays, saying the change waits for review.
  await owner.goto(`/update-listing/${listing._id}`);
  await owner.getByLabel('Rent', { exact: true }).fill('34000');
  await owner.getByRole('button', { name: 'Update listing' }).click();
  await expect(owner.getByText(LISTING_MESSAGES.changesWaiting)).toBeVisible();
  await expect(owner).toHaveURL(new RegExp(`/update-listing/${listing._id}$`));
  await owner.goto('/my-listings');
  const row = owner.getByRole('list', { name: 'Your listings' }).getByRole('listitem').filter({ hasText: name });
  await expect(row.getByText(LISTING_MESSAGES.statusApproved, { exact: true })).toBeVisible();
  await expect(row.getByText(LISTING_MESSAGES.changesWaiting)).toBeVisible();

  // Visitors still see the approved price.
  await visitor.reload();
  await expect(priceOnPage()).toContainText('Rs. 30,000 / monthly');

  // The admin sees the change, old and new, and approves exactly it.
  await admin.goto('/dashboard/dashboard-approve');
  const pendingRow = admin.getByRole('row').filter({ hasText: name });
  await expect(pendingRow.getByText(LISTING_MESSAGES.changesToReview)).toBeVisible();
  await expect(pendingRow.getByRole('term')).toHaveText(['Rent or price']);
  await expect(pendingRow.getByRole('definition')).toHaveText(/30,000\s*→\s*34,000/);
  await pendingRow.getByRole('button', { name: LISTING_MESSAGES.approveChanges, exact: true }).click();
  await confirmYes(admin, LISTING_MESSAGES.confirmApproveChanges);
  await expect(pendingRow).toHaveCount(0);

  // Now the public sees the new price, and the owner's listing has nothing waiting.
  await visitor.reload();
  await expect(priceOnPage()).toContainText('Rs. 34,000 / monthly');
  await owner.reload();
  await expect(row.getByText(LISTING_MESSAGES.statusApproved, { exact: true })).toBeVisible();
  await expect(row.getByText(LISTING_MESSAGES.changesWaiting)).toHaveCount(0);
});
