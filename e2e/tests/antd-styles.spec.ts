import { type Browser, type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { makeAdmin, newAccount, signInThroughApi, signUpThroughApi, type TestAccount } from '../support/accounts';
import { pixelsApart } from '../support/png';

/**
 * Pages drawn with antd link the stylesheet the shell's build wrote of antd's styles, and antd,
 * finding them there, makes none of its parts' styles as the page starts. Without the file it
 * makes them as before, and the page looks the same either way.
 */

const ANTD_STYLESHEET = 'link[rel="stylesheet"][href^="/antd-styles/"]';

/** The start of each style antd made in the page for its parts (its theme's CSS variables aside). */
function partStylesMadeInPage(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('style[data-css-hash]')]
      .map((style) => style.textContent ?? '')
      .filter((css) => !css.startsWith('.css-var-'))
      .map((css) => css.slice(0, 80)),
  );
}

interface AntdPage {
  path: string;
  heading: string;
  account?: 'owner' | 'admin';
  /** The stylesheet's budget, as sent (brotli): 23, 31 and 33 KB until @nivasa/ui 2.0 dropped antd's Menu (16.1, 23.9 and 26.7 measured after). */
  budgetKb: number;
  /** The page comes drawn in the HTML, its button one that cannot send the form until the app takes it over. */
  drawnInHtml?: true;
}

const PAGES: AntdPage[] = [
  { path: '/sign-in', heading: 'Sign In', budgetKb: 18, drawnInHtml: true },
  { path: '/si/sign-up', heading: 'ලියාපදිංචි වන්න', budgetKb: 18, drawnInHtml: true },
  { path: '/create-listing', heading: 'Create a Listing', account: 'owner', budgetKb: 26 },
  { path: '/dashboard/view-listings', heading: 'View Listings', account: 'admin', budgetKb: 29 },
];

async function pageAs(browser: Browser, baseURL: string, account: TestAccount | undefined, withStylesheet: boolean): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  // The cookie banner has tests of its own.
  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'accepted'));
  if (!withStylesheet) await page.route('**/antd-styles/**', (route) => route.abort());
  if (account) await signInThroughApi(page, baseURL, account);
  return page;
}

for (const { path, heading, account: role, budgetKb, drawnInHtml } of PAGES) {
  test(`${path} takes antd's styles from the build's stylesheet, and looks as it does when antd makes them`, async ({
    browser,
    baseURL,
    page: comparer,
  }, testInfo) => {
    let account: TestAccount | undefined;
    if (role) {
      account = newAccount(role);
      await signUpThroughApi((await browser.newContext()).request, baseURL!, account);
      if (role === 'admin') await makeAdmin(account);
    }
    const shots: Buffer[] = [];
    const made: string[][] = [];
    for (const withStylesheet of [true, false]) {
      const page = await pageAs(browser, baseURL!, account, withStylesheet);
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
      await expect(page.locator(ANTD_STYLESHEET)).toHaveCount(1);
      if (withStylesheet) {
        const sent = await page.request.get((await page.locator(ANTD_STYLESHEET).getAttribute('href'))!, {
          headers: { 'Accept-Encoding': 'br' },
        });
        expect(sent.headers()['content-encoding']).toBe('br');
        expect(Number(sent.headers()['content-length']) / 1024).toBeLessThanOrEqual(budgetKb);
      }
      // Drawn in full (an admin's cards and their buttons come with the list's answer), fonts in.
      await page.waitForLoadState('networkidle');
      await expect(page.locator('main').getByRole('status')).toHaveCount(0);
      // On a loaded machine the network can go quiet before the app has run, so wait for its marks:
      // its own form, and on a Sinhala page the web font it links (the HTML's letters are in the device's).
      if (drawnInHtml) await expect(page.getByRole('main').locator('button[type="submit"]')).toHaveCount(1);
      if (path.startsWith('/si/'))
        await page.waitForFunction(() =>
          [...document.fonts].some((face) => face.family.includes('Sinhala Subset') && face.status === 'loaded'),
        );
      await page.evaluate(() => document.fonts.ready);
      made.push(await partStylesMadeInPage(page));
      // Photos masked: a lazy photo may or may not have been drawn yet, and the edge of its rounded
      // corner is drawn a shade or two apart from load to load, with or without the file.
      shots.push(await page.screenshot({ animations: 'disabled', caret: 'hide', mask: [page.locator('img')] }));
      await testInfo.attach(withStylesheet ? 'with the stylesheet' : 'without it', { body: shots.at(-1), contentType: 'image/png' });
      await page.context().close();
    }
    const [fromFile, withoutFile] = made;
    expect(fromFile).toEqual([]);
    expect(withoutFile.length).toBeGreaterThan(0);
    expect(await pixelsApart(comparer, shots[0], shots[1]), 'the page looks the same with and without the stylesheet').toBe(0);
  });
}

test('the pages without antd link no stylesheet: home, search and about keep the link to themselves', async ({ page }) => {
  for (const path of ['/', '/search', '/about']) {
    await page.goto(path);
    await expect(page.locator(ANTD_STYLESHEET)).toHaveCount(0);
  }
});
