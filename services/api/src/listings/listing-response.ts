import type { Listing as ListingResponse } from '@nivasa/contracts/api';
import { listingSchema } from '@nivasa/contracts/listing-schema';
import type { Types } from 'mongoose';
import { answerOf } from '../common/answer';
import type { Listing } from './schemas/listing.schema';

/** A stored listing as a query returns it (lean or hydrated). */
export type StoredListing = Listing & { _id: Types.ObjectId };

/** The contracts' Listing from a stored one, through the listing schema (see answerOf). */
export function toListingResponse(listing: StoredListing): ListingResponse {
  return answerOf(listingSchema, listing);
}

/** A listing as everyone may see it: without the moderator's reason, which is for its owner and admins. */
export function toPublicListing(listing: StoredListing): ListingResponse {
  const { statusReason: _reason, ...publicFields } = toListingResponse(listing);
  return publicFields;
}
