import { PLACE_LIMITS } from './limits';

/** Places (the gazetteer's autocomplete): the API's refusals. */
export const PLACE_MESSAGES = {
  q: `q can be at most ${PLACE_LIMITS.maxQueryLength} characters.`,
  limit: `limit must be a whole number from 1 to ${PLACE_LIMITS.maxLimit}.`,
  notFound: 'Place not found.',
} as const;
