import { queryOptions } from '@tanstack/react-query';
import { LISTING_API_PATHS, type Listing } from '@nivasa/contracts/api';
import { SEARCH_LIMITS } from '@nivasa/contracts/limits';
import type { ListingType } from '@nivasa/contracts/listing-types';
import type { ApiClient } from '@nivasa/session/api-client';
import { adminKeys } from '../../../shared/admin-query-keys';

/** The most listings of one type the page shows: one call's worth, the newest. */
export const APPROVED_PER_TYPE = SEARCH_LIMITS.maxPageSize;

/** GET /api/listing/get?type=..&status=approved&limit=..: the newest approved listings of one type. */
export const approvedListingsQuery = (client: ApiClient, type: ListingType) =>
  queryOptions({
    queryKey: adminKeys.approvedOfType(type),
    queryFn: () => client.get<Listing[]>(`${LISTING_API_PATHS.search}?type=${type}&status=approved&limit=${APPROVED_PER_TYPE}`),
  });

/** GET /api/listing/get?featured=true&status=approved&limit=..: featured listings, for their count. */
export const featuredListingsQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: adminKeys.featured,
    queryFn: () => client.get<Listing[]>(`${LISTING_API_PATHS.search}?featured=true&status=approved&limit=${SEARCH_LIMITS.maxPageSize}`),
  });
