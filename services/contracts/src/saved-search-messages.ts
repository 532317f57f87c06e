/** Saved searches (issue 20): the API's answers (the parts of a saved search's readable name are in saved-search-name-text.ts). */
import { formatNumber } from './format';
import { SAVED_SEARCH_LIMITS } from './limits';

/** The API's answers about saved searches. */
export const SAVED_SEARCH_MESSAGES = {
  query: `Give the search as its address's query string, at most ${formatNumber(SAVED_SEARCH_LIMITS.queryMaxLength)} characters.`,
  queryEmpty: 'Choose at least one filter before you save a search.',
  frequency: 'frequency must be instant or daily.',
  name: `A name must be 1 to ${SAVED_SEARCH_LIMITS.nameMaxLength} characters.`,
  paused: 'paused must be true or false.',
  noChange: 'Give a new name, frequency or paused.',
  saved: 'Search saved. We will tell you about new places that match it.',
  updated: 'Saved search updated.',
  deleted: 'Saved search deleted.',
  notFound: 'Saved search not found.',
  limitReached: `You can keep at most ${SAVED_SEARCH_LIMITS.perUser} saved searches. Delete one to save another.`,
  unsubscribed: 'You will get no more alerts for this saved search. You can resume them in My searches.',
  unsubscribeLinkInvalid: 'This unsubscribe link is not valid. Manage your alerts in My searches.',
} as const;
