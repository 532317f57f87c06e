import AxeBuilder from '@axe-core/playwright';
import { type Browser, type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { makeAdmin, newAccount, originHeaders, signInThroughApi, signUpThroughApi, type TestAccount } from '../support/accounts';
import { approveThroughApi, confirmYes, createListingThroughApi } from '../support/listings';

/** The serious and critical findings of axe on the page as it stands. */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes[0]?.target.join(' ')} ${violation.nodes[0]?.failureSummary ?? ''}`);
}

/** A page of its own browser context, signed in as a fresh account. */
async function signedInPage(browser: Browser, baseURL: string, prefix: string): Promise<{ page: Page; account: TestAccount }> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const account = newAccount(prefix);
  await signUpThroughApi(page.request, baseURL, account);
  await signInThroughApi(page, baseURL, account);
  return { page, account };
}

test.describe('reports', () => {
  test('three accounts report a listing for asking an advance until it hides; a moderator takes it down in the queue', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const stamp = Date.now().toString(36);
    const { page: ownerPage } = await signedInPage(browser, baseURL!, 'owner');
    const listing = await createListingThroughApi(ownerPage.request, baseURL!, { name: `Annex with an advance ${stamp}` });

    const admin = newAccount('moderator');
    await signUpThroughApi(page.request, baseURL!, admin);
    await makeAdmin(admin);
    await signInThroughApi(page, baseURL!, admin);
    await approveThroughApi(page.request, baseURL!, listing._id);

    // A visitor who presses the button is sent to sign in.
    const visitor = await (await browser.newContext({ baseURL })).newPage();
    await visitor.goto(`/listing/${listing._id}`);
    await visitor.getByRole('button', { name: 'Report this listing' }).click();
    await expect(visitor).toHaveURL(/\/sign-in$/);

    for (const [index, width] of [390, 1280, 390].entries()) {
      const { page: reporter } = await signedInPage(browser, baseURL!, `reporter${index}`);
      await reporter.setViewportSize({ width, height: 900 });
      await reporter.goto(`/listing/${listing._id}`);
      await expect(reporter.getByRole('heading', { level: 1, name: listing.name })).toBeVisible();
      await reporter.getByRole('button', { name: 'Report this listing' }).click();
      const form = reporter.getByRole('form', { name: 'Report this listing' });
      await form.getByRole('radio', { name: 'Asked for an advance payment' }).check();
      await form.getByRole('textbox', { name: 'Details (optional)' }).fill('Asked for Rs. 15,000 by bank transfer before any visit.');
      if (index < 2) {
        expect(await seriousViolations(reporter)).toEqual([]);
        await form.screenshot({ path: test.info().outputPath(`report-form-${width}.png`) });
        await reporter.screenshot({ path: test.info().outputPath(`listing-report-${width}.png`), fullPage: true });
      }
      await form.getByRole('button', { name: 'Send report' }).click();
      await expect(reporter.getByRole('status').filter({ hasText: 'Thank you. Our moderators will look at this listing.' })).toBeVisible();
      await reporter.context().close();
    }

    // Three fraud reports: the listing is out of the public places.
    expect((await visitor.request.get(`/api/listing/get/${listing._id}`)).status()).toBe(404);
    const found = (await (await visitor.request.get('/api/listing/get?limit=50')).json()) as { _id: string }[];
    expect(found.map(({ _id }) => _id)).not.toContain(listing._id);

    // The moderator's queue shows it hidden, with the reasons and details; taking it down empties its row.
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/dashboard/reports');
      const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: listing.name }) });
      await expect(item.getByText('Hidden until you decide')).toBeVisible();
      await expect(item.getByText('Asked for an advance payment × 3')).toBeVisible();
      await expect(item.getByText('Asked for Rs. 15,000 by bank transfer before any visit.')).toHaveCount(3);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: test.info().outputPath(`reports-queue-${width}.png`), fullPage: true });
    }
    await expect(page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Reported listings' })).toBeVisible();
    const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: listing.name }) });
    await item
      .getByRole('textbox', { name: 'Reason mailed to the owner (optional)' })
      .fill('Asked for an advance for a house that is not theirs.');
    await item.getByRole('button', { name: 'Take down' }).click();
    await expect(item).toHaveCount(0);

    const ownersView = await ownerPage.request.get(`/api/listing/get/${listing._id}`);
    expect(await ownersView.json()).toMatchObject({
      status: 'disapproved',
      statusReason: 'Asked for an advance for a house that is not theirs.',
    });
    await page.goto('/dashboard/audit');
    await expect(page.getByRole('row').filter({ hasText: listing.name }).getByText('Taken down')).toBeVisible();
  });

  test("a moderator blocks a listing's owner from the queue: every listing of theirs goes, their session ends, sign-in says why", async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const stamp = Date.now().toString(36);
    const { page: ownerPage, account: owner } = await signedInPage(browser, baseURL!, 'blockedowner');
    const reported = await createListingThroughApi(ownerPage.request, baseURL!, { name: `Offensive room ${stamp}` });
    const other = await createListingThroughApi(ownerPage.request, baseURL!, { name: `Their other annex ${stamp}` });
    const admin = newAccount('moderator');
    await signUpThroughApi(page.request, baseURL!, admin);
    await makeAdmin(admin);
    await signInThroughApi(page, baseURL!, admin);
    for (const listing of [reported, other]) await approveThroughApi(page.request, baseURL!, listing._id);
    const { page: reporter } = await signedInPage(browser, baseURL!, 'reporter');
    const report = await reporter.request.post(`/api/listing/report/${reported._id}`, {
      data: { reason: 'offensive', details: 'Insults in the description.' },
      headers: originHeaders(baseURL!),
    });
    expect(report.status(), await report.text()).toBe(200);

    await page.goto('/dashboard/reports');
    const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: reported.name }) });
    await item.getByRole('button', { name: 'Block owner' }).click();
    await confirmYes(page, 'Block this owner? All their listings leave the site and they are signed out.');
    await expect(item).toHaveCount(0);

    // Both listings are out of the public places, the one nobody reported too.
    for (const listing of [reported, other]) {
      expect((await reporter.request.get(`/api/listing/get/${listing._id}`)).status()).toBe(404);
    }
    await reporter.goto(`/listing/${other._id}`);
    await expect(reporter.getByText("It may have been rented out and removed, or it is waiting for a moderator's approval.")).toBeVisible();
    // The owner's session has ended; signing in again says the account is blocked.
    await ownerPage.goto('/sign-in');
    await expect(ownerPage.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' })).toBeVisible();
    await ownerPage.getByLabel('Email').fill(owner.email);
    await ownerPage.getByLabel('Password').fill(owner.password);
    await ownerPage.getByRole('button', { name: 'Sign In' }).click();
    await expect(ownerPage.getByRole('alert')).toContainText('This account is blocked. Write to us if you think this is a mistake.');
    await ownerPage.screenshot({ path: test.info().outputPath('blocked-sign-in.png') });

    await page.goto('/dashboard/audit');
    await expect(page.getByRole('row').filter({ hasText: reported.name }).getByText('Blocked', { exact: true })).toBeVisible();
  });

  test('an owner reports a conversation that asks for an advance; a moderator reads it under Reported conversations, and the read is logged', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const stamp = Date.now().toString(36);
    const { page: ownerPage } = await signedInPage(browser, baseURL!, 'owner');
    const listing = await createListingThroughApi(ownerPage.request, baseURL!, { name: `Annex by the station ${stamp}` });
    const admin = newAccount('moderator');
    await signUpThroughApi(page.request, baseURL!, admin);
    await makeAdmin(admin);
    await signInThroughApi(page, baseURL!, admin);
    await approveThroughApi(page.request, baseURL!, listing._id);

    const { page: seeker, account: seekerAccount } = await signedInPage(browser, baseURL!, 'seeker');
    const enquiry = await seeker.request.post('/api/enquiries', {
      data: { listingId: listing._id, message: `I can take it today. Pay me Rs. 20,000 first to hold it ${stamp}.` },
      headers: originHeaders(baseURL!),
    });
    expect(enquiry.status(), await enquiry.text()).toBe(201);
    const { threadId } = (await enquiry.json()) as { threadId: string };

    // Before any report, a moderator cannot read it.
    expect((await page.request.get(`/api/admin/enquiries/${threadId}`)).status()).toBe(404);

    await ownerPage.goto(`/messages/${threadId}`);
    await ownerPage.getByRole('button', { name: 'Report', exact: true }).click();
    await ownerPage.getByRole('radio', { name: 'Asked for money before a visit' }).check();
    await ownerPage.getByLabel('Details (optional)').fill('A seeker asking me for money: odd.');
    await ownerPage.getByRole('button', { name: 'Send report' }).click();
    await expect(ownerPage.getByText('You reported this conversation. Our moderators will read it.')).toBeVisible();

    await page.goto('/dashboard/reports');
    const section = page.getByRole('region', { name: 'Reported conversations' });
    const item = section.getByRole('listitem').filter({ has: page.getByRole('heading', { name: listing.name }) });
    await expect(item).toContainText(`Seeker: ${seekerAccount.username}`);
    await expect(item).toContainText('Reported by the owner: Asked for money before a visit');
    await expect(item).toContainText('A seeker asking me for money: odd.');
    await item.getByRole('button', { name: 'Read the conversation' }).click();
    await expect(item.getByRole('list', { name: 'Messages' })).toContainText(`Pay me Rs. 20,000 first to hold it ${stamp}.`);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('reported-conversation.png'), fullPage: true });

    await page.goto('/dashboard/audit');
    await expect(page.getByRole('row').filter({ hasText: listing.name }).filter({ hasText: 'Read a reported conversation' })).toHaveCount(
      1,
    );
  });
});
