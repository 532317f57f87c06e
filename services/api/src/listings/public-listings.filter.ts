import { PUBLIC_LISTING_STATUS } from '@nivasa/contracts/listing-lifecycle';
import type { QueryFilter } from 'mongoose';
import type { Listing } from './schemas/listing.schema';

/** The listings anyone may see, as a query filter: every public read (search, home, sitemap, favourites) starts from it. */
export function publicListingsFilter(): QueryFilter<Listing> {
  return { status: PUBLIC_LISTING_STATUS };
}
