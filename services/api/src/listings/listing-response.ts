import type { ListingInput, ListingRevision, Listing as ListingResponse } from '@nivasa/contracts/api';
import { revisionChanges } from '@nivasa/contracts/listing-lifecycle';
import type { Types } from 'mongoose';
import { revisionIdOf } from './listing-revision';
import type { Listing, ListingRevisionDoc } from './schemas/listing.schema';

/** A stored listing as a query returns it (lean or hydrated). */
export type StoredListing = Listing & { _id: Types.ObjectId };

/**
 * The contracts' Listing from a stored one: ids and dates as strings, and only the fields the
 * contracts name, so nothing stored by the way (`__v`) reaches a client.
 */
export function toListingResponse(listing: StoredListing): ListingResponse {
  return {
    _id: listing._id.toString(),
    name: listing.name,
    description: listing.description,
    rules: listing.rules,
    address: listing.address,
    district: listing.district,
    city: listing.city,
    type: listing.type,
    ...(listing.rentType ? { rentType: listing.rentType } : {}),
    bedrooms: listing.bedrooms,
    bathrooms: listing.bathrooms,
    beds: listing.beds,
    rent: listing.rent,
    area: listing.area,
    parking: listing.parking,
    furnished: listing.furnished,
    kitchen: listing.kitchen,
    hotwater: listing.hotwater,
    aircondition: listing.aircondition,
    imageUrls: [...listing.imageUrls],
    userRef: listing.userRef.toString(),
    status: listing.status,
    ...(listing.statusReason ? { statusReason: listing.statusReason } : {}),
    featured: listing.featured,
    rating: listing.rating,
    numReviews: listing.numReviews,
    createdAt: listing.createdAt.toISOString(),
    updatedAt: listing.updatedAt.toISOString(),
    revisionId: revisionIdOf(listing).toString(),
    ...(listing.revision ? { revision: toRevisionResponse(listing, listing.revision) } : {}),
  };
}

/** A waiting revision with what it changes; a field stored as null (removed by the owner) is left out of the input. */
function toRevisionResponse(live: StoredListing, revision: ListingRevisionDoc): ListingRevision {
  const listing = Object.fromEntries(Object.entries(revision.content).filter(([, value]) => value !== null)) as ListingInput;
  return {
    _id: revision._id.toString(),
    status: revision.status,
    ...(revision.reason ? { reason: revision.reason } : {}),
    createdAt: revision.createdAt.toISOString(),
    listing,
    changes: revisionChanges(live, revision.content as ListingInput),
  };
}

/** A listing as everyone may see it: without the moderator's reason and the waiting changes, which are for its owner and admins. */
export function toPublicListing(listing: StoredListing): ListingResponse {
  const { statusReason: _reason, revision: _revision, ...publicFields } = toListingResponse(listing);
  return publicFields;
}
