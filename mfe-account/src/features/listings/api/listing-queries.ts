import { queryOptions } from '@tanstack/react-query';
import { LISTING_API_PATHS, type Listing, type ListingDetail } from '@nivasa/contracts/api';
import type { ApiClient } from '@nivasa/session/api-client';

/**
 * Cache keys of listings. The public listing page uses the same ['listing', id] key through the
 * shared query client, so an edit made here shows there without a stale first paint.
 */
export const listingKeys = {
  all: ['listing'] as const,
  detail: (listingId: string) => ['listing', listingId] as const,
  owners: (userId: string) => ['listing', 'owner', userId] as const,
};

/** GET /api/listing/get/{id}: the listing, with whether the caller owns it. */
export const listingQuery = (client: ApiClient, listingId: string) =>
  queryOptions({
    queryKey: listingKeys.detail(listingId),
    queryFn: () => client.get<ListingDetail>(LISTING_API_PATHS.getOne(listingId)),
  });

/** GET /api/user/listings/{userId}: every listing of the user, whatever its status. */
export const ownersListingsQuery = (client: ApiClient, userId: string) =>
  queryOptions({
    queryKey: listingKeys.owners(userId),
    queryFn: () => client.get<Listing[]>(LISTING_API_PATHS.ownersListings(userId)),
  });
