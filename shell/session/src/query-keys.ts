/**
 * Cache keys of server state that more than one app reads or changes, through the query client
 * they share. Everything about listings sits under ['listing'], so a change to any listing
 * (an edit, a moderation step) refreshes every list and page that may show it.
 */
import type { ListingSearchQuery } from '@nivasa/contracts/api';

export const sharedQueryKeys = {
  listings: ['listing'] as const,
  listing: (listingId: string) => ['listing', listingId] as const,
  ownersListings: (userId: string) => ['listing', 'owner', userId] as const,
  home: ['listing', 'home'] as const,
  search: (query: ListingSearchQuery) => ['listing', 'search', query] as const,
  favorites: (userId: string) => ['listing', 'favorites', userId] as const,
  reviews: (listingId: string) => ['reviews', listingId] as const,
  /** Enquiry threads: the list, each thread and the header's unread count, refreshed together when one is read or written in. */
  enquiries: ['enquiries'] as const,
  enquiryThreads: ['enquiries', 'threads'] as const,
  enquiryThread: (threadId: string) => ['enquiries', 'thread', threadId] as const,
  enquiryUnread: ['enquiries', 'unread'] as const,
};
