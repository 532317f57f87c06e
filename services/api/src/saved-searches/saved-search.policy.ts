import { NotFoundException } from '@nestjs/common';
import { SAVED_SEARCH_MESSAGES } from '@nivasa/contracts/saved-search-messages';
import type { Types } from 'mongoose';
import { refusal } from '../common/refusal';

/** The parts of the session user the rules read. */
export interface SavedSearchActor {
  _id: Types.ObjectId;
}

/** A saved search is its user's alone: admins included, nobody else may read or change it. */
export function isOwnSavedSearch(actor: SavedSearchActor, savedSearch: { userId: Types.ObjectId }): boolean {
  return actor._id.equals(savedSearch.userId);
}

/**
 * The saved search when it is the actor's; someone else's is answered as one that does not exist
 * (404 SAVED_SEARCH_NOT_FOUND), so its id tells nobody it exists.
 */
export function requireOwnSavedSearch<Found extends { userId: Types.ObjectId }>(actor: SavedSearchActor, found: Found | null): Found {
  if (!found || !isOwnSavedSearch(actor, found)) {
    throw new NotFoundException(refusal('SAVED_SEARCH_NOT_FOUND', SAVED_SEARCH_MESSAGES.notFound));
  }
  return found;
}
