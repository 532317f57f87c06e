import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { untilZoomedIn } from './motion';
import { noisePng } from './png';

/** Writes from the browser's own origin, as the site's pages do (the API refuses foreign origins). */
const originHeaders = (baseURL: string) => ({ Origin: new URL(baseURL).origin });

/** A small real photo-sized PNG, distinct on every call. */
export function photo(name: string) {
  return { name, mimeType: 'image/png', buffer: noisePng(96, 72) };
}

/** Uploads one listing image as the signed-in user of `request`; its `/api/images/<id>` address. */
export async function uploadListingImage(request: APIRequestContext, baseURL: string, name = 'room.png'): Promise<string> {
  const response = await request.post('/api/images?purpose=listing', {
    multipart: { image: photo(name) },
    headers: originHeaders(baseURL),
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { url: string }).url;
}

export interface CreatedListing {
  _id: string;
  name: string;
}

/** A valid listing made through the API by the signed-in user of `request`, with one image. */
export async function createListingThroughApi(
  request: APIRequestContext,
  baseURL: string,
  fields: Record<string, unknown> = {},
): Promise<CreatedListing> {
  const imageUrl = await uploadListingImage(request, baseURL);
  const response = await request.post('/api/listing/create', {
    headers: originHeaders(baseURL),
    data: {
      name: 'Garden annex in Kandy for students',
      description: 'A quiet annex with a garden, a short walk from the lake.',
      rules: 'No parties.',
      address: '8 Lake Drive, Kandy',
      district: 'Kandy',
      city: 'Kandy',
      type: 'annex',
      rentType: 'monthly',
      bedrooms: 1,
      beds: 1,
      bathrooms: 1,
      rent: 30000,
      area: 400,
      parking: false,
      furnished: true,
      kitchen: true,
      hotwater: true,
      aircondition: false,
      imageUrls: [imageUrl],
      ...fields,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { listing: CreatedListing }).listing;
}

/** Approves a listing as the signed-in admin of `request`, naming the version it reads first, as the moderators' page does. */
export async function approveThroughApi(request: APIRequestContext, baseURL: string, listingId: string): Promise<void> {
  const read = await request.get(`/api/listing/get/${listingId}`);
  expect(read.status(), await read.text()).toBe(200);
  const { revisionId } = (await read.json()) as { revisionId: string };
  const response = await request.patch(`/api/listing/approve/${listingId}`, {
    headers: originHeaders(baseURL),
    data: { revision: revisionId },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Picks an option of an antd select, typing to narrow it where the select is searchable. */
export async function choose(page: Page, label: string, option: string, { search = false } = {}) {
  const select = page.getByLabel(label, { exact: true });
  await select.click();
  if (search) await select.fill(option);
  const dropdown = page.locator('.ant-select-dropdown:visible');
  // It slides in as it opens (again as the typing narrows it): a click before it settles can miss.
  await expect(dropdown).not.toHaveClass(/-(enter|appear)/);
  await dropdown.locator(`.ant-select-item-option[title="${option}"]`).click();
  await expect(selectValue(page, label)).toHaveAttribute('title', option);
  // A closing dropdown stays visible while it fades, and may hold the next select's option too
  // (the district Colombo, then the town Colombo).
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
}

/** What an antd select shows as chosen. */
export function selectValue(page: Page, label: string): Locator {
  return page.locator('.ant-select', { has: page.getByLabel(label, { exact: true }) }).locator('.ant-select-content-has-value');
}

/**
 * The thumbnails of the images picker, the cover first: uploaded images only. An upload still
 * running shows a progress bar whose finished state has an icon that is an image too.
 */
export function thumbnails(page: Page): Locator {
  return page.getByRole('list', { name: 'Listing images' }).getByRole('img', { name: /^(Cover image|Image \d+)$/ });
}

/** The messages under a form field. */
export function errorsUnder(page: Page, label: string): Locator {
  return page.locator('.ant-form-item', { has: page.getByLabel(label, { exact: true }) }).locator('.ant-form-item-explain-error');
}

/** Answers the open antd Yes/No confirmation that asks `question` with Yes. */
export async function confirmYes(page: Page, question: string) {
  const popup = page.locator('.ant-popover').filter({ hasText: question });
  await untilZoomedIn(popup);
  await popup.getByRole('button', { name: 'Yes' }).click();
}
