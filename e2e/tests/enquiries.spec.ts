import AxeBuilder from '@axe-core/playwright';
import { type Browser, type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { makeAdmin, newAccount, signInThroughApi, signUpThroughApi, type TestAccount } from '../support/accounts';
import { approveThroughApi, createListingThroughApi, type CreatedListing } from '../support/listings';

/**
 * Issue 20, enquiries: a seeker writes to an owner from the listing page with a quick start, the
 * owner sees the unread count in the header, opens the thread and replies, and the seeker's count
 * comes in without a reload. The pages pass axe and read well on a phone and a desktop.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
// The header asks for the count every 30 s, and an open thread or list every 10 s: each page's
// clock is the test's, so the test moves it on to the next poll instead of waiting for it.
const HEADER_POLL_MS = 30_000;
const THREAD_POLL_MS = 10_000;

async function newPage(browser: Browser, baseURL: string, viewport = DESKTOP): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport });
  // The cookie banner sits over the bottom of the page; it has tests of its own.
  await context.addInitScript(() => localStorage.setItem('cookieConsent', 'accepted'));
  // Time runs as usual, and the test can jump it forward to a poll.
  await context.clock.install();
  return context.newPage();
}

async function signedInPage(browser: Browser, baseURL: string, account: TestAccount, viewport = DESKTOP): Promise<Page> {
  const page = await newPage(browser, baseURL, viewport);
  await signUpThroughApi(page.request, baseURL, account);
  await signInThroughApi(page, baseURL, account);
  return page;
}

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes[0]?.target.join(' ')}`);
}

const ownerAccount = newAccount('enquiry-owner');
let listing: CreatedListing;

test.beforeAll(async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const adminAccount = newAccount('enquiry-admin');
  const admin = await newPage(browser, baseURL!);
  await signUpThroughApi(admin.request, baseURL!, adminAccount);
  await makeAdmin(adminAccount);
  await signInThroughApi(admin, baseURL!, adminAccount);
  const owner = await signedInPage(browser, baseURL!, ownerAccount);
  listing = await createListingThroughApi(owner.request, baseURL!, { name: `Garden annex ${Date.now().toString(36)} near the campus` });
  await approveThroughApi(admin.request, baseURL!, listing._id);
  await admin.context().close();
  await owner.context().close();
});

test('a visitor is asked to sign in before writing to the owner', async ({ browser, baseURL }) => {
  const page = await newPage(browser, baseURL!);
  await page.goto(`/listing/${listing._id}`);
  const contact = page.getByRole('region', { name: 'Contact the owner' });
  await contact.getByRole('link', { name: 'Sign in to write to the owner' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
});

test('the seeker writes with a quick start, the owner sees the count and replies, the seeker sees theirs without a reload', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const seekerAccount = newAccount('enquiry-seeker');
  const seeker = await signedInPage(browser, baseURL!, seekerAccount);
  const owner = await newPage(browser, baseURL!);
  await signInThroughApi(owner, baseURL!, ownerAccount);

  // The seeker, on the listing page: the composer loads when asked for.
  const composerScripts: string[] = [];
  seeker.on('request', (request) => {
    if (request.resourceType() === 'script') composerScripts.push(request.url());
  });
  await seeker.goto(`/listing/${listing._id}`);
  const contact = seeker.getByRole('region', { name: 'Contact the owner' });
  await expect(contact.getByRole('button', { name: 'Write to the owner' })).toBeVisible();
  const scriptsBefore = composerScripts.length;
  await contact.getByRole('button', { name: 'Write to the owner' }).click();
  const box = contact.getByRole('textbox', { name: 'Your message' });
  await expect(box).toBeVisible();
  expect(composerScripts.length, 'the composer comes in its own script').toBeGreaterThan(scriptsBefore);
  await contact.getByRole('button', { name: 'Is it still available?' }).click();
  await expect(box).toHaveValue('Is it still available?');
  await expect(contact.getByText('22 / 2,000')).toBeVisible();
  expect(await seriousViolations(seeker), 'axe on the listing page with the composer open').toEqual([]);
  // The open composer makes the side column long: it scrolls with the page, so Send stays within reach.
  await contact.getByRole('button', { name: 'Send' }).scrollIntoViewIfNeeded();
  await expect(contact.getByRole('button', { name: 'Send' })).toBeInViewport();
  await seeker.screenshot({ path: test.info().outputPath('composer-1280.png') });
  await box.fill('Is it still available? I study at the university and could visit on Saturday.');
  await contact.getByRole('button', { name: 'Send' }).click();
  await expect(contact.getByRole('status')).toContainText('Your message is sent.');
  const threadLink = contact.getByRole('link', { name: 'See the conversation' });
  const threadPath = (await threadLink.getAttribute('href'))!;
  expect(threadPath).toMatch(/^\/messages\/[0-9a-f]{24}$/);

  // The owner: the header counts it, the list shows it, the thread opens and takes a reply.
  await owner.goto('/');
  const ownerMessages = owner.getByRole('link', { name: 'Messages 1 unread' });
  await expect(ownerMessages).toBeVisible();
  await ownerMessages.click();
  await expect(owner).toHaveURL(/\/messages$/);
  const conversations = owner.getByRole('navigation', { name: 'Conversations' });
  const entry = conversations.getByRole('link', { name: new RegExp(listing.name) });
  await expect(entry).toContainText(seekerAccount.username);
  await expect(entry).toContainText('I study at the university');
  await expect(entry).toContainText('1 unread');
  await entry.click();
  await expect(owner).toHaveURL(threadPath);
  const messages = owner.getByRole('list', { name: 'Messages' });
  await expect(messages.getByRole('listitem', { name: seekerAccount.username })).toContainText('could visit on Saturday');
  await expect(owner.getByText('Never pay an advance')).toBeVisible();
  // Reading it clears the count at once.
  await expect(owner.getByRole('link', { name: 'Messages', exact: true })).toBeVisible();
  await expect(entry).not.toContainText('unread');

  await owner.getByRole('textbox', { name: 'Your reply' }).fill('Yes, it is free. Saturday at 10 suits me.');
  await owner.getByRole('button', { name: 'Send' }).click();
  await expect(messages.getByRole('listitem', { name: 'You' })).toContainText('Saturday at 10 suits me.');
  await expect(owner.getByRole('textbox', { name: 'Your reply' })).toHaveValue('');
  await expect(entry).toContainText('You: Yes, it is free.');

  // The seeker, still on the listing page, never reloaded: the header's count comes in.
  const seekerMessages = seeker.getByRole('link', { name: 'Messages 1 unread' });
  await seeker.clock.fastForward(HEADER_POLL_MS);
  await expect(seekerMessages).toBeVisible();
  await threadLink.click();
  await expect(seeker).toHaveURL(threadPath);
  await expect(seeker.getByRole('list', { name: 'Messages' }).getByRole('listitem', { name: ownerAccount.username })).toContainText(
    'Saturday at 10 suits me.',
  );
  await expect(seeker.getByRole('link', { name: 'Messages', exact: true })).toBeVisible();
  // Only the owner may share their number; the seeker's thread shows it at the next poll.
  await expect(seeker.getByRole('button', { name: 'Share my phone number' })).toHaveCount(0);
  await owner.getByRole('button', { name: 'Share my phone number' }).click();
  await expect(owner.getByRole('link', { name: '+94 77 123 4567' })).toBeVisible();
  await seeker.clock.fastForward(THREAD_POLL_MS);
  await expect(seeker.getByRole('link', { name: '+94 77 123 4567' })).toHaveAttribute('href', 'tel:+94771234567');

  // The owner's open thread takes the seeker's next message without a reload.
  await seeker.getByRole('textbox', { name: 'Your reply' }).fill('Thank you, see you then.');
  await seeker.getByRole('button', { name: 'Send' }).click();
  await expect(seeker.getByRole('textbox', { name: 'Your reply' })).toHaveValue('');
  await owner.clock.fastForward(THREAD_POLL_MS);
  await expect(messages.getByRole('listitem', { name: seekerAccount.username }).last()).toContainText('see you then');

  // axe, and how it looks: the list and a thread, at a phone's and a desktop's width, in English and Sinhala.
  const found: Record<string, string[]> = {};
  for (const viewport of [PHONE, DESKTOP]) {
    await owner.setViewportSize(viewport);
    for (const prefix of ['', '/si']) {
      for (const [name, path] of [
        ['list', '/messages'],
        ['thread', threadPath],
      ] as const) {
        await owner.goto(`${prefix}${path}`, { waitUntil: 'networkidle' });
        await expect(owner.getByRole('heading', { level: 1 })).toBeVisible();
        if (name === 'thread') await expect(owner.locator('#thread-title')).toBeVisible();
        const violations = await seriousViolations(owner);
        if (violations.length) found[`${viewport.width} ${prefix}${path}`] = violations;
        await owner.screenshot({ path: test.info().outputPath(`messages-${name}${prefix.replace('/', '-')}-${viewport.width}.png`) });
      }
    }
  }
  expect(found).toEqual({});
});

test('on a phone the list and a thread are screens of their own', async ({ browser, baseURL }) => {
  const seeker = await signedInPage(browser, baseURL!, newAccount('enquiry-phone'), PHONE);
  // The composer on a phone, in English and Sinhala.
  for (const [prefix, open, quickStart] of [
    ['', 'Write to the owner', 'When can I visit?'],
    ['/si', 'අයිතිකරුට ලියන්න', 'බලන්න එන්න පුළුවන් කවදාද?'],
  ] as const) {
    await seeker.goto(`${prefix}/listing/${listing._id}`);
    await seeker.getByRole('button', { name: open }).click();
    await seeker.getByRole('button', { name: quickStart }).click();
    await seeker.getByRole('button', { name: quickStart }).scrollIntoViewIfNeeded();
    await seeker.screenshot({ path: test.info().outputPath(`composer${prefix.replace('/', '-')}-390.png`) });
  }
  const started = await seeker.request.post('/api/enquiries', {
    data: { listingId: listing._id, message: 'When can I visit?' },
    headers: { Origin: new URL(baseURL!).origin },
  });
  expect(started.status(), await started.text()).toBe(201);

  await seeker.goto('/messages');
  const conversations = seeker.getByRole('navigation', { name: 'Conversations' });
  await conversations.getByRole('link', { name: new RegExp(listing.name) }).click();
  await expect(seeker.getByRole('heading', { name: listing.name, level: 2 })).toBeVisible();
  await expect(conversations).toBeHidden();
  await seeker.getByRole('link', { name: '← All messages' }).click();
  await expect(conversations).toBeVisible();
  await expect(seeker.getByText('Choose a conversation to read it.')).toBeHidden();

  // Blocking leaves the thread readable, without a reply box.
  await conversations.getByRole('link', { name: new RegExp(listing.name) }).click();
  await seeker.getByRole('button', { name: 'Block' }).click();
  await seeker.getByRole('button', { name: 'Yes, block' }).click();
  await expect(seeker.getByText('You blocked this person. No more messages can be sent here.')).toBeVisible();
  await expect(seeker.getByRole('textbox', { name: 'Your reply' })).toHaveCount(0);
  await expect(seeker.getByRole('list', { name: 'Messages' })).toContainText('When can I visit?');
  await seeker.screenshot({ path: test.info().outputPath('messages-blocked-390.png'), fullPage: true });
});
