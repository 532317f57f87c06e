import type { SavedSearch } from '@nivasa/contracts/saved-search-schema';
import type { StoredSavedSearch } from './schemas/saved-search.schema';

/** A saved search as its user sees it: not its index keys. */
export function toSavedSearch(stored: StoredSavedSearch): SavedSearch {
  return {
    _id: stored._id.toString(),
    name: stored.name,
    query: stored.query,
    frequency: stored.frequency,
    paused: stored.paused,
    createdAt: stored.createdAt.toISOString(),
    lastAlertAt: stored.lastAlertAt ? stored.lastAlertAt.toISOString() : null,
  };
}
