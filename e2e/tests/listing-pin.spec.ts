import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { distanceKm, type GeoPoint, movedPoint } from '../../services/contracts/src/geo';
import type { Place } from '../../services/contracts/src/places';
import { makeAdmin, newAccount, signInThroughApi, signUpThroughApi } from '../support/accounts';
import { approveThroughApi, choose, photo, thumbnails } from '../support/listings';

/**
 * The owner's pin on the listing form, in the real browser against the real stack: it starts at
 * the town's centre, the arrow keys move it, and the API keeps that point, showing it to the
 * public exactly or 200–300 m away as the owner chose.
 */

test.beforeEach(async ({ page }) => {
  // The cookie banner sits over the bottom of the page; it has tests of its own.
  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'accepted'));
});

const PIN_NAME = 'Pin of the place. The arrow keys move it.';
/** One press of an arrow key; ten with Shift (the form's PIN_STEP_M). */
const STEP_M = 20;

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function townCentre(request: APIRequestContext, district: string, city: string): Promise<GeoPoint> {
  const response = await request.get(`/api/places?q=${encodeURIComponent(city)}&limit=20`);
  expect(response.status()).toBe(200);
  const town = ((await response.json()) as Place[]).find(
    (place) => place.kind === 'town' && place.district === district && place.name === city,
  );
  expect(town).toBeDefined();
  return { lat: town!.lat, lng: town!.lng };
}

async function fillListing(page: Page) {
  await field(page, 'Title').fill('Quiet room near Wellawatte station');
  await field(page, 'Description').fill('A single room on the first floor, two minutes from the sea and the station.');
  await field(page, 'Address').fill('14 Station Road, Wellawatte');
  await choose(page, 'District', 'Colombo', { search: true });
  await choose(page, 'City', 'Wellawatte', { search: true });
  await field(page, 'Bedrooms').fill('1');
  await field(page, 'Beds').fill('1');
  await field(page, 'Bathrooms').fill('1');
  await field(page, 'Rent').fill('25000');
  await field(page, 'Area (sqft)').fill('150');
  await field(page, 'Images').setInputFiles([photo('room.png')]);
  await expect(thumbnails(page)).toHaveCount(1);
}

/** The listing as someone signed out reads it, once a moderator approved it. */
async function publicLocation(browser: Browser, baseURL: string, listingId: string): Promise<GeoPoint> {
  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  const adminAccount = newAccount('moderator');
  await signUpThroughApi(admin.request, baseURL, adminAccount);
  await makeAdmin(adminAccount);
  await signInThroughApi(admin, baseURL, adminAccount);
  await approveThroughApi(admin.request, baseURL, listingId);
  await adminContext.close();
  const visitor = await browser.newContext({ baseURL });
  const response = await visitor.request.get(`/api/listing/get/${listingId}`);
  expect(response.status()).toBe(200);
  const { location } = (await response.json()) as { location: GeoPoint };
  await visitor.close();
  return location;
}

const metresBetween = (a: GeoPoint, b: GeoPoint) => distanceKm(a, b) * 1000;

for (const exact of [true, false]) {
  test(`an owner moves the pin by keyboard and the public sees ${exact ? 'that point' : 'a point 200–300 m from it'}`, async ({
    page,
    browser,
    baseURL,
  }) => {
    const account = newAccount('pinner');
    await signUpThroughApi(page.request, baseURL!, account);
    await signInThroughApi(page, baseURL!, account);
    await page.goto('/create-listing');
    await expect(page.getByRole('heading', { name: 'Create a Listing', level: 1 })).toBeVisible();
    // No town yet: no map, and none of its code.
    await expect(page.getByRole('group', { name: "Map for the place's pin" })).toHaveCount(0);

    await fillListing(page);
    const pin = page.getByRole('button', { name: PIN_NAME });
    await expect(pin).toBeVisible();
    await expect(page.getByRole('button', { name: "Use the town's centre" })).toBeDisabled();
    const showExact = page.getByRole('checkbox', { name: 'Show the exact location' });
    await expect(showExact).not.toBeChecked();
    await expect(page.getByText('If not, the public sees a point moved by a few hundred metres.')).toBeVisible();

    const { violations } = await new AxeBuilder({ page }).include('main').analyze();
    expect(violations.filter(({ impact }) => impact === 'serious' || impact === 'critical')).toEqual([]);

    // 200 m north, then 40 m east.
    await pin.focus();
    await page.keyboard.press('Shift+ArrowUp');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('button', { name: "Use the town's centre" })).toBeEnabled();
    if (exact) await showExact.check();

    await page.getByRole('button', { name: 'Create listing' }).click();
    await expect(page).toHaveURL(/\/listing\/[0-9a-f]{24}$/);
    const listingId = new URL(page.url()).pathname.split('/').pop()!;

    const centre = await townCentre(page.request, 'Colombo', 'Wellawatte');
    const north = movedPoint(centre, 0, STEP_M * 10);
    const expected = movedPoint(movedPoint(north, Math.PI / 2, STEP_M), Math.PI / 2, STEP_M);
    const own = await page.request.get(`/api/listing/get/${listingId}`);
    const ownListing = (await own.json()) as { location: GeoPoint; showExactLocation: boolean };
    expect(metresBetween(ownListing.location, expected)).toBeLessThan(1);
    expect(ownListing.showExactLocation).toBe(exact);

    const shown = await publicLocation(browser, baseURL!, listingId);
    if (exact) expect(metresBetween(shown, expected)).toBeLessThan(1);
    else {
      expect(metresBetween(shown, expected)).toBeGreaterThanOrEqual(199);
      expect(metresBetween(shown, expected)).toBeLessThanOrEqual(301);
    }
  });
}

