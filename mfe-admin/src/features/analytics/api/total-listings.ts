import { queryOptions } from '@tanstack/react-query';
import { LISTING_API_PATHS, type TotalListingsResponse } from '@nivasa/contracts/api';
import type { ApiClient } from '@nivasa/session/api-client';
import { adminKeys } from '../../../shared/admin-query-keys';

/** GET /api/listing/get-total: how many listings Nivasa holds. */
export const totalListingsQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: adminKeys.total,
    queryFn: () => client.get<TotalListingsResponse>(LISTING_API_PATHS.total),
  });
