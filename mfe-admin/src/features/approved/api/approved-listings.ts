import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { LISTING_API_PATHS, type Listing } from '@nivasa/contracts/api';
import { ADMIN_LIST_LIMITS, SEARCH_LIMITS } from '@nivasa/contracts/limits';
import type { ListingType } from '@nivasa/contracts/listing-types';
import type { ApiClient } from '@nivasa/session/api-client';
import { adminKeys } from '../../../shared/admin-query-keys';

export const APPROVED_PAGE_SIZE = ADMIN_LIST_LIMITS.approvedPageSize;

/**
 * GET /api/listing/get?type=..&status=approved&startIndex=..&limit=..: a page of one type's
 * approved listings, newest first, and the first of the next page (see pageOf).
 */
export const approvedListingsQuery = (client: ApiClient, type: ListingType, startIndex = 0) =>
  queryOptions({
    queryKey: adminKeys.approvedPage(type, startIndex),
    queryFn: () =>
      client.get<Listing[]>(
        `${LISTING_API_PATHS.search}?type=${type}&status=approved&startIndex=${startIndex}&limit=${APPROVED_PAGE_SIZE + 1}`,
      ),
    placeholderData: keepPreviousData,
  });

/** GET /api/listing/get?featured=true&status=approved&limit=..: featured listings, for their count. */
export const featuredListingsQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: adminKeys.featured,
    queryFn: () => client.get<Listing[]>(`${LISTING_API_PATHS.search}?featured=true&status=approved&limit=${SEARCH_LIMITS.maxPageSize}`),
  });