test('the edit form starts from the saved pin and choice, and a drag moves the pin', async ({ page, baseURL }) => {
  const account = newAccount('repinner');
  await signUpThroughApi(page.request, baseURL!, account);
  await signInThroughApi(page, baseURL!, account);
  await page.goto('/create-listing');
  await fillListing(page);
  const pin = page.getByRole('button', { name: PIN_NAME });
  await pin.focus();
  await page.keyboard.press('Shift+ArrowDown');
  await page.getByRole('checkbox', { name: 'Show the exact location' }).check();
  await page.getByRole('button', { name: 'Create listing' }).click();
  await expect(page).toHaveURL(/\/listing\/[0-9a-f]{24}$/);
  const listingId = new URL(page.url()).pathname.split('/').pop()!;
  const saved = ((await (await page.request.get(`/api/listing/get/${listingId}`)).json()) as { location: GeoPoint }).location;

  await page.goto(`/update-listing/${listingId}`);
  await expect(page.getByRole('checkbox', { name: 'Show the exact location' })).toBeChecked();
  await expect(pin).toBeVisible();
  // The saved pin, not the town's centre: one more press moves it on from there.
  await pin.focus();
  await page.keyboard.press('ArrowLeft');
  // And a drag: 60 px down, a little south of it.
  await page.getByRole('group', { name: "Map for the place's pin" }).scrollIntoViewIfNeeded();
  const box = (await pin.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2 + 30, { steps: 5 });
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2 + 60, { steps: 5 });
  await page.mouse.up();
  await page.getByRole('button', { name: 'Update listing' }).click();
  await expect(page).toHaveURL(new RegExp(`/listing/${listingId}$`));

  const updated = ((await (await page.request.get(`/api/listing/get/${listingId}`)).json()) as { location: GeoPoint }).location;
  const left = movedPoint(saved, (3 * Math.PI) / 2, STEP_M);
  // West by the key; south by the drag (60 px at zoom 16 is about 140 m), the longitude kept (to the pixel: 2.4 m).
  expect(metresBetween({ lat: updated.lat, lng: left.lng }, updated)).toBeLessThan(5);
  expect(metresBetween(updated, { lat: left.lat, lng: updated.lng })).toBeGreaterThan(100);
  expect(updated.lat).toBeLessThan(left.lat);
});

for (const width of [390, 1280]) {
  test(`the pin's map at ${width} px`, async ({ page, baseURL }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    const account = newAccount('pinshot');
    await signUpThroughApi(page.request, baseURL!, account);
    await signInThroughApi(page, baseURL!, account);
    await page.goto('/create-listing');
    await fillListing(page);
    const map = page.getByRole('group', { name: "Map for the place's pin" });
    const pin = page.getByRole('button', { name: PIN_NAME });
    await expect(pin).toBeVisible();
    await map.scrollIntoViewIfNeeded();
    // The map fits the form's width, and the pin stands in its middle.
    const box = (await map.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    const pinBox = (await pin.boundingBox())!;
    expect(Math.abs(pinBox.x + pinBox.width / 2 - (box.x + box.width / 2))).toBeLessThan(4);
    expect(pinBox.y).toBeGreaterThan(box.y);
    expect(pinBox.y + pinBox.height).toBeLessThan(box.y + box.height / 2 + 4);
    await page.screenshot({ path: testInfo.outputPath(`listing-pin-${width}.png`) });
  });
}
