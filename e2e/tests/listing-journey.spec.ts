import { type Browser, type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import type { Listing } from '../../services/contracts/src/api';
import { LISTING_MESSAGES } from '../../services/contracts/src/listing-messages';
import { makeAdmin, newAccount, signInThroughApi, signUpThroughApi } from '../support/accounts';
import { confirmYes, createListingThroughApi } from '../support/listings';

/**
 * One listing's life across the three remotes: the owner's pages (mfe-account, the listing page
 * of mfe-public) and the admin's (mfe-admin), each in its own browser, with public search in
 * between as a visitor sees it.
 */

async function signedInPage(browser: Browser, baseURL: string, prefix: string, { admin = false } = {}): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  // The cookie banner sits over the bottom of the page; it has tests of its own.
  await context.addInitScript(() => localStorage.setItem('cookieConsent', 'accepted'));
  const page = await context.newPage();
  const account = newAccount(prefix);
  await signUpThroughApi(page.request, baseURL, account);
  if (admin) await makeAdmin(account);
  await signInThroughApi(page, baseURL, account);
  return page;
}

async function approveInDashboard(admin: Page, name: string, { changes = false } = {}) {
  await admin.goto('/dashboard/dashboard-approve');
  const row = admin.getByRole('row').filter({ hasText: name });
  await row.getByRole('button', { name: changes ? LISTING_MESSAGES.approveChanges : 'Approve', exact: true }).click();
  await confirmYes(admin, changes ? LISTING_MESSAGES.confirmApproveChanges : LISTING_MESSAGES.confirmApprove);
  await expect(row).toHaveCount(0);
}

test('a listing goes from its owner through moderation to public search, stays public while an edit is reviewed, and is disapproved with a reason the owner reads', async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const owner = await signedInPage(browser, baseURL!, 'journey-owner');
  const admin = await signedInPage(browser, baseURL!, 'journey-admin', { admin: true });
  const visitor = await playwright.request.newContext({ baseURL });
  const stamp = Date.now().toString(36);
  const name = `Lake view annex ${stamp}`;
  const listing = await createListingThroughApi(owner.request, baseURL!, { name });
  const inPublicSearch = async () => {
    const response = await visitor.get(`/api/listing/get?searchTerm=${stamp}`);
    expect(response.status()).toBe(200);
    return ((await response.json()) as Listing[]).map((found) => found._id);
  };

  // Waiting for approval: not public.
  await owner.goto(`/listing/${listing._id}`);
  await expect(owner.getByRole('region', { name: 'Your listing' }).getByText(LISTING_MESSAGES.statusPending)).toBeVisible();
  expect(await inPublicSearch()).toEqual([]);
  expect((await visitor.get(`/api/listing/get/${listing._id}`)).status()).toBe(404);

  // The admin approves it: public.
  await approveInDashboard(admin, name);
  expect(await inPublicSearch()).toEqual([listing._id]);

  // The owner edits it: the change waits for review, and the approved version stays in search.
  await owner.goto(`/update-listing/${listing._id}`);
  await owner.getByLabel('Title', { exact: true }).fill(`${name}, with parking`);
  await owner.getByRole('checkbox', { name: 'Parking' }).check();
  await owner.getByRole('button', { name: 'Update listing' }).click();
  await expect(owner.getByText(LISTING_MESSAGES.changesWaiting)).toBeVisible();
  await owner.goto(`/listing/${listing._id}`);
  const ownerBox = owner.getByRole('region', { name: 'Your listing' });
  await expect(ownerBox.getByText(LISTING_MESSAGES.statusApproved)).toBeVisible();
  await expect(ownerBox.getByText(LISTING_MESSAGES.changesWaiting)).toBeVisible();
  expect(await inPublicSearch()).toEqual([listing._id]);
  const seen = (await (await visitor.get(`/api/listing/get/${listing._id}`)).json()) as Listing;
  expect(seen).toMatchObject({ name, parking: false });
  await approveInDashboard(admin, name, { changes: true });
  expect(await inPublicSearch()).toEqual([listing._id]);
  expect(await (await visitor.get(`/api/listing/get/${listing._id}`)).json()).toMatchObject({
    name: `${name}, with parking`,
    parking: true,
  });

  // Featured, then disapproved with a reason: out of search, and the owner reads why.
  await admin.goto('/dashboard/view-listings');
  const card = admin.getByRole('region', { name: /^Annexes/ }).getByRole('article', { name: `${name}, with parking` });
  await card.getByRole('button', { name: 'Add Featured' }).click();
  await expect(card.getByRole('button', { name: 'Remove Featured' })).toBeVisible();
  await card.getByRole('button', { name: 'Disapprove' }).click();
  await admin.getByRole('textbox', { name: 'Reason for the owner (optional)' }).fill('Please add a photo of the bathroom.');
  await confirmYes(admin, LISTING_MESSAGES.confirmDisapprove);
  await expect(card).toHaveCount(0);
  expect(await inPublicSearch()).toEqual([]);

  await owner.goto('/my-listings');
  const row = owner
    .getByRole('list', { name: 'Your listings' })
    .getByRole('listitem')
    .filter({ hasText: `${name}, with parking` });
  await expect(row.getByText(LISTING_MESSAGES.statusDisapproved, { exact: true })).toBeVisible();
  await expect(row.getByText('Reason: Please add a photo of the bathroom.')).toBeVisible();

  await visitor.dispose();
});
