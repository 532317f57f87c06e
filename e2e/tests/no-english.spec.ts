import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { demoListing } from '../support/demo-listing';
import { makeAdmin, newAccount, originHeaders, signInThroughApi, signUpThroughApi } from '../support/accounts';
import { createListingThroughApi } from '../support/listings';

/** Latin words a Sinhala or Tamil page may show: the brand, and English's own name in the language switcher. */
const ALLOWED_WORDS = new Set(['Nivasa', 'English']);

/** Fields of the API's answers that are people's own content (a listing's text, a name), not the site's words. */
const CONTENT_FIELDS = new Set([
  'name',
  'description',
  'rules',
  'address',
  'username',
  'email',
  'statusReason',
  'comment',
  'reason',
  // The moderation log's: the listing's title and the moderator's name at the time.
  'listingName',
  'actorUsername',
  // The reports queue's: the owner's name and what reporters wrote.
  'ownerUsername',
  'details',
  // Reported conversations': the two sides' names (reports.spec.ts may have made some, now that two files run at once).
  'seekerName',
  'ownerName',
]);

/** Records every content string the page's API answers carried, so the scan can leave them out. */
function collectContent(page: Page): Set<string> {
  const content = new Set<string>();
  const visit = (value: unknown, key?: string) => {
    if (typeof value === 'string') {
      if (key && CONTENT_FIELDS.has(key) && value.trim()) content.add(value.trim());
    } else if (Array.isArray(value)) value.forEach((item) => visit(item, key));
    else if (value && typeof value === 'object') for (const [name, item] of Object.entries(value)) visit(item, name);
  };
  page.on('response', async (response) => {
    if (!response.url().includes('/api/') || !(response.headers()['content-type'] ?? '').includes('json')) return;
    try {
      visit(await response.json());
    } catch {
      // A body already gone (a navigation) holds nothing to record.
    }
  });
  return content;
}

/** What a reader meets: visible text, and the labels, placeholders and titles assistive technology reads out. */
function readableTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const visible = (element: Element) => {
      const style = getComputedStyle(element);
      return style.visibility !== 'hidden' && style.display !== 'none' && (element as HTMLElement).offsetParent !== null;
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || ['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(parent.tagName) || parent.closest('[aria-hidden="true"]')) continue;
      if (visible(parent) && node.textContent?.trim()) texts.push(node.textContent.trim());
    }
    for (const element of document.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')) {
      if (element.closest('[aria-hidden="true"]')) continue;
      for (const attribute of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(attribute)?.trim();
        if (value) texts.push(value);
      }
    }
    texts.push(document.title);
    return texts;
  });
}

async function englishOn(page: Page, path: string, content: Set<string>): Promise<string[]> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main')).not.toBeEmpty();
  // Longest first, so a listing's name inside its description goes with the description.
  const contentStrings = [...content].sort((a, b) => b.length - a.length);
  const words = new Set<string>();
  for (let text of await readableTexts(page)) {
    for (const own of contentStrings) text = text.split(own).join(' ');
    text = text.replace(/\S+@\S+/g, ' ').replace(/https?:\/\/\S+/g, ' ');
    for (const word of text.match(/[A-Za-z]{2,}/g) ?? []) if (!ALLOWED_WORDS.has(word)) words.add(word);
  }
  return [...words];
}

const PUBLIC_PAGES = [
  '/',
  '/search?type=annex',
  '/about',
  '/terms',
  '/privacy',
  '/renting-safely',
  '/sign-in',
  '/sign-up',
  '/forgotpassword',
  '/my-searches/unsubscribe?token=x',
];
const ACCOUNT_PAGES = ['/my-account', '/edit-details', '/create-listing', '/my-listings', '/my-favorites', '/my-searches', '/messages'];
const ADMIN_PAGES = [
  '/dashboard-home',
  '/dashboard/dashboard-approve',
  '/dashboard/view-listings',
  '/dashboard/analytics',
  '/dashboard/audit',
  '/dashboard/reports',
];

for (const language of ['si', 'ta'] as const) {
  test.describe(`every page in ${language === 'si' ? 'Sinhala' : 'Tamil'}`, () => {
    test(`the shell's and the remotes' pages under /${language}/ show no English`, async ({ page, baseURL }) => {
      test.setTimeout(180_000);
      const content = collectContent(page);
      const found: Record<string, string[]> = {};
      const check = async (path: string) => {
        const words = await englishOn(page, `/${language}${path}`, content);
        if (words.length) found[path] = words;
      };
      const demo = await demoListing(page.request);

      for (const path of [...PUBLIC_PAGES, `/listing/${demo._id}`]) await check(path);

      // A moderator with a listing of their own waiting: every account and dashboard page has something to show.
      const admin = newAccount('admin');
      await signUpThroughApi(page.request, baseURL!, admin);
      await makeAdmin(admin);
      await signInThroughApi(page, baseURL!, admin);
      const own = await createListingThroughApi(page.request, baseURL!);
      // My saved searches with one in it (its name is the user's own: the API's answer, left out of the scan).
      const saved = await page.request.post('/api/saved-searches', {
        data: { query: 'type=annex&district=Kandy', frequency: 'daily' },
        headers: originHeaders(baseURL!),
      });
      expect(saved.status()).toBe(201);
      // The update form shows its town's map, the pin's texts with it.
      for (const path of [...ACCOUNT_PAGES, `/update-listing/${own._id}`, ...ADMIN_PAGES]) await check(path);

      expect(found).toEqual({});
    });
  });
}
