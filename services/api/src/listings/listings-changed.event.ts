/**
 * What visitors see of listings may have changed: a listing was created, edited or deleted, or a
 * moderator approved, disapproved, featured or stopped featuring one. Told synchronously, so
 * what caches public listings in this instance forgets them before the change is answered.
 */
export const LISTINGS_CHANGED = 'listings.changed';
