import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { findRunningEmbeddedDatabase } from '@nivasa/embedded-db';
import { LISTING_MESSAGES } from '@nivasa/contracts/listing-messages';
import { MongoClient, ObjectId } from 'mongodb';
import { signedInPage } from '../support/accounts';
import { approveThroughApi, createListingThroughApi } from '../support/listings';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The serious and critical findings of axe on the page as it stands. */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes[0]?.target.join(' ')} ${violation.nodes[0]?.failureSummary ?? ''}`);
}

/**
 * Moves a listing's dates in the running stack's database, as if its days had passed (the
 * browser cannot wait 45 days; the API's tests move them the same way).
 */
async function setListingDates(listingId: string, dates: { expiresAt?: Date; renewedAt?: Date }): Promise<void> {
  const running = await findRunningEmbeddedDatabase(process.env.NIVASA_E2E_DATA_DIR!);
  if (!running) throw new Error('The browser tests’ database is not running');
  const client = await MongoClient.connect(running.uri);
  try {
    // The API's database: the URI's, or 'nivasa' when it names none (services/api/src/database/connection-options.ts).
    await client
      .db(new URL(running.uri).pathname.slice(1) || 'nivasa')
      .collection('listings')
      .updateOne({ _id: new ObjectId(listingId) }, { $set: dates });
  } finally {
    await client.close();
  }
}

test.describe('fresh listings', () => {
  test("an owner sees an expired listing marked 'Expired' in My listings and renews it; visitors see it again", async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const stamp = Date.now().toString(36);
    const owner = await signedInPage(browser, baseURL!, 'fresh-owner');
    const admin = await signedInPage(browser, baseURL!, 'fresh-admin', { admin: true });
    const listing = await createListingThroughApi(owner.request, baseURL!, { name: `Annex let long ago ${stamp}` });
    await approveThroughApi(admin.request, baseURL!, listing._id);
    await setListingDates(listing._id, { expiresAt: new Date(Date.now() - DAY_MS), renewedAt: new Date(Date.now() - 46 * DAY_MS) });

    // A visitor who follows an old link gets the page a removed listing gets, not an error.
    const visitor = await (await browser.newContext({ baseURL })).newPage();
    await visitor.goto(`/listing/${listing._id}`);
    await expect(visitor.getByText(LISTING_MESSAGES.notFound)).toBeVisible();
    await visitor.goto(`/search?searchTerm=${stamp}`);
    await expect(visitor.getByRole('article', { name: listing.name })).toHaveCount(0);

    await owner.goto('/my-listings');
    // Out of the screenshots' way.
    await owner.getByLabel('Cookie consent').getByRole('button', { name: 'Decline' }).click();
    for (const width of [390, 1280]) {
      await owner.setViewportSize({ width, height: 900 });
      await owner.goto('/my-listings');
      const row = owner.getByRole('listitem').filter({ has: owner.getByRole('link', { name: listing.name }) });
      await expect(row.getByText('Expired', { exact: true })).toBeVisible();
      await expect(row.getByText('Expired listings do not show publicly. Renew to show it again.')).toBeVisible();
      await expect(row.getByRole('button', { name: `Renew ${listing.name}` })).toBeVisible();
      expect(await seriousViolations(owner)).toEqual([]);
      await owner.screenshot({ path: test.info().outputPath(`my-listings-expired-${width}.png`), fullPage: true });
    }

    const row = owner.getByRole('listitem').filter({ has: owner.getByRole('link', { name: listing.name }) });
    await row.getByRole('button', { name: `Renew ${listing.name}` }).click();
    await expect(row.getByText('Expired', { exact: true })).toHaveCount(0);
    await expect(row.getByRole('button', { name: `Renew ${listing.name}` })).toHaveCount(0);

    // Back for everyone at once, with no new review, and counted from the renewal.
    await visitor.goto(`/listing/${listing._id}`);
    await expect(visitor.getByRole('heading', { level: 1, name: listing.name })).toBeVisible();
    await expect(visitor.getByText('Updated today')).toBeVisible();
  });

  test("a card says 'Updated 3 days ago' at first paint, and the card keeps its height", async ({ browser, baseURL, page }) => {
    test.setTimeout(120_000);
    const stamp = Date.now().toString(36);
    const owner = await signedInPage(browser, baseURL!, 'fresh-card-owner');
    const admin = await signedInPage(browser, baseURL!, 'fresh-card-admin', { admin: true });
    const listing = await createListingThroughApi(owner.request, baseURL!, { name: `Garden annex renewed lately ${stamp}` });
    await approveThroughApi(admin.request, baseURL!, listing._id);
    await setListingDates(listing._id, { renewedAt: new Date(Date.now() - 3 * DAY_MS - 60_000) });

    await page.goto(`/search?searchTerm=${stamp}`);
    await page.getByLabel('Cookie consent').getByRole('button', { name: 'Decline' }).click();
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/search?searchTerm=${stamp}`);
      const card = page.getByRole('article', { name: listing.name });
      await expect(card.getByText('Updated 3 days ago')).toBeVisible();
      const height = (await card.boundingBox())!.height;
      // Nothing in the card waits on a later answer: its height stays as painted.
      await page.waitForTimeout(500);
      expect((await card.boundingBox())!.height).toBe(height);
      expect(await seriousViolations(page)).toEqual([]);
      await card.screenshot({ path: test.info().outputPath(`card-updated-${width}.png`) });
    }

    await page.goto(`/si/search?searchTerm=${stamp}`);
    await expect(page.getByRole('article', { name: listing.name }).getByText('දින 3කට පෙර යාවත්කාලීන කළා')).toBeVisible();
    await page.goto(`/ta/listing/${listing._id}`);
    await expect(page.getByText('3 நாட்களுக்கு முன் புதுப்பிக்கப்பட்டது')).toBeVisible();
  });
});
