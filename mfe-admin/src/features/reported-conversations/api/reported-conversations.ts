import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ENQUIRY_API_PATHS } from '@nivasa/contracts/enquiry-api-paths';
import type { ModeratedEnquiry, ReportedEnquiriesPage } from '@nivasa/contracts/api';
import type { ApiClient } from '@nivasa/session/api-client';
import { adminKeys } from '../../../shared/admin-query-keys';

/** GET /api/admin/enquiries/reported?page=N: conversations someone reported, the latest report first. */
export const reportedConversationsQuery = (client: ApiClient, page: number) =>
  queryOptions({
    queryKey: adminKeys.reportedConversationsPage(page),
    queryFn: () => client.get<ReportedEnquiriesPage>(ENQUIRY_API_PATHS.reported(page)),
    placeholderData: keepPreviousData,
  });

/**
 * GET /api/admin/enquiries/{threadId}: a reported conversation's newest messages. Asked for only when
 * a moderator opens it (each read goes into the moderation log), and read afresh each time.
 */
export const reportedConversationQuery = (client: ApiClient, threadId: string) =>
  queryOptions({
    queryKey: adminKeys.reportedConversation(threadId),
    queryFn: () => client.get<ModeratedEnquiry>(ENQUIRY_API_PATHS.moderatedThread(threadId)),
    staleTime: 0,
    gcTime: 0,
  });
