import { queryOptions } from '@tanstack/react-query';
import { LISTING_API_PATHS, type ListingDetail } from '@nivasa/contracts/api';
import type { ApiClient } from '@nivasa/session/api-client';
import { sharedQueryKeys } from '@nivasa/session/query-keys';

/** GET /api/listing/get/{id}, under the key the account pages invalidate after an edit. */
export const listingQuery = (client: ApiClient, listingId: string) =>
  queryOptions({
    queryKey: sharedQueryKeys.listing(listingId),
    queryFn: () => client.get<ListingDetail>(LISTING_API_PATHS.getOne(listingId)),
  });
