import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { LISTING_API_PATHS, type AuditPage } from '@nivasa/contracts/api';
import type { ApiClient } from '@nivasa/session/api-client';
import { adminKeys } from '../../../shared/admin-query-keys';

/** GET /api/admin/audit?page=N: one page of the moderation log, newest first. */
export const auditPageQuery = (client: ApiClient, page: number) =>
  queryOptions({
    queryKey: adminKeys.auditPage(page),
    queryFn: () => client.get<AuditPage>(LISTING_API_PATHS.audit(page)),
    // The page shown stays while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
