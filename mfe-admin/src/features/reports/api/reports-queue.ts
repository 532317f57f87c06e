import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { REPORT_API_PATHS, type ReportsPage } from '@nivasa/contracts/report-schema';
import type { ApiClient } from '@nivasa/session/api-client';
import { adminKeys } from '../../../shared/admin-query-keys';

/** GET /api/admin/reports?page=N: listings with open reports, the most reported first. */
export const reportsQueueQuery = (client: ApiClient, page: number) =>
  queryOptions({
    queryKey: adminKeys.reportsPage(page),
    queryFn: () => client.get<ReportsPage>(`${REPORT_API_PATHS.queue}?page=${page}`),
    placeholderData: keepPreviousData,
  });
