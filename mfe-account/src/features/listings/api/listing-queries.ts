import { queryOptions } from '@tanstack/react-query';
import { LISTING_API_PATHS, type Listing, type ListingDetail } from '@nivasa/contracts/api';
import type { ApiClient } from '@nivasa/session/api-client';
import { sharedQueryKeys } from '@nivasa/session/query-keys';

/** GET /api/listing/get/{id}: the listing, with whether the caller owns it. */
export const listingQuery = (client: ApiClient, listingId: string) =>
  queryOptions({
    queryKey: sharedQueryKeys.listing(listingId),
    queryFn: () => client.get<ListingDetail>(LISTING_API_PATHS.getOne(listingId)),
  });

/** GET /api/user/listings/{userId}: every listing of the user, whatever its status. */
export const ownersListingsQuery = (client: ApiClient, userId: string) =>
  queryOptions({
    queryKey: sharedQueryKeys.ownersListings(userId),
    queryFn: () => client.get<Listing[]>(LISTING_API_PATHS.ownersListings(userId)),
  });
