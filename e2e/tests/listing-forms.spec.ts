import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { LISTING_MESSAGES } from '../../services/contracts/src/listing-messages';
import { makeAdmin, newAccount, signInThroughApi, signUpThroughApi, type TestAccount } from '../support/accounts';
import {
  approveThroughApi,
  choose,
  createListingThroughApi,
  errorsUnder,
  photo,
  selectValue,
  thumbnails,
  uploadListingImage,
} from '../support/listings';

/**
 * The owner's listing pages in the real browser against the real stack: the create and update
 * forms, their draft, My listings, and the owner's view of the listing page.
 */

test.beforeEach(async ({ page }) => {
  // The cookie banner sits over the bottom of the page; it has tests of its own.
  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'accepted'));
});

/** A form field by its label, exactly: 'Rent' is not 'Rent basis'. */
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function signedIn(page: Page, baseURL: string, prefix: string): Promise<TestAccount> {
  const account = newAccount(prefix);
  await signUpThroughApi(page.request, baseURL, account);
  await signInThroughApi(page, baseURL, account);
  return account;
}

/** Everything but the images, as an owner would type it. */
async function fillListingFields(page: Page) {
  await field(page, 'Title').fill('Sunny apartment near Galle Face Green');
  await choose(page, 'Type', 'Apartment');
  await choose(page, 'Rent basis', 'Weekly');
  await field(page, 'Description').fill('Two bedrooms on the ninth floor with a sea view, five minutes from the Galle Face Green.');
  await field(page, 'Address').fill('22 Galle Road, Colombo 03');
  await choose(page, 'District', 'Colombo', { search: true });
  await choose(page, 'City', 'Colombo', { search: true });
  await field(page, 'Bedrooms').fill('2');
  await field(page, 'Beds').fill('1');
  await field(page, 'Bathrooms').fill('2');
  await field(page, 'Rent').fill('35000');
  await field(page, 'Area (sqft)').fill('950');
  await page.getByRole('checkbox', { name: 'Air conditioning' }).check();
}

