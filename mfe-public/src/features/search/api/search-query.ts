import { infiniteQueryOptions } from '@tanstack/react-query';
import type { Listing } from '@nivasa/contracts/api';
import type { SearchFilters } from '@nivasa/contracts/paths';
import type { ApiClient } from '@nivasa/session/api-client';
import { sharedQueryKeys } from '@nivasa/session/query-keys';
import { searchApiPath } from '@nivasa/contracts/search-url';
import { nextStartIndex } from '../utils/search-filters';

/**
 * GET /api/listing/get with the filters, a page of SEARCH_LIMITS.pageSize at a time; Show More
 * fetches the next page from where the loaded ones end. Visitors get approved listings only.
 */
export const searchListingsQuery = (client: ApiClient, filters: SearchFilters) =>
  infiniteQueryOptions({
    queryKey: sharedQueryKeys.search(filters),
    queryFn: ({ pageParam }) => client.get<Listing[]>(searchApiPath(filters, pageParam)),
    initialPageParam: 0,
    getNextPageParam: nextStartIndex,
  });
