import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request as playwrightRequest, type Browser, type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { portEnvironment, type PlatformPorts } from '@nivasa/contracts/ports';
import { SAVED_SEARCH_MESSAGES_SI } from '../../services/contracts/src/saved-search-messages.si';
import { startStack, type RunningStack } from '../../tools/src/stack';
import { E2E_SETTINGS, e2ePort } from '../playwright.config';
import { makeAdmin, newAccount, originHeaders, signInThroughApi, signUpThroughApi, type TestAccount } from '../support/accounts';
import { confirmYes, createListingThroughApi } from '../support/listings';
import { mailTo } from '../support/mail';

/**
 * Issue 20's "done when", with three users in real browsers: a seeker (who reads Nivasa in
 * Sinhala) saves a search, an owner posts a matching listing, an admin approves it; the alert
 * reaches the mail catcher in Sinhala, and its one-click unsubscribe works with no cookie; the
 * seeker enquires, the owner replies, and each sees the unread count and gets a mail. On a stack
 * of its own with API_INSTANCES=2, so that any request may meet either instance (each feature's
 * own browser tests run on the one-instance stack).
 */

interface Site {
  baseURL: string;
  /** The mail catcher's HTTP address. */
  inbox: string;
  dataDir: string | undefined;
}

/** The Sinhala pages' words the seeker reads. */
const SINHALA = {
  saveThisSearch: 'මෙම සෙවුම සුරකින්න',
  name: 'නම',
  instantly: 'වහාම',
  save: 'සුරකින්න',
  writeToOwner: 'අයිතිකරුට ලියන්න',
  whenCanIVisit: 'බලන්න එන්න පුළුවන් කවදාද?',
  send: 'යවන්න',
  sent: 'ඔබේ පණිවිඩය යැව්වා.',
  menu: 'මෙනුව',
};

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
// The header asks for the unread count every 30 s; the pages' clocks are the test's, which moves them on to it.
const HEADER_POLL_MS = 30_000;

async function browserOf(browser: Browser, site: Site, viewport = DESKTOP): Promise<Page> {
  const context = await browser.newContext({ baseURL: site.baseURL, viewport });
  // The cookie banner sits over the bottom of the page; it has tests of its own.
  await context.addInitScript(() => localStorage.setItem('cookieConsent', 'accepted'));
  // Time runs as usual, and the test can jump it forward to a poll.
  await context.clock.install();
  return context.newPage();
}

async function signedIn(page: Page, site: Site, account: TestAccount, language?: 'si'): Promise<void> {
  if (language) {
    // Signing up from a Sinhala page: the account's mail comes in Sinhala.
    const response = await page.request.post('/api/auth/signup', {
      data: account,
      headers: { ...originHeaders(site.baseURL), 'Accept-Language': language },
    });
    expect(response.status(), await response.text()).toBe(201);
  } else {
    await signUpThroughApi(page.request, site.baseURL, account);
  }
  await signInThroughApi(page, site.baseURL, account);
}

