import type { Types } from 'mongoose';

/**
 * Listings are about to be deleted: each module removes what it keeps of them (reviews,
 * favourites, images). Emitted before the listings go, so a failure leaves them to be found again.
 */
export const LISTINGS_DELETED = 'listings.deleted';

export interface ListingsDeletedEvent {
  listingIds: Types.ObjectId[];
  imageUrls: string[];
}
