import { type Browser, type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { makeAdmin, newAccount, signInThroughApi, signUpThroughApi, type TestAccount } from '../support/accounts';
import { approveThroughApi, createListingThroughApi, type CreatedListing } from '../support/listings';

/**
 * Issue 19, sections 2 and 7: the owner's number shows on "Show phone number" (the counted press),
 * WhatsApp only for a mobile, and every contact box warns against paying an advance, with a link to
 * the Renting safely page, which reads in Sinhala and Tamil too.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

async function newPage(browser: Browser, baseURL: string, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport });
  // The cookie banner sits over the bottom of the page; it has tests of its own.
  await context.addInitScript(() => localStorage.setItem('cookieConsent', 'accepted'));
  return context.newPage();
}

async function signedInPage(browser: Browser, baseURL: string, account: TestAccount, viewport = DESKTOP): Promise<Page> {
  const page = await newPage(browser, baseURL, viewport);
  await signUpThroughApi(page.request, baseURL, account);
  await signInThroughApi(page, baseURL, account);
  return page;
}

let mobileListing: CreatedListing;
let landlineListing: CreatedListing;

test.beforeAll(async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const adminAccount = newAccount('contact-admin');
  const admin = await newPage(browser, baseURL!, DESKTOP);
  await signUpThroughApi(admin.request, baseURL!, adminAccount);
  await makeAdmin(adminAccount);
  await signInThroughApi(admin, baseURL!, adminAccount);
  const stamp = Date.now().toString(36);
  const mobileOwner = await signedInPage(browser, baseURL!, newAccount('contact-mobile'));
  mobileListing = await createListingThroughApi(mobileOwner.request, baseURL!, { name: `Garden annex ${stamp} by the lake` });
  const landlineOwner = await signedInPage(browser, baseURL!, { ...newAccount('contact-landline'), number: '081 223 4567' });
  landlineListing = await createListingThroughApi(landlineOwner.request, baseURL!, { name: `Hill room ${stamp} near the temple` });
  for (const listing of [mobileListing, landlineListing]) await approveThroughApi(admin.request, baseURL!, listing._id);
});

for (const [size, viewport] of [
  ['a phone', PHONE],
  ['a desktop', DESKTOP],
] as const) {
  test(`on ${size}, a signed-in user presses "Show phone number" and sees it; WhatsApp only for a mobile`, async ({ browser, baseURL }) => {
    const page = await signedInPage(browser, baseURL!, newAccount('contact-viewer'), viewport);
    const counted: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/user\/[0-9a-f]{24}(\?|$)/.test(new URL(request.url()).pathname + new URL(request.url()).search))
        counted.push(request.url());
    });

    await page.goto(`/listing/${mobileListing._id}`);
    const contact = page.getByRole('region', { name: 'Contact the owner' });
    const show = contact.getByRole('button', { name: 'Show phone number' });
    await expect(show).toBeVisible();
    await expect(contact.getByRole('link', { name: /^Call / })).toHaveCount(0);
    expect(counted).toEqual([]);
    await show.click();
    await expect(contact.getByRole('link', { name: 'Call +94 77 123 4567' })).toHaveAttribute('href', 'tel:+94771234567');
    await expect(contact.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\/94771234567\?text=/);
    // The press names the listing it came from, for the log.
    expect(counted).toHaveLength(1);
    expect(new URL(counted[0]!).searchParams.get('listing')).toBe(mobileListing._id);
    await contact.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`contact-box-${viewport.width}.png`) });

    await page.goto(`/listing/${landlineListing._id}`);
    await contact.getByRole('button', { name: 'Show phone number' }).click();
    await expect(contact.getByRole('link', { name: 'Call +94 81 223 4567' })).toHaveAttribute('href', 'tel:+94812234567');
    await expect(contact.getByRole('link', { name: 'Email the owner' })).toBeVisible();
    await expect(contact.getByRole('link', { name: 'WhatsApp' })).toHaveCount(0);
  });

  test(`on ${size}, the contact box's warning leads to Renting safely, which reads in Sinhala and Tamil too`, async ({
    browser,
    baseURL,
  }) => {
    const page = await newPage(browser, baseURL!, viewport);
    await page.goto(`/listing/${mobileListing._id}`);
    const contact = page.getByRole('region', { name: 'Contact the owner' });
    await expect(contact.getByText('Never pay an advance before you have seen the place and signed an agreement.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Report this listing' })).toBeVisible();
    await contact.getByRole('link', { name: 'Renting safely' }).click();
    await expect(page).toHaveURL(/\/renting-safely$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Renting safely' })).toBeVisible();
    for (const heading of [
      'See the place in person',
      'If you cannot go, ask for a video call',
      'Never pay through a link',
      'Report the listing',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    // It sends people to the listing's report button, by the button's own name.
    await expect(page.getByRole('main')).toContainText('press "Report this listing" on the listing\'s page');
    // The footer leads there from every page.
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Renting safely' })).toHaveAttribute('href', '/renting-safely');
    await page.screenshot({ path: test.info().outputPath(`renting-safely-${viewport.width}.png`), fullPage: true });

    for (const [language, title] of [
      ['si', 'ආරක්ෂිතව කුලියට ගන්න'],
      ['ta', 'பாதுகாப்பாக வாடகைக்கு எடுங்கள்'],
    ] as const) {
      await page.goto(`/${language}/renting-safely`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(5);
      await page.screenshot({ path: test.info().outputPath(`renting-safely-${language}-${viewport.width}.png`), fullPage: true });
    }
  });
}