test('an owner creates a listing with three images and lands on its page, waiting for approval', async ({ page, baseURL }) => {
  await signedIn(page, baseURL!, 'creator');
  await page.goto('/create-listing');
  await expect(page.getByRole('heading', { name: 'Create a Listing', level: 1 })).toBeVisible();
  await expect(field(page, 'City')).toBeDisabled();

  await fillListingFields(page);
  await field(page, 'Images').setInputFiles([photo('front.png'), photo('living-room.png'), photo('view.png')]);
  await expect(thumbnails(page)).toHaveCount(3);
  await expect(thumbnails(page).first()).toHaveAttribute('src', /^\/api\/images\/[0-9a-f]{24}\?size=card$/);
  await expect(page.getByRole('list', { name: 'Listing images' }).getByText('Cover')).toBeVisible();
  // The last one becomes the cover.
  const last = await thumbnails(page).nth(2).getAttribute('src');
  await page.getByRole('button', { name: 'Move image 3 left' }).click();
  await page.getByRole('button', { name: 'Move image 2 left' }).click();
  await expect(page.getByRole('img', { name: 'Cover image' })).toHaveAttribute('src', last!);

  await page.getByRole('button', { name: 'Create listing' }).click();

  await expect(page).toHaveURL(/\/listing\/[0-9a-f]{24}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sunny apartment near Galle Face Green' })).toBeVisible();
  const ownerBox = page.getByRole('region', { name: 'Your listing' });
  await expect(ownerBox.getByText(LISTING_MESSAGES.statusPending)).toBeVisible();
  await expect(ownerBox.getByRole('link', { name: 'Edit listing' })).toHaveAttribute('href', /\/update-listing\/[0-9a-f]{24}$/);
  await expect(page.getByText('Rs. 35,000 / weekly')).toBeVisible();
  await expect(page.getByRole('img', { name: /cover photo$/ })).toHaveAttribute('src', last!.replace('size=card', 'size=detail'));
  await expect(page.getByRole('button', { name: /^Show photo/ })).toHaveCount(3);

  // Saved: the next create form starts empty.
  await page.goto('/create-listing');
  await expect(field(page, 'Title')).toHaveValue('');
  await expect(page.getByText('Draft restored')).toHaveCount(0);
});

test('a reload in the middle of the create form keeps the draft', async ({ page, baseURL }) => {
  await signedIn(page, baseURL!, 'drafter');
  await page.goto('/create-listing');
  await field(page, 'Title').fill('Room for a student near Ruhuna');
  await choose(page, 'District', 'Matara', { search: true });
  await choose(page, 'City', 'Matara', { search: true });
  await field(page, 'Rent').fill('12000');
  await field(page, 'Images').setInputFiles([photo('room.png')]);
  await expect(thumbnails(page)).toHaveCount(1);

  await page.reload();

  await expect(page.getByText('Draft restored')).toBeVisible();
  await expect(field(page, 'Title')).toHaveValue('Room for a student near Ruhuna');
  await expect(selectValue(page, 'District')).toHaveAttribute('title', 'Matara');
  await expect(selectValue(page, 'City')).toHaveAttribute('title', 'Matara');
  await expect(field(page, 'Rent')).toHaveValue('12,000');
  await expect(thumbnails(page)).toHaveCount(1);

  await page.getByRole('button', { name: 'Discard draft' }).click();
  await expect(field(page, 'Title')).toHaveValue('');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Create a Listing', level: 1 })).toBeVisible();
  await expect(field(page, 'Title')).toHaveValue('');
  await expect(page.getByText('Draft restored')).toHaveCount(0);
});

test("the server's field errors show under their fields", async ({ page, browser, baseURL }) => {
  // Someone else's upload: a check only the server can make.
  const otherContext = await browser.newContext({ baseURL });
  const other = await otherContext.newPage();
  await signedIn(other, baseURL!, 'uploader');
  const othersImage = await uploadListingImage(other.request, baseURL!);
  await otherContext.close();

  await signedIn(page, baseURL!, 'borrower');
  await page.goto('/create-listing');
  await fillListingFields(page);
  await field(page, 'Images').setInputFiles([photo('mine.png')]);
  await expect(thumbnails(page)).toHaveCount(1);
  // The body leaves with the other user's image in place of this one's.
  await page.route('**/api/listing/create', (route) =>
    route.continue({ postData: JSON.stringify({ ...route.request().postDataJSON(), imageUrls: [othersImage] }) }),
  );

  await page.getByRole('button', { name: 'Create listing' }).click();

  await expect(errorsUnder(page, 'Images')).toHaveText([LISTING_MESSAGES.imageNotYours]);
  await expect(page).toHaveURL(/\/create-listing$/);
  await expect(field(page, 'Title')).toHaveValue('Sunny apartment near Galle Face Green');
});

test('the owner edits a listing from My listings', async ({ page, baseURL }) => {
  await signedIn(page, baseURL!, 'editor');
  const listing = await createListingThroughApi(page.request, baseURL!);

  await page.goto('/my-listings');
  await page.getByRole('button', { name: `Edit ${listing.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/update-listing/${listing._id}$`));
  await expect(page.getByRole('heading', { name: 'Edit your listing', level: 1 })).toBeVisible();
  await expect(field(page, 'Title')).toHaveValue(listing.name);
  await expect(selectValue(page, 'Type')).toHaveAttribute('title', 'Annex');
  await expect(selectValue(page, 'City')).toHaveAttribute('title', 'Kandy');
  await expect(field(page, 'Rent')).toHaveValue('30,000');
  await expect(thumbnails(page)).toHaveCount(1);

  await field(page, 'Title').fill('Garden annex in Kandy, now with parking');
  await page.getByRole('checkbox', { name: 'Parking' }).check();
  await choose(page, 'Type', 'Full house for sale');
  await expect(field(page, 'Rent basis')).toHaveCount(0);
  await field(page, 'Price').fill('18500000');
  await page.getByRole('button', { name: 'Update listing' }).click();

  await expect(page).toHaveURL(new RegExp(`/listing/${listing._id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Garden annex in Kandy, now with parking' })).toBeVisible();
  await expect(page.getByText('Rs. 18,500,000', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Facilities' }).getByText('Parking')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your listing' }).getByText(LISTING_MESSAGES.statusPending)).toBeVisible();
});

test('the owner deletes their own listing from My listings after the confirmation', async ({ page, baseURL }) => {
  await signedIn(page, baseURL!, 'deleter');
  const kept = await createListingThroughApi(page.request, baseURL!, { name: 'Hostel beds in Jaffna town' });
  const deleted = await createListingThroughApi(page.request, baseURL!, { name: 'Beach bungalow in Unawatuna' });

  await page.goto('/my-listings');
  await expect(page.getByRole('list', { name: 'Your listings' }).getByRole('listitem')).toHaveCount(2);
  await page.getByRole('button', { name: `Delete ${deleted.name}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(LISTING_MESSAGES.confirmDelete);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('link', { name: deleted.name })).toBeVisible();

  await page.getByRole('button', { name: `Delete ${deleted.name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();

  await expect(page.getByRole('link', { name: deleted.name })).toHaveCount(0);
  await expect(page.getByRole('link', { name: kept.name })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('link', { name: kept.name })).toBeVisible();
  await expect(page.getByRole('link', { name: deleted.name })).toHaveCount(0);
  const gone = await page.request.get(`/api/listing/get/${deleted._id}`);
  expect(gone.status()).toBe(404);
});

test("someone else's update page shows an error, not the form", async ({ page, browser, baseURL }) => {
  const ownerContext = await browser.newContext({ baseURL });
  const owner = await ownerContext.newPage();
  await signedIn(owner, baseURL!, 'owner');
  const listing = await createListingThroughApi(owner.request, baseURL!);
  await ownerContext.close();
  // Approved, so anyone may see it: the form must still refuse them.
  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  const adminAccount = newAccount('moderator');
  await signUpThroughApi(admin.request, baseURL!, adminAccount);
  await makeAdmin(adminAccount);
  await signInThroughApi(admin, baseURL!, adminAccount);
  await approveThroughApi(admin.request, baseURL!, listing._id);
  await adminContext.close();

  await signedIn(page, baseURL!, 'stranger');
  await page.goto(`/update-listing/${listing._id}`);

  await expect(page.getByRole('alert')).toContainText(LISTING_MESSAGES.notYours);
  await expect(field(page, 'Title')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Update listing' })).toHaveCount(0);
  // Their own listing page shows no owner box either.
  await page.goto(`/listing/${listing._id}`);
  await expect(page.getByRole('heading', { level: 1, name: listing.name })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your listing' })).toHaveCount(0);
});
