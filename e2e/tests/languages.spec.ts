import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { demoListing } from '../support/demo-listing';
import { expect, test } from '../support/test';
import { FONT_STYLESHEETS } from '@nivasa/contracts/fonts';
import { isDistrict } from '@nivasa/contracts/districts';
import { PLACE_NAMES } from '@nivasa/contracts/place-names';
import { listingPreview } from '@nivasa/shell-server/src/link-preview-documents';
import { siteText } from '@nivasa/shell-server/src/page-texts';

/** The page's hreflang alternates, as search engines read them. */
async function alternatesOf(page: Page): Promise<Record<string, string | null>> {
  const links = await page.locator('head link[rel="alternate"][hreflang]').all();
  return Object.fromEntries(
    await Promise.all(links.map(async (link) => [await link.getAttribute('hreflang'), await link.getAttribute('href')])),
  );
}

const metaContent = (page: Page, name: string) => page.locator(`head meta[name="${name}"]`).getAttribute('content');

test.describe('the site in Sinhala and Tamil', () => {
  test('without JavaScript, /si/ and a listing under /ta/ come in their language from the HTML: lang, alternates, title, first screen', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();

    await page.goto(`${baseURL}/si/`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'si');
    expect(await alternatesOf(page)).toEqual({
      en: `${baseURL}/`,
      si: `${baseURL}/si/`,
      ta: `${baseURL}/ta/`,
      'x-default': `${baseURL}/`,
    });
    await expect(page).toHaveTitle(siteText('si').title);
    expect(await page.title()).toMatch(/[\u0D80-\u0DFF]/);
    expect(await metaContent(page, 'description')).toBe(siteText('si').description);
    // The frame drawn in Sinhala at build time, and the home page's first screen under it.
    await expect(page.getByRole('navigation', { name: 'ප්‍රධාන' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'භාෂාව' }).getByRole('link', { name: 'English' })).toHaveAttribute('href', '/');
    await expect(page.locator('#nivasa-prerendered-page h1')).toHaveText(/^[\u0D80-\u0DFF]/);
    // Its links stay in Sinhala before any code runs: the frame's and the first screen's (the switcher's aside).
    const siteLinks = await page
      .locator('header a[href^="/"], #nivasa-prerendered-page a[href^="/"], footer a[href^="/"]')
      .evaluateAll((links) => links.filter((link) => !link.closest('nav[aria-label="භාෂාව"]')).map((link) => link.getAttribute('href')!));
    expect(siteLinks.length).toBeGreaterThan(5);
    expect(siteLinks.filter((href) => href !== '/si' && !href.startsWith('/si/'))).toEqual([]);

    const listing = await demoListing(page.request, baseURL!);
    const path = `/listing/${listing._id}`;
    await page.goto(`${baseURL}/ta${path}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
    expect(await alternatesOf(page)).toEqual({
      en: `${baseURL}${path}`,
      si: `${baseURL}/si${path}`,
      ta: `${baseURL}/ta${path}`,
      'x-default': `${baseURL}${path}`,
    });
    await expect(page).toHaveTitle(`${listing.name} | ${siteText('ta').name}`);
    expect(await metaContent(page, 'description')).toMatch(/[\u0B80-\u0BFF]/);
    // The preview says the place by its Tamil names.
    const description = await metaContent(page, 'description');
    expect(description).toBe(listingPreview(listing, baseURL!, 'ta').description);
    if (isDistrict(listing.district)) expect(description).toContain(PLACE_NAMES[listing.district].district.ta);
    await expect(page.locator('head meta[property="og:locale"]')).toHaveAttribute('content', 'ta_LK');
    await expect(page.getByRole('navigation', { name: 'முதன்மை' })).toBeVisible();
    await context.close();
  });

  test('an English page downloads no Sinhala or Tamil font; a Sinhala page downloads its own', async ({ page }) => {
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/fonts/')) fonts.push(new URL(request.url()).pathname);
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(fonts).toEqual([]);

    await page.goto('/si/', { waitUntil: 'networkidle' });
    await expect(page.getByRole('navigation', { name: 'ප්‍රධාන' })).toBeVisible();
    // The device-font rules come in the page; the self-hosted faces, once the page runs.
    expect(fonts).not.toContain(FONT_STYLESHEETS.si.deviceFaces);
    expect(fonts).toEqual(expect.arrayContaining([FONT_STYLESHEETS.si.webFaces, '/fonts/noto-sans-sinhala-sinhala-400-normal.woff2']));
    expect(fonts.filter((font) => font.includes('tamil'))).toEqual([]);
    // The faces load from the files the build wrote: regular and semi-bold Sinhala letters.
    const loaded = await page.evaluate(async () =>
      Promise.all(
        ['16px', '600 16px'].map(async (font) => (await document.fonts.load(`${font} "Noto Sans Sinhala Subset"`, 'සිංහල')).length),
      ),
    );
    expect(loaded).toEqual([1, 1]);
  });

  test("a page's text and antd's fields name only its own script's faces, from the HTML on", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const fontsOf = async (path: string) => {
      await page.goto(`${baseURL}${path}`);
      return page.locator('body').evaluate((body) => getComputedStyle(body).fontFamily);
    };
    const english = await fontsOf('/');
    expect(english).toMatch(/^system-ui,/);
    expect(english).not.toContain('Noto Sans Sinhala');
    expect(english).not.toContain('Noto Sans Tamil');
    const sinhala = await fontsOf('/si/');
    expect(sinhala).toMatch(/^"Noto Sans Sinhala Subset", "Noto Sans Sinhala Fallback", system-ui,/);
    expect(sinhala).not.toContain('Tamil');
    const tamil = await fontsOf('/ta/');
    expect(tamil).toMatch(/^"Noto Sans Tamil Subset", "Noto Sans Tamil Fallback", system-ui,/);
    expect(tamil).not.toContain('Sinhala');
    await context.close();

    // antd's fields take the same faces as the page's text: in the form drawn at build time, and in the app's.
    for (const javaScriptEnabled of [false, true]) {
      const signInContext = await browser.newContext({ javaScriptEnabled });
      const signIn = await signInContext.newPage();
      await signIn.goto(`${baseURL}/ta/sign-in`);
      // The app's form once it has taken the painted one over: its button sends the form.
      if (javaScriptEnabled) await expect(signIn.locator('main button[type="submit"]')).toBeVisible();
      const field = signIn.getByRole('main').locator('input.ant-input').first();
      expect(await field.evaluate((input) => getComputedStyle(input).fontFamily)).toMatch(/^"Noto Sans Tamil Subset"/);
      await signInContext.close();
    }
  });

  for (const [language, script] of [
    ['si', 'Sinhala'],
    ['ta', 'Tamil'],
  ] as const) {
    test(`the ${script} page's text sits where it will stay while its self-hosted font downloads`, async ({ browser }) => {
      // Every text box of the about page, painted in one font or the other.
      const textBoxes = async (withWebFaces: boolean) => {
        const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
        const page = await context.newPage();
        if (!withWebFaces) await page.route(`**${FONT_STYLESHEETS[language].webFaces}`, (route) => route.abort());
        await page.goto(`/${language}/about`, { waitUntil: 'networkidle' });
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const boxes = await page.evaluate(async (family) => {
          await document.fonts.ready;
          const faces = [...document.fonts].filter((face) => face.family.replaceAll('"', '') === family && face.status === 'loaded');
          return {
            webFacesLoaded: faces.length,
            boxes: [...document.querySelectorAll('main h1, main h2, main p, main li, main a')].map((element) => {
              const { x, y, width, height } = element.getBoundingClientRect();
              return [x, y, width, height].map(Math.round);
            }),
          };
        }, `Noto Sans ${script} Subset`);
        await context.close();
        return boxes;
      };
      const deviceFont = await textBoxes(false);
      const webFont = await textBoxes(true);
      expect(deviceFont.webFacesLoaded).toBe(0);
      expect(webFont.webFacesLoaded).toBeGreaterThan(0);
      expect(webFont.boxes.length).toBeGreaterThan(5);
      expect(webFont.boxes).toEqual(deviceFont.boxes);
    });
  }

  test("the header's language switcher keeps the page and its filters, and the page re-renders in Sinhala", async ({ page }) => {
    await page.goto('/search?type=annex');
    await expect(page.getByRole('heading', { name: 'Annexes', level: 1 })).toBeVisible();
    await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'සිංහල' }).click();

    await expect(page).toHaveURL(/\/si\/search\?type=annex$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'si');
    await expect(page.getByRole('navigation', { name: 'ප්‍රධාන' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'භාෂාව' }).getByRole('link', { name: 'සිංහල' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    // The same page, reloaded, is the Sinhala page the server sends.
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'si');
    await expect(page.getByRole('navigation', { name: 'ප්‍රධාන' })).toBeVisible();
  });

  test('a browser preferring Sinhala is offered the home page in Sinhala, never redirected, and not again once it says no', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ locale: 'si-LK' });
    const page = await context.newPage();
    const response = await page.goto(`${baseURL}/`);
    expect(response?.status()).toBe(200);
    expect(response?.request().redirectedFrom()).toBeNull();

    const prompt = page.getByRole('region', { name: 'භාෂාව' });
    await expect(prompt.getByRole('link', { name: 'මෙම පිටුව සිංහලෙන් බලන්න' })).toHaveAttribute('href', '/si/');
    expect(new URL(page.url()).pathname).toBe('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const { violations } = await new AxeBuilder({ page }).include('section[lang="si"]').analyze();
    expect(violations).toEqual([]);

    await prompt.getByRole('button', { name: 'එපා, ස්තුතියි' }).click();
    await expect(prompt).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'භාෂාව' })).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });

  test('taking the offer shows the page in Sinhala, in place', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ locale: 'si-LK' });
    const page = await context.newPage();
    await page.goto(`${baseURL}/`);
    await page.getByRole('link', { name: 'මෙම පිටුව සිංහලෙන් බලන්න' }).click();
    await expect(page).toHaveURL(`${baseURL}/si/`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'si');
    await expect(page.getByRole('navigation', { name: 'ප්‍රධාන' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'භාෂාව' })).toHaveCount(0);
    await context.close();
  });
});
