import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { ENTRY_SCRIPT } from '../support/navigation';
import { newAccount, signUpThroughApi } from '../support/accounts';
import { pixelsApart } from '../support/png';

/**
 * The shell's sign-in and sign-up forms are drawn at build time and come in the page's HTML,
 * styled by the build's stylesheet of antd's styles: they paint with the page, not seconds later
 * once the shell's code and antd's have run. The app then takes them over where they stand.
 */

test.beforeEach(async ({ context }) => {
  // The cookie banner has tests of its own, and would cover the form's foot on a phone.
  await context.addInitScript(() => localStorage.setItem('cookieConsent', 'accepted'));
});

// A Sinhala page's letters differ by a shade once the app has linked the web font (Three languages,
// Fonts), the HTML drawing them in the device's; its form must still come styled and in place.
for (const { path, heading, button, sameFont } of [
  { path: '/sign-in', heading: 'Sign In', button: 'Sign In', sameFont: true },
  { path: '/sign-up', heading: 'Sign Up', button: 'Sign Up', sameFont: true },
  { path: '/si/sign-up', heading: 'ලියාපදිංචි වන්න', button: 'ලියාපදිංචි වන්න', sameFont: false },
]) {
  test(`${path} comes with its form drawn and styled before its code runs, as the app draws it`, async ({ browser, page, baseURL }) => {
    const shots: Buffer[] = [];
    const boxes: unknown[] = [];
    for (const appStarts of [false, true]) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      // A visitor who has chosen: the server leaves the cookie banner out of the HTML.
      await context.addCookies([{ name: 'cookieConsent', value: 'accepted', url: baseURL! }]);
      await context.addInitScript(() => localStorage.setItem('cookieConsent', 'accepted'));
      const visit = await context.newPage();
      // Without the shell's entry, the page is its HTML (with JavaScript off the page would say it needs it, above the form).
      if (!appStarts) await visit.route(ENTRY_SCRIPT, (route) => route.abort());
      await visit.goto(path);
      await expect(visit.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      const submit = visit.getByRole('main').getByRole('button', { name: button, exact: true });
      // antd's primary button, as the stylesheet draws it: the brand's teal.
      await expect(submit).toHaveCSS('background-color', 'rgb(15, 118, 110)');
      // Drawn by the build, its button cannot send the form; the app's can.
      await expect(submit).toHaveAttribute('type', appStarts ? 'submit' : 'button');
      await visit.evaluate(() => document.fonts.ready);
      const card = visit.getByRole('main').locator('section').first();
      boxes.push(await Promise.all([card, submit, visit.getByRole('main').getByRole('textbox').first()].map((part) => part.boundingBox())));
      shots.push(await card.screenshot({ animations: 'disabled', caret: 'hide' }));
      await context.close();
    }
    expect(boxes[0], 'the form is where the app draws it').toEqual(boxes[1]);
    if (sameFont)
      expect(await pixelsApart(page, shots[0], shots[1]), 'the form looks the same before and after the app takes it over').toBe(0);
  });
}

/** `path`, its HTML painted and the shell's entry held back until `release`: a phone on a slow link. */
async function pageHeldBack(page: Page, path: string): Promise<{ release: () => void }> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(ENTRY_SCRIPT, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'commit' });
  return { release };
}

/** The sign-in page, its form painted, the app held back until `release`. */
async function signInPageHeldBack(page: Page): Promise<{ release: () => void }> {
  const held = await pageHeldBack(page, '/sign-in');
  await expect(page.getByRole('main').getByRole('heading', { name: 'Sign In' })).toBeVisible();
  return held;
}

test("on a phone, a press on the painted header's Menu button before the app has taken over opens the menu once it has", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const { release } = await pageHeldBack(page, '/about');
  const menu = page.getByRole('button', { name: 'Menu' });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await menu.click();
  // The painted button does nothing itself: its press is noted for the app.
  await expect(page.locator('#site-navigation')).toBeHidden();
  release();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('#site-navigation').getByRole('link', { name: 'Add your place' })).toBeVisible();
  await context.close();
});

test('the painted sign-in form keeps what was typed into it, and the page never swaps it for a spinner, when the app takes over', async ({
  page,
  baseURL,
}) => {
  const account = newAccount('painted');
  await signUpThroughApi(page.request, baseURL!, account);
  // Every state of the page's spot from the first paint: the form, or anything else.
  await page.addInitScript(() => {
    const states: string[] = [];
    (window as unknown as { spotStates: string[] }).spotStates = states;
    new MutationObserver(() => {
      const main = document.querySelector('main');
      if (!main) return;
      const state = main.querySelector('h1') && main.querySelector('form') && document.querySelector('header') ? 'form' : 'other';
      if (states.at(-1) !== state) states.push(state);
    }).observe(document, { childList: true, subtree: true });
  });

  const { release } = await signInPageHeldBack(page);
  const main = page.getByRole('main');
  await main.getByLabel('Email').fill(account.email);
  await main.getByLabel('Password').fill(account.password);
  release();

  await expect(main.locator('button[type="submit"]')).toBeVisible();
  await expect(main.getByLabel('Email')).toHaveValue(account.email);
  await expect(main.getByLabel('Password')).toHaveValue(account.password);
  await expect(main.getByLabel('Password')).toBeFocused();
  expect(await page.evaluate(() => (window as unknown as { spotStates: string[] }).spotStates)).toEqual(['form']);

  await main.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My account' })).toBeVisible();
});

for (const send of ['a press on its button', 'Enter'] as const) {
  test(`the painted sign-in form sent by ${send} before the app has taken over signs in once it has, without reloading`, async ({
    page,
    baseURL,
  }) => {
    const account = newAccount('early');
    await signUpThroughApi(page.request, baseURL!, account);
    const { release } = await signInPageHeldBack(page);
    const main = page.getByRole('main');
    await main.getByLabel('Email').fill(account.email);
    await main.getByLabel('Password').fill(account.password);
    if (send === 'Enter') await main.getByLabel('Password').press('Enter');
    else await main.getByRole('button', { name: 'Sign In', exact: true }).click();
    // The browser sent nothing: the painted page is still here, with what was typed.
    await expect(page).toHaveURL(/\/sign-in$/);
    await expect(main.getByLabel('Password')).toHaveValue(account.password);
    release();

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My account' })).toBeVisible();
  });
}

test('a first visit paints the cookie banner with the page; Accept pressed before the app has taken over is kept, and the next page comes without it', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const { release } = await pageHeldBack(page, '/about');
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Accept' }).click();
  release();

  await expect(banner).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBe('accepted');
  // The next page's HTML, before any code: no banner.
  await page.unroute(ENTRY_SCRIPT);
  await page.route(ENTRY_SCRIPT, (route) => route.abort());
  await page.goto('/sign-in');
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  await expect(banner).toHaveCount(0);
  await context.close();
});
