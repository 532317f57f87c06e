import { PUBLIC_LISTING_STATUS } from '@nivasa/contracts/listing-lifecycle';
import { isExpired } from '@nivasa/contracts/listing-freshness';
import type { QueryFilter } from 'mongoose';
import type { Listing } from './schemas/listing.schema';

/**
 * The listings anyone may see at `now`, as a query filter: every public read (search, home,
 * sitemap, favourites) starts from it. Approved, not expired, and neither held by fraud reports
 * nor of a blocked owner. A listing stored before expiries existed has none and stays up until
 * ListingExpiryBackfillJob (run at start) gives it one from its last change: no listing
 * vanishes while the backfill runs.
 */
export function publicListingsFilter(now: Date = new Date()): QueryFilter<Listing> {
  return {
    status: PUBLIC_LISTING_STATUS,
    hiddenByReports: { $ne: true },
    ownerBlocked: { $ne: true },
    // Matches a later expiry and none at all.
    expiresAt: { $not: { $lte: now } },
  };
}

/** The same rule for one listing read already. */
export function isPublicListing(
  listing: Partial<Pick<Listing, 'status' | 'hiddenByReports' | 'ownerBlocked' | 'expiresAt'>>,
  now: Date = new Date(),
): boolean {
  return (
    listing.status === PUBLIC_LISTING_STATUS &&
    listing.hiddenByReports !== true &&
    listing.ownerBlocked !== true &&
    (!listing.expiresAt || !isExpired(listing.expiresAt, now))
  );
}