async function threeUsers(browser: Browser, site: Site): Promise<void> {
  const run = Date.now().toString(36);
  const seekerAccount = newAccount('alert-seeker');
  const ownerAccount = newAccount('alert-owner');
  const adminAccount = newAccount('alert-admin');
  const seeker = await browserOf(browser, site, PHONE);
  const owner = await browserOf(browser, site);
  const admin = await browserOf(browser, site);
  await signedIn(seeker, site, seekerAccount, 'si');
  await signedIn(owner, site, ownerAccount);
  await signUpThroughApi(admin.request, site.baseURL, adminAccount);
  await makeAdmin(adminAccount, site.dataDir);
  await signInThroughApi(admin, site.baseURL, adminAccount);

  // The seeker, on a phone, in Sinhala: annexes in Matara up to Rs. 40,000, alerts at once.
  await seeker.goto('/si/search?type=annex&district=Matara&maxPrice=40000');
  await seeker.getByRole('button', { name: SINHALA.saveThisSearch }).click();
  const dialog = seeker.getByRole('dialog', { name: SINHALA.saveThisSearch });
  await expect(dialog.getByRole('radio', { name: SINHALA.instantly })).toBeChecked();
  const searchName = await dialog.getByLabel(SINHALA.name).inputValue();
  expect(searchName).toMatch(/මාතර/);
  await dialog.getByRole('button', { name: SINHALA.save }).click();
  await expect(dialog.getByText(SAVED_SEARCH_MESSAGES_SI.saved)).toBeVisible();

  // The owner posts a matching annex; the admin approves it on the moderators' page.
  const listing = await createListingThroughApi(owner.request, site.baseURL, {
    name: `Sea-view annex ${run} in Matara`,
    address: '12 Beach Road, Matara',
    district: 'Matara',
    city: 'Matara',
    rent: 35_000,
  });
  await admin.goto('/dashboard/dashboard-approve');
  const row = admin.getByRole('row').filter({ hasText: listing.name });
  await row.getByRole('button', { name: 'Approve' }).click();
  await confirmYes(admin, 'Are you sure you want to approve this listing?');
  await expect(row).toHaveCount(0);

  // The alert, in Sinhala, within the interval (2 s here), naming the listing.
  const alert = await mailTo(seeker.request, seekerAccount.email, searchName, { inbox: site.inbox });
  expect(alert.subject).toContain('ගැළපෙන');
  expect(alert.text).toContain(listing.name);
  expect(alert.text).toContain(`/listing/${listing._id}`);
  expect(alert.listUnsubscribePost).toBe('List-Unsubscribe=One-Click');

  // One click from a mail client: a POST with no cookie, as RFC 8058 sends it.
  const unsubscribeUrl = /^<([^>]+)>$/.exec(alert.listUnsubscribe)?.[1];
  expect(unsubscribeUrl).toBeDefined();
  const mailClient = await playwrightRequest.newContext();
  const unsubscribed = await mailClient.post(unsubscribeUrl!, { form: { 'List-Unsubscribe': 'One-Click' } });
  expect(unsubscribed.status(), await unsubscribed.text()).toBe(200);
  await mailClient.dispose();
  const saved = await seeker.request.get('/api/saved-searches');
  expect(((await saved.json()) as { savedSearches: { name: string; paused: boolean }[] }).savedSearches).toEqual([
    expect.objectContaining({ name: searchName, paused: true }),
  ]);

  // The seeker writes to the owner from the listing, with a quick start.
  await seeker.goto(`/si/listing/${listing._id}`);
  await seeker.getByRole('button', { name: SINHALA.writeToOwner }).click();
  await seeker.getByRole('button', { name: SINHALA.whenCanIVisit }).click();
  await seeker.getByRole('button', { name: SINHALA.send, exact: true }).click();
  await expect(seeker.getByText(SINHALA.sent)).toBeVisible();

  // The owner's mail, in English, and the count in the header.
  const ownersMail = await mailTo(owner.request, ownerAccount.email, `New message about "${listing.name}"`, { inbox: site.inbox });
  expect(ownersMail.text).toContain(SINHALA.whenCanIVisit);
  expect(ownersMail.text).not.toContain(seekerAccount.email);
  await owner.goto('/');
  await owner.getByRole('link', { name: 'Messages 1 unread' }).click();
  await owner
    .getByRole('navigation', { name: 'Conversations' })
    .getByRole('link', { name: new RegExp(listing.name) })
    .click();
  await owner.getByRole('textbox', { name: 'Your reply' }).fill('Any day after 4 pm. Call me when you come.');
  await owner.getByRole('button', { name: 'Send' }).click();
  await expect(owner.getByRole('list', { name: 'Messages' }).getByRole('listitem', { name: 'You' })).toContainText('Any day after 4 pm.');

  // The seeker, on the listing page and never reloaded: the phone's menu button counts the reply, and a mail comes in Sinhala.
  await seeker.clock.fastForward(HEADER_POLL_MS);
  await expect(seeker.getByRole('button', { name: SINHALA.menu })).toContainText('1');
  const seekersMail = await mailTo(seeker.request, seekerAccount.email, `"${listing.name}" ගැන නව පණිවිඩයක්`, { inbox: site.inbox });
  expect(seekersMail.text).toContain('Any day after 4 pm.');
  expect(seekersMail.text).not.toContain(ownerAccount.email);

  for (const page of [seeker, owner, admin]) await page.context().close();
}

test.describe('with two API instances behind the shell', () => {
  const ports: PlatformPorts = {
    shell: e2ePort(3170),
    public: e2ePort(3171),
    account: e2ePort(3172),
    admin: e2ePort(3173),
    api: e2ePort(4170),
    mailSmtp: e2ePort(1135),
    mailInbox: e2ePort(1190),
    identityProvider: e2ePort(4510),
    smsInbox: e2ePort(1191),
  };
  let stack: RunningStack | undefined;
  let dataDir: string;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    dataDir = await mkdtemp(join(tmpdir(), 'nivasa-two-apis-'));
    stack = await startStack({ ...process.env, ...E2E_SETTINGS, ...portEnvironment(ports), DATA_DIR: dataDir, API_INSTANCES: '2' });
  });

  test.afterAll(async () => {
    await stack?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  test('a saved search alerts, unsubscribes in one click, and an enquiry goes both ways', async ({ browser }) => {
    test.setTimeout(120_000);
    await threeUsers(browser, { baseURL: `http://localhost:${ports.shell}`, inbox: `http://127.0.0.1:${ports.mailInbox}`, dataDir });
  });
});
