/** Texts of the spec's error catalogue that more than one place shows. */
export const MESSAGES = {
  tokenMissing: 'Token missing',
  tokenInvalid: 'Token invalid',
  unexpectedError: 'Unexpected Application Error!',
  somethingWentWrong: 'Something went wrong!',
  failedToFetchListings: 'Failed to fetch listings',
  failedToFetchFeatured: 'Failed to fetch featured listings',
  loading: 'Loading...',
} as const;
