import type { Listing as ListingResponse } from '@nivasa/contracts/api';
import { LISTING_FIELDS, type ListingField, listingSchema } from '@nivasa/contracts/listing-schema';
import { Types } from 'mongoose';
import type { Listing } from './schemas/listing.schema';

/** A stored listing as a query returns it (lean or hydrated). */
export type StoredListing = Listing & { _id: Types.ObjectId };

/** The fields the listing schema makes optional: left out when empty. */
const OPTIONAL_FIELDS = new Set(LISTING_FIELDS.filter((field) => listingSchema.shape[field]._zod.optout === 'optional'));

/** A stored value as the API answers it: ids and dates as text, arrays copied. */
function answered(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(answered);
  if (value instanceof Types.ObjectId) return value.toString();
  return value;
}

/**
 * The contracts' Listing from a stored one: the fields its schema names, in its order, ids and
 * dates as strings; an optional field left empty (a sale's rent basis, no reason, no date) is
 * left out, and nothing stored by the way (`__v`) reaches a client.
 */
export function toListingResponse(listing: StoredListing): ListingResponse {
  const stored = listing as unknown as Record<string, unknown>;
  const given = (field: ListingField) => stored[field] !== undefined && stored[field] !== null && stored[field] !== '';
  const entries = LISTING_FIELDS.filter((field) => !OPTIONAL_FIELDS.has(field) || given(field)).map((field) => [
    field,
    answered(stored[field]),
  ]);
  return Object.fromEntries(entries) as ListingResponse;
}

/** A listing as everyone may see it: without the moderator's reason, which is for its owner and admins. */
export function toPublicListing(listing: StoredListing): ListingResponse {
  const { statusReason: _reason, ...publicFields } = toListingResponse(listing);
  return publicFields;
}
