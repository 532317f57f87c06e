import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext, type Route } from '@playwright/test';
import { expect, test } from '../support/test';
import { isSharedScripts, SHARED_SCRIPTS_FILE } from '@nivasa/contracts/federation';
import type { ListingAnalytics } from '../../services/contracts/src/api';
import { makeAdmin, newAccount, signInThroughApi, signUpThroughApi, type TestAccount } from '../support/accounts';
import { confirmYes, createListingThroughApi } from '../support/listings';

async function signInOwner(request: APIRequestContext, baseURL: string, owner: TestAccount) {
  await signUpThroughApi(request, baseURL, owner);
  const response = await request.post('/api/auth/signin', {
    data: { email: owner.email, password: owner.password },
    headers: { Origin: new URL(baseURL).origin },
  });
  expect(response.status()).toBe(200);
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
    const kept = await createListingThroughApi(request, baseURL!, { name: `Room by the lake ${stamp}`, type: 'singleroom' });
    const removed = await createListingThroughApi(request, baseURL!, { name: `Annex to delete ${stamp}`, type: 'annex' });

    const admin = newAccount('admin');
    await signUpThroughApi(page.request, baseURL!, admin);
    await makeAdmin(admin);
    await signInThroughApi(page, baseURL!, admin);

    // Approve: the listing leaves the pending table.
    await page.goto('/dashboard/dashboard-approve');
    const keptRow = page.getByRole('row').filter({ hasText: kept.name });
    await expect(keptRow.getByRole('link', { name: kept.name })).toHaveAttribute('href', `/listing/${kept._id}`);
    await keptRow.getByRole('button', { name: 'Approve' }).click();
    await confirmYes(page, 'Are you sure you want to approve this listing?');
    await expect(keptRow).toHaveCount(0);

    // Feature it, then disapprove it with a reason: it leaves the approved listings.
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'View Listings' }).click();
    const rooms = page.getByRole('region', { name: /^Single Rooms/ });
    const card = rooms.getByRole('article', { name: kept.name });
    // Featuring refetches the type's page; a confirmation opened while that answer lands can be redrawn away.
    const refetched = page.waitForResponse((response) => response.url().includes('/api/listing/get?type=singleroom'));
    await card.getByRole('button', { name: 'Add Featured' }).click();
    await refetched;
    await expect(card.getByRole('button', { name: 'Remove Featured' })).toBeVisible();
    await expect(card.getByText('Featured', { exact: true })).toBeVisible();
    await card.getByRole('button', { name: 'Disapprove' }).click();
    await page.getByRole('textbox', { name: 'Reason for the owner (optional)' }).fill('The photos show another house.');
    await confirmYes(page, 'Are you sure you want to disapprove this listing?');
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
    await confirmYes(page, 'Are you sure you want to delete this listing?');
    await expect(removedRow).toHaveCount(0);
    expect((await request.get(`/api/listing/get/${removed._id}`)).status()).toBe(404);

    // Analytics: the total as the API counted it for the page (other files add listings meanwhile), and the
    // disapproval among the statuses.
    const answer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/admin/analytics');
    await page.goto('/dashboard/analytics');
    const { totalListings, byStatus } = (await (await answer).json()) as ListingAnalytics;
    expect(byStatus.disapproved).toBeGreaterThanOrEqual(1);
    await expect(page.getByText('Total Number of Listings').locator('xpath=following-sibling::*[1]')).toHaveText(
      totalListings.toLocaleString('en-US'),
    );
    const statuses = page.getByRole('figure', { name: 'Listings by status' });
    await statuses.getByText('Show the numbers').click();
    await expect(statuses.getByRole('row', { name: /Not approved/ })).toContainText(byStatus.disapproved.toLocaleString('en-US'));
    await expect(page.locator('canvas')).toHaveCount(4);

    // The log, newest first: the four actions just taken, by this admin (other files' moderators may act in between).
    await page.goto('/dashboard/audit');
    const rows = page.getByRole('row').filter({ hasText: admin.username });
    const expected = [
      ['Deleted', removed.name, '—'],
      ['Disapproved', kept.name, 'The photos show another house.'],
      ['Featured', kept.name, '—'],
      ['Approved', kept.name, '—'],
    ];
    for (const [index, [action, listing, reason]] of expected.entries()) {
      const row = rows.nth(index);
      await expect(row).toContainText(action);
      await expect(row).toContainText(listing);
      await expect(row).toContainText(reason);
    }
  });

  test('a plain user is told every admin page is for moderators, and asks the admin API for nothing', async ({ page, baseURL }) => {
    const user = newAccount('plain');
    await signUpThroughApi(page.request, baseURL!, user);
    await signInThroughApi(page, baseURL!, user);
    const adminCalls: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/admin') || pathname === '/api/listing/pending') adminCalls.push(pathname);
    });
    for (const path of ['/dashboard/dashboard-approve', '/dashboard/view-listings', '/dashboard/analytics', '/dashboard/audit']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'The dashboard is for moderators' })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    }
    expect(adminCalls).toEqual([]);
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

  test("the queue's HTML does not preload antd, its first rows show before antd has arrived, its actions once it has", async ({
    page,
    request,
    baseURL,
  }) => {
    const owner = newAccount('owner');
    await signInOwner(request, baseURL!, owner);
    const waiting = await createListingThroughApi(request, baseURL!, { name: `Room before antd ${Date.now().toString(36)}` });
    const admin = newAccount('admin');
    await signUpThroughApi(page.request, baseURL!, admin);
    await makeAdmin(admin);
    await signInThroughApi(page, baseURL!, admin);

    // The shell provides antd: hold its files until the rows have shown.
    const shared: unknown = JSON.parse(readFileSync(join(__dirname, '../../shell/dist', SHARED_SCRIPTS_FILE), 'utf8'));
    if (!isSharedScripts(shared)) throw new Error(`shell/dist/${SHARED_SCRIPTS_FILE} is not a shared-scripts list`);
    const antdFiles = new Set(shared['@nivasa/ui/antd']);
    expect(antdFiles.size).toBeGreaterThan(0);
    // antd would share the phone's bandwidth with the page's own code and its first page of listings.
    const html = await (await page.request.get('/dashboard/dashboard-approve')).text();
    const preloaded = [...html.matchAll(/<link rel="preload" as="script" href="([^"]+)"/g)].map(([, href]) =>
      new URL(href, baseURL).pathname.slice(1),
    );
    expect(preloaded.length).toBeGreaterThan(0);
    expect(preloaded.filter((file) => antdFiles.has(file))).toEqual([]);
    const held: Route[] = [];
    let released = false;
    await page.route(
      (url) => antdFiles.has(url.pathname.slice(1)),
      (route) => void (released ? route.continue() : held.push(route)),
    );

    await page.goto('/dashboard/dashboard-approve');
    const row = page.getByRole('row').filter({ hasText: waiting.name });
    await expect(row.getByRole('link', { name: waiting.name })).toBeVisible();
    await expect.poll(() => held.length).toBeGreaterThan(0);
    await expect(row.getByRole('button', { name: 'Approve' })).toHaveCount(0);

    released = true;
    for (const route of held) await route.continue();
    await expect(row.getByRole('button', { name: 'Approve' })).toBeVisible();
  });
});
