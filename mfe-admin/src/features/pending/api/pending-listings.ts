import { queryOptions } from '@tanstack/react-query';
import { LISTING_API_PATHS, type Listing } from '@nivasa/contracts/api';
import type { ApiClient } from '@nivasa/session/api-client';
import { adminKeys } from '../../../shared/admin-query-keys';

/** GET /api/listing/pending: listings waiting for an admin, newest first. */
export const pendingListingsQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: adminKeys.pending,
    queryFn: () => client.get<Listing[]>(LISTING_API_PATHS.pending),
  });
