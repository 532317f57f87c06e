import { type Locator, type Page, type Route } from '@playwright/test';
import { expect, test } from '../support/test';
import { ENTRY_SCRIPT } from '../support/navigation';
import { demoListing } from '../support/demo-listing';
import { newAccount, signInThroughApi, signUpThroughApi } from '../support/accounts';

/**
 * Issue 21: the site by keyboard alone. The skip link is the first stop and takes focus past the
 * header; focus always shows; the phone menu, the carousel, the search filters, a favourite and
 * the photo picker work with Tab, Enter and Space; a favourite's outcome is said through the
 * page's live region. The lightbox's and the map's keys are in listing-detail and search-map.
 */
const PHONE = { width: 390, height: 844 };
const LIVE_REGION = '#nivasa-live-region';

/** Tabs until the locator has focus (at most `limit` stops), checking on the way that every stop shows it has focus. */
async function tabTo(page: Page, target: Locator, limit = 40) {
  for (let stop = 0; stop < limit; stop += 1) {
    await page.keyboard.press('Tab');
    // A ring on the element, or on the box drawn around it (a field inside a pill or an antd wrapper).
    const outline = await page.evaluate(() => {
      const focused = document.activeElement as HTMLElement;
      const ringed = (element: Element | null) => {
        if (!element) return false;
        const style = getComputedStyle(element);
        return style.outlineStyle !== 'none' || style.boxShadow !== 'none';
      };
      return {
        name: `${focused.tagName} ${focused.getAttribute('aria-label') ?? focused.textContent?.slice(0, 30)}`,
        shown: ringed(focused) || ringed(focused.parentElement) || ringed(focused.parentElement?.parentElement ?? null),
      };
    });
    expect(outline.shown, `focus shows on ${outline.name}`).toBe(true);
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${String(target)} was not reached in ${limit} stops`);
}

test('the skip link comes first, in the page language, and takes focus to the content', async ({ page }) => {
  for (const [prefix, name] of [
    ['', 'Skip to content'],
    ['/si', 'අන්තර්ගතයට යන්න'],
    ['/ta', 'உள்ளடக்கத்துக்குச் செல்லவும்'],
  ] as const) {
    await page.goto(`${prefix}/about`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name });
    await expect(skip).toBeFocused();
    // Out of sight until focused, then in view.
    await expect(skip).toBeInViewport();
  }
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
  // The next stop is inside the content, past the header.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
});

test('on a phone: the menu, the carousel and the filters by keyboard, with focus always shown', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  // The app's controls: the featured places come with the app, so the page from the HTML (whose
  // buttons do nothing until the app takes over) has been replaced by then.
  await expect(page.getByRole('button', { name: 'Next featured place' })).toBeVisible();
  const menu = page.getByRole('button', { name: 'Menu' });
  await tabTo(page, menu);
  await page.keyboard.press('Enter');
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' })).toBeFocused();
  await menu.focus();
  await page.keyboard.press('Enter');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');

  const next = page.getByRole('button', { name: 'Next featured place' });
  await tabTo(page, next);
  const slides = page.getByRole('group', { name: 'Featured places' });
  const shownBefore = await slides.getByRole('link').filter({ visible: true }).first().textContent();
  await page.keyboard.press('Enter');
  await expect(slides.getByRole('link').filter({ visible: true }).first()).not.toHaveText(shownBefore!);

  await page.goto('/search');
  const filters = page.getByRole('button', { name: /^Filters/ });
  await tabTo(page, filters);
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await expect(drawer.getByRole('combobox', { name: 'Type of place' })).toBeVisible();
});

test('a control reached by Tab before the page’s code has run keeps focus when the app takes the page over', async ({ page }) => {
  await page.setViewportSize(PHONE);
  const held: Route[] = [];
  let released = false;
  await page.route(ENTRY_SCRIPT, (route) => void (released ? route.continue() : held.push(route)));

  await page.goto('/', { waitUntil: 'commit' });
  const menu = page.getByRole('button', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await tabTo(page, menu);
  await expect.poll(() => held.length).toBeGreaterThan(0);

  released = true;
  for (const route of held) await route.continue();
  // The featured places come with the app, so the painted page has been replaced by then.
  await expect(page.getByRole('button', { name: 'Next featured place' })).toBeVisible();
  await expect(menu).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
});

test('signed in: a favourite by keyboard is said through the live region, and the photo picker opens by keyboard', async ({
  page,
  baseURL,
}) => {
  const account = newAccount('keyboard');
  await signUpThroughApi(page.request, baseURL!, account);
  await signInThroughApi(page, baseURL!, account);
  const listing = await demoListing(page.request);

  await page.goto(`/listing/${listing._id}`);
  const heart = page.getByRole('button', { name: 'Add to favorites' });
  await heart.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator(LIVE_REGION)).toHaveText('Added to favorites');
  await expect(page.locator(LIVE_REGION)).toHaveAttribute('aria-live', 'polite');
  await page.getByRole('button', { name: 'Remove from favorites' }).focus();
  await page.keyboard.press('Space');
  await expect(page.locator(LIVE_REGION)).toHaveText('Removed from favorites');

  // Listening from before the page loads: Playwright asks Chromium to intercept file choosers only
  // once a listener is there, and that request raced a key press sent right after it (3 in 8 runs
  // under load opened an unintercepted chooser).
  const chooser = page.waitForEvent('filechooser');
  await page.goto('/create-listing');
  const addImages = page.getByRole('button', { name: 'Add images' });
  await addImages.focus();
  await page.keyboard.press('Enter');
  expect((await chooser).isMultiple()).toBe(true);
});
