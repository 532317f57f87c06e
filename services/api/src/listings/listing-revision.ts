import { Types } from 'mongoose';
import type { StoredListing } from './listing-response';

/** The id of a listing's content; a listing stored before revisions existed goes by its own id until its next change. */
export function revisionIdOf(listing: Pick<StoredListing, '_id' | 'revisionId'>): Types.ObjectId {
  return listing.revisionId ?? listing._id;
}

/** The condition that the listing's content is still the version named (as revisionIdOf gives it). */
export function contentIsRevision(revision: Types.ObjectId): Record<string, unknown> {
  return { $or: [{ revisionId: revision }, { _id: revision, revisionId: { $exists: false } }] };
}

/** A revision's content as stored: a field the owner removed (undefined) is kept as null, so the list of changes shows it. */
export function storedContentOf(content: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(content).map(([field, value]) => [field, value ?? null]));
}

/** A new id for changed content. */
export function newRevisionId(): Types.ObjectId {
  return new Types.ObjectId();
}
