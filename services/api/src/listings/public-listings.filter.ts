import { PUBLIC_LISTING_STATUS } from '@nivasa/contracts/listing-lifecycle';
import type { QueryFilter } from 'mongoose';
import type { Listing } from './schemas/listing.schema';

/**
 * The listings anyone may see, as a query filter: every public read (search, home, sitemap,
 * favourites) starts from it. Approved, and neither held by fraud reports nor of a blocked owner.
 */
export function publicListingsFilter(): QueryFilter<Listing> {
  return { status: PUBLIC_LISTING_STATUS, hiddenByReports: { $ne: true }, ownerBlocked: { $ne: true } };
}

/** The same rule for one listing read already. */
export function isPublicListing(listing: Pick<Listing, 'status' | 'hiddenByReports' | 'ownerBlocked'>): boolean {
  return listing.status === PUBLIC_LISTING_STATUS && listing.hiddenByReports !== true && listing.ownerBlocked !== true;
}
