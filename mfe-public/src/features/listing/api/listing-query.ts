import { queryOptions } from '@tanstack/react-query';
import { LISTING_API_PATHS, type ListingDetail } from '@nivasa/contracts/api';
import type { ApiClient } from '@nivasa/session/api-client';

/**
 * GET /api/listing/get/{id}. The key is the one the account pages invalidate after an edit,
 * through the query client every app shares.
 */
export const listingQuery = (client: ApiClient, listingId: string) =>
  queryOptions({
    queryKey: ['listing', listingId] as const,
    queryFn: () => client.get<ListingDetail>(LISTING_API_PATHS.getOne(listingId)),
  });
