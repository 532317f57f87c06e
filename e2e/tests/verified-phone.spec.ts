import { type Browser, type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { E2E_PORTS } from '../playwright.config';
import { makeAdmin, newAccount, signInThroughApi, signUpThroughApi, type TestAccount } from '../support/accounts';
import { approveThroughApi, createListingThroughApi } from '../support/listings';

/** The local SMS catcher that `npm start` runs beside the API (services/mail-catcher/src/sms-catcher.ts). */
const SMS_INBOX = `http://127.0.0.1:${E2E_PORTS.smsInbox}`;

async function signedInPage(browser: Browser, baseURL: string, account: TestAccount, { admin = false } = {}): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  // The cookie banner sits over the bottom of the page; it has tests of its own.
  await context.addInitScript(() => localStorage.setItem('cookieConsent', 'accepted'));
  const page = await context.newPage();
  await signUpThroughApi(page.request, baseURL, account);
  if (admin) await makeAdmin(account);
  await signInThroughApi(page, baseURL, account);
  return page;
}

/** The 6-digit code in the newest SMS to the number; the API sends it before it answers. */
async function codeSentTo(page: Page, number: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await page.request.get(`${SMS_INBOX}/api/messages?to=${encodeURIComponent(number)}`);
        const [latest] = (await response.json()) as { text: string }[];
        code = latest ? /\b(\d{6})\b/.exec(latest.text)?.[1] : undefined;
        return code !== undefined;
      },
      { message: `an SMS to ${number}`, timeout: 10_000 },
    )
    .toBe(true);
  return code!;
}

test('an owner verifies their phone through the SMS catcher, and their listing shows "Phone verified"', async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  // A number of this run's own, so the catcher's inbox for it holds only this test's texts.
  const local = `77${String(Date.now() % 10_000_000).padStart(7, '0')}`;
  const owner = await signedInPage(browser, baseURL!, { ...newAccount('phone-owner'), number: `0${local}` });
  const admin = await signedInPage(browser, baseURL!, newAccount('phone-admin'), { admin: true });
  const name = `Verified annex ${stamp}`;
  const listing = await createListingThroughApi(owner.request, baseURL!, { name });
  await approveThroughApi(admin.request, baseURL!, listing._id);

  const visitor = await playwright.request.newContext({ baseURL });
  const publicListing = async () =>
    (await (await visitor.get(`/api/listing/get/${listing._id}`)).json()) as { ownerPhoneVerified?: boolean };
  expect((await publicListing()).ownerPhoneVerified).toBe(false);

  await owner.setViewportSize({ width: 1280, height: 900 });
  await owner.goto('/my-account');
  const panel = owner.getByRole('region', { name: 'Verify your phone' });
  await expect(panel).toContainText('+94 77');
  await panel.getByRole('button', { name: 'Send code' }).click();
  await expect(panel).toContainText('We sent a 6-digit code to your phone.');
  await expect(panel.getByRole('button', { name: /Send a new code in \d+ s/ })).toBeDisabled();
  await owner.screenshot({ path: test.info().outputPath('verify-phone-1280.png'), fullPage: true });

  const code = await codeSentTo(owner, `+94${local}`);
  // A wrong code is refused in words the owner can act on.
  await panel.getByLabel('Code from the SMS').fill(code === '000000' ? '111111' : '000000');
  await panel.getByRole('button', { name: 'Verify' }).click();
  await expect(panel).toContainText('That code is not right.');

  await owner.setViewportSize({ width: 390, height: 844 });
  await owner.screenshot({ path: test.info().outputPath('verify-phone-390.png'), fullPage: true });
  await panel.getByLabel('Code from the SMS').fill(code);
  await panel.getByRole('button', { name: 'Verify' }).click();
  await expect(panel).toContainText('✓ Phone verified');
  await owner.screenshot({ path: test.info().outputPath('phone-verified-390.png'), fullPage: true });
  expect((await publicListing()).ownerPhoneVerified).toBe(true);

  // What everyone sees: the mark on the listing's page and on its card in search.
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  await context.addInitScript(() => localStorage.setItem('cookieConsent', 'accepted'));
  const page = await context.newPage();
  await page.goto(`/listing/${listing._id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByTestId('phone-verified')).toHaveText('Phone verified');
  await page.screenshot({ path: test.info().outputPath('listing-phone-verified-390.png') });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/search?searchTerm=${stamp}`);
  const card = page.getByRole('article', { name });
  await expect(card.getByTestId('phone-verified')).toHaveText('Phone verified');
  await page.screenshot({ path: test.info().outputPath('search-card-phone-verified-1280.png') });
});
