import type { ListingInput, ListingRevision, Listing as ListingResponse } from '@nivasa/contracts/api';
import { revisionChanges } from '@nivasa/contracts/listing-lifecycle';
import { listingSchema } from '@nivasa/contracts/listing-schema';
import type { Types } from 'mongoose';
import { answerOf } from '../common/answer';
import { revisionIdOf } from './listing-revision';
import { type ListingPoints, locationShownTo } from './listing-location.policy';
import type { Listing, ListingRevisionDoc } from './schemas/listing.schema';

/** A stored listing as a query returns it (lean or hydrated). */
export type StoredListing = Listing & { _id: Types.ObjectId };

/** The pin and the public point as stored; none for a listing stored before points (until the backfill reaches it). */
function storedPointsOf(listing: StoredListing): ListingPoints | undefined {
  if (!listing.location || listing.publicLat === undefined || listing.publicLng === undefined) return undefined;
  return { exact: listing.location, public: { lat: listing.publicLat, lng: listing.publicLng } };
}

/**
 * The contracts' Listing from a stored one, through the listing schema (see answerOf); the id of
 * the content shown, the location the viewer may see (the pin for its owner only) and the
 * waiting changes are made here.
 */
export function toListingResponse(listing: StoredListing, viewerIsOwner = false): ListingResponse {
  const { location: _pin, ...answer } = answerOf(listingSchema, listing);
  const points = storedPointsOf(listing);
  return {
    ...(answer as ListingResponse),
    ...(points ? { location: locationShownTo(points, viewerIsOwner) } : {}),
    // A listing stored before the choice existed shows an approximate point.
    showExactLocation: listing.showExactLocation === true,
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
  const { statusReason: _reason, revision: _revision, ...publicFields } = toListingResponse(listing, false);
  return publicFields;
}
