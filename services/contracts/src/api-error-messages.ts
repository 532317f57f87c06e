/** What the API answers whatever the route: a request it cannot read, an id that is none, a fault of its own. */
export const API_ERROR_MESSAGES = {
  internalError: 'Internal server error',
  databaseUnavailable: 'The database is unavailable; please try again shortly',
  duplicateRecord: 'That record already exists',
  invalidInput: 'Invalid input',
  malformedJson: 'Malformed JSON body',
  bodyTooLarge: 'Request body is too large',
  /** `limit` as '32 KB' or '1 MB'. */
  bodyTooLargeLimit: (limit: string) => `Request body is too large (the limit is ${limit})`,
  bodyTooManyFields: (limit: number) => `Request body has too many fields (the limit is ${limit})`,
  bodyTooDeep: (levels: number) => `Request body is nested too deeply (the limit is ${levels} levels)`,
  /** Refused by Node's HTTP parser, before any route. */
  headersTooLarge: 'The request address or headers are too large.',
  malformedRequest: 'Malformed request.',
  /** No route has this method and address (Nest's own words). */
  routeNotFound: (method: string, path: string) => `Cannot ${method} ${path}`,
  invalidListingId: 'Invalid listing id',
  invalidUserId: 'Invalid user id',
  invalidReviewId: 'Invalid review id',
  invalidImageId: 'Invalid image id',
  invalidSavedSearchId: 'Invalid saved search id',
  invalidThreadId: 'Invalid conversation id',
} as const;
