import { queryOptions } from '@tanstack/react-query';
import { type HomeListings, LISTING_API_PATHS } from '@nivasa/contracts/api';
import type { ApiClient } from '@nivasa/session/api-client';
import { sharedQueryKeys } from '@nivasa/session/query-keys';

/** GET /api/listing/home: the featured places and each type's newest, in one call, under the key moderation invalidates. */
export const homeQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: sharedQueryKeys.home,
    queryFn: () => client.get<HomeListings>(LISTING_API_PATHS.home),
  });
