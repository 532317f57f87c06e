import { queryOptions } from '@tanstack/react-query';
import { LISTING_API_PATHS, type ListingAnalytics } from '@nivasa/contracts/api';
import type { ApiClient } from '@nivasa/session/api-client';
import { adminKeys } from '../../../shared/admin-query-keys';

/** GET /api/admin/analytics: listings by status, type, district and week, and the number of users. */
export const analyticsQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: adminKeys.analytics,
    queryFn: () => client.get<ListingAnalytics>(LISTING_API_PATHS.analytics),
  });
