import type { PluralForms } from './plural';

/** The site's own title and description: index.html's, and what a page that set its own restores. */
export const SITE_TEXT = {
  name: 'Nivasa',
  title: 'Nivasa | Places to stay and homes across Sri Lanka',
  description: 'Nivasa: rooms, annexes, hostels and houses to rent or buy across Sri Lanka.',
  contactEmail: 'hello@nivasa.lk',
} as const;

/** The page the site's servers send for an address or request they cannot read. */
export const BAD_REQUEST_PAGE_TEXT = {
  code: '400',
  title: 'This address cannot be read',
  text: 'The link may be broken or cut short. Check it, or start again from the home page.',
  home: 'Back to home',
} as const;

/** Counted words, one text per plural category: write them with `countText` from './plural'. */
export const COUNT_TEXTS = {
  review: { one: '{count} review', other: '{count} reviews' },
  bedroom: { one: '{count} bedroom', other: '{count} bedrooms' },
  bathroom: { one: '{count} bathroom', other: '{count} bathrooms' },
} as const satisfies Record<string, PluralForms>;

/** Error texts that more than one place shows. */
export const MESSAGES = {
  tokenMissing: 'Token missing',
  tokenInvalid: 'Token invalid',
  unexpectedError: 'Unexpected Application Error!',
  somethingWentWrong: 'Something went wrong!',
  failedToFetchListings: 'Failed to fetch listings',
  failedToFetchFeatured: 'Failed to fetch featured listings',
  noFeatured: 'No featured listings available.',
  noListingsFound: 'No listings found',
  clearFilters: 'Clear filters',
  linkCopied: 'Link copied!',
  signInToContact: "Sign in to see the owner's phone number and email.",
  loading: 'Loading...',
  /** A confirmation's buttons. */
  confirmYes: 'Yes',
  confirmNo: 'No',
  tryAgain: 'Try again',
  backToHome: 'Back to home',
  /** Lists shown a page at a time. */
  previousPage: 'Previous',
  nextPage: 'Next',
  pageNumber: (page: number) => `Page ${page}`,
  /** A signed-in member who opens an admin page. */
  moderatorsOnlyTitle: 'The dashboard is for moderators',
  moderatorsOnlyText: 'You are signed in, but only moderators can open the dashboard and its pages.',
} as const;
