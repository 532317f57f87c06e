/** The site's addresses, in one place: every app links and routes through these. */
import type { ListingSearchQuery } from './api';
import type { NOT_IN_ADDRESS } from './search-query';

export const PATHS = {
  home: '/',
  homeAlias: '/home',
  signIn: '/sign-in',
  signUp: '/sign-up',
  about: '/about',
  terms: '/terms',
  privacy: '/privacy',
  /** How not to lose an advance to a fake listing (issue 19). */
  rentingSafely: '/renting-safely',
  search: '/search',
  forgotPassword: '/forgotpassword',
  /** Route patterns (react-router) of the pages whose address holds a value. */
  resetPasswordPattern: '/reset-password/:token',
  confirmEmailPattern: '/confirm-email/:token',
  listingPattern: '/listing/:listingId',
  updateListingPattern: '/update-listing/:listingId',
  myAccount: '/my-account',
  editDetails: '/edit-details',
  createListing: '/create-listing',
  myListings: '/my-listings',
  myFavorites: '/my-favorites',
  /** Saved searches and their alerts (issue 20). */
  mySearches: '/my-searches',
  /** An alert mail's unsubscribe link opens this, with `?token=` (issue 20). */
  unsubscribeAlerts: '/my-searches/unsubscribe',
  /** Enquiry threads between seekers and owners (issue 20); a thread is `/messages/{threadId}`. */
  messages: '/messages',
  messageThreadPattern: '/messages/:threadId',
  dashboardHome: '/dashboard-home',
  /** Every other admin page lives under this. */
  dashboardSection: '/dashboard/',
  dashboardApprove: '/dashboard/dashboard-approve',
  dashboardViewListings: '/dashboard/view-listings',
  dashboardAnalytics: '/dashboard/analytics',
  dashboardAudit: '/dashboard/audit',
  dashboardReports: '/dashboard/reports',
} as const;

const segment = (value: string) => encodeURIComponent(value);

export const resetPasswordPath = (token: string) => `/reset-password/${segment(token)}`;
export const confirmEmailPath = (token: string) => `/confirm-email/${segment(token)}`;
export const listingPath = (listingId: string) => `/listing/${segment(listingId)}`;
export const updateListingPath = (listingId: string) => `/update-listing/${segment(listingId)}`;
export const messageThreadPath = (threadId: string) => `/messages/${segment(threadId)}`;

/** What the search page filters by (the API's query without paging and moderation); only the filters given appear in the address. */
export type SearchFilters = Omit<ListingSearchQuery, (typeof NOT_IN_ADDRESS)[number]>;

/** `/search?type=annex`, with the filters in the order given, encoded. */
export function searchPath(filters: SearchFilters = {}): string {
  // Built by hand: this package runs where neither the DOM's nor Node's URL types are declared.
  const query = Object.entries(filters)
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`)
    .join('&');
  return query ? `${PATHS.search}?${query}` : PATHS.search;
}
