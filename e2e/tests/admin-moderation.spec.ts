import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Listing, ListingAnalytics, ListingInput } from '../../services/contracts/src/api';
import { makeAdmin, newAccount, signInThroughApi, signUpThroughApi, type TestAccount } from '../support/accounts';
import { noisePng } from '../support/png';

/** An owner's listing, made through the API as the create form would: an upload, then the listing. */
async function createListing(request: APIRequestContext, baseURL: string, name: string, type: ListingInput['type']): Promise<Listing> {
  const headers = { Origin: new URL(baseURL).origin };
  const upload = await request.post('/api/images?purpose=listing', {
    headers,
    multipart: { image: { name: 'room.png', mimeType: 'image/png', buffer: noisePng(320, 240) } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const { url } = (await upload.json()) as { url: string };
  const input: ListingInput = {
    name,
    description: 'A bright room with a desk, five minutes from the university gate.',
    address: '12 Galaha Road',
    district: 'Kandy',
    city: 'Peradeniya',
    type,
    rentType: 'monthly',
    bedrooms: 1,
    bathrooms: 1,
    beds: 1,
    rent: 25_000,
    area: 120,
    parking: false,
    furnished: true,
    kitchen: false,
    hotwater: true,
    aircondition: false,
    imageUrls: [url],
  };
  const created = await request.post('/api/listing/create', { headers, data: input });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { listing: Listing }).listing;
}

async function signInOwner(request: APIRequestContext, baseURL: string, owner: TestAccount) {
  await signUpThroughApi(request, baseURL, owner);
  const response = await request.post('/api/auth/signin', {
    data: { email: owner.email, password: owner.password },
    headers: { Origin: new URL(baseURL).origin },
  });
  expect(response.status()).toBe(200);
}

/** Answers the open Yes/No confirmation with Yes. */
async function confirm(page: Page, question: string) {
  const popup = page.locator('.ant-popover').filter({ hasText: question });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'Yes' }).click();
}

test.describe('moderation in the admin remote', () => {
  test('an admin approves, features, disapproves with a reason and deletes; analytics and the log show it', async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const stamp = Date.now().toString(36);
    const owner = newAccount('owner');
    await signInOwner(request, baseURL!, owner);
    const kept = await createListing(request, baseURL!, `Room by the lake ${stamp}`, 'singleroom');
    const removed = await createListing(request, baseURL!, `Annex to delete ${stamp}`, 'annex');

    const admin = newAccount('admin');
    await signUpThroughApi(page.request, baseURL!, admin);
    await makeAdmin(admin);
    await signInThroughApi(page, baseURL!, admin);

    // Approve: the listing leaves the pending table.
    await page.goto('/dashboard/dashboard-approve');
    const keptRow = page.getByRole('row').filter({ hasText: kept.name });
    await expect(keptRow.getByRole('link', { name: kept.name })).toHaveAttribute('href', `/listing/${kept._id}`);
    await keptRow.getByRole('button', { name: 'Approve' }).click();
    await confirm(page, 'Are you sure you want to approve this listing?');
    await expect(keptRow).toHaveCount(0);

    // Feature it, then disapprove it with a reason: it leaves the approved listings.
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'View Listings' }).click();
    const rooms = page.getByRole('region', { name: /^Single Rooms/ });
    const card = rooms.getByRole('article', { name: kept.name });
    await card.getByRole('button', { name: 'Add Featured' }).click();
    await expect(card.getByRole('button', { name: 'Remove Featured' })).toBeVisible();
    await expect(card.getByText('Featured', { exact: true })).toBeVisible();
    await card.getByRole('button', { name: 'Disapprove' }).click();
    await page.getByRole('textbox', { name: 'Reason for the owner (optional)' }).fill('The photos show another house.');
    await confirm(page, 'Are you sure you want to disapprove this listing?');
    await expect(card).toHaveCount(0);
    const ownersView = await request.get(`/api/listing/get/${kept._id}`);
    expect(await ownersView.json()).toMatchObject({
      status: 'disapproved',
      featured: false,
      statusReason: 'The photos show another house.',
    });

    // Delete the other one from the pending table.
    await page.goto('/dashboard/dashboard-approve');
    const removedRow = page.getByRole('row').filter({ hasText: removed.name });
    await removedRow.getByRole('button', { name: 'Delete' }).click();
    await confirm(page, 'Are you sure you want to delete this listing?');
    await expect(removedRow).toHaveCount(0);
    expect((await request.get(`/api/listing/get/${removed._id}`)).status()).toBe(404);

    // Analytics: the total as the API counts it now, and the disapproval among the statuses.
    const { totalListings, byStatus } = (await (await page.request.get('/api/admin/analytics')).json()) as ListingAnalytics;
    await page.goto('/dashboard/analytics');
    await expect(page.getByText('Total Number of Listings').locator('xpath=following-sibling::*[1]')).toHaveText(
      totalListings.toLocaleString('en-US'),
    );
    const statuses = page.getByRole('figure', { name: 'Listings by status' });
    await statuses.getByText('Show the numbers').click();
    await expect(statuses.getByRole('row', { name: /Not approved/ })).toContainText(byStatus.disapproved.toLocaleString('en-US'));
    await expect(page.locator('canvas')).toHaveCount(4);

    // The log, newest first: the four actions just taken, by this admin.
    await page.goto('/dashboard/audit');
    const rows = page.getByRole('row');
    const expected = [
      ['Deleted', removed.name, '—'],
      ['Disapproved', kept.name, 'The photos show another house.'],
      ['Featured', kept.name, '—'],
      ['Approved', kept.name, '—'],
    ];
    for (const [index, [action, listing, reason]] of expected.entries()) {
      const row = rows.nth(index + 1);
      await expect(row).toContainText(admin.username);
      await expect(row).toContainText(action);
      await expect(row).toContainText(listing);
      await expect(row).toContainText(reason);
    }
  });

  test('a plain user is sent away from every admin page', async ({ page, baseURL }) => {
    const user = newAccount('plain');
    await signUpThroughApi(page.request, baseURL!, user);
    await signInThroughApi(page, baseURL!, user);
    for (const path of ['/dashboard/dashboard-approve', '/dashboard/view-listings', '/dashboard/analytics', '/dashboard/audit']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/sign-in$/);
    }
  });

  test('the analytics page alone loads the chart library', async ({ page, baseURL }) => {
    const admin = newAccount('charts');
    await signUpThroughApi(page.request, baseURL!, admin);
    await makeAdmin(admin);
    await signInThroughApi(page, baseURL!, admin);
    const chartScripts: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script' || response.status() !== 200) return;
      // A message only Chart.js carries.
      if ((await response.text()).includes('Failed to create chart')) chartScripts.push(response.url());
    });

    for (const path of ['/dashboard-home', '/dashboard/dashboard-approve', '/dashboard/view-listings', '/dashboard/audit']) {
      await page.goto(path, { waitUntil: 'networkidle' });
      await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    }
    expect(chartScripts).toEqual([]);
    await page.goto('/dashboard/analytics', { waitUntil: 'networkidle' });
    await expect(page.getByText('Total Number of Listings')).toBeVisible();
    expect(chartScripts).toHaveLength(1);
  });
});
