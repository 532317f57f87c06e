import { type APIRequestContext, expect } from '@playwright/test';
import type { ListingDetail } from '@nivasa/contracts/api';
import { LISTING_STATUS } from '@nivasa/contracts/listing-lifecycle';
import { DEMO_LISTINGS } from '../../services/api/src/seed/demo-data';

/** The demo data's first approved listing: every test stack seeds it, and no test changes it. */
export const DEMO_LISTING_NAME = DEMO_LISTINGS.find(({ status }) => status === LISTING_STATUS.approved)!.name;

/**
 * That listing, as the API gives it. Not the newest approved listing: that is often another
 * test's, which the other worker may disapprove or delete while this test reads it.
 */
export async function demoListing(request: APIRequestContext, baseURL = ''): Promise<ListingDetail> {
  const found = (await (
    await request.get(`${baseURL}/api/listing/get?searchTerm=${encodeURIComponent(DEMO_LISTING_NAME)}&limit=50`)
  ).json()) as ListingDetail[];
  const listing = found.find(({ name }) => name === DEMO_LISTING_NAME);
  expect(listing, `the demo listing "${DEMO_LISTING_NAME}"`).toBeDefined();
  return listing!;
}
