import { queryOptions } from '@tanstack/react-query';
import { type EnquiryUnread } from '@nivasa/contracts/api';
import { ENQUIRY_API_PATHS } from '@nivasa/contracts/enquiry-api-paths';
import type { ApiClient } from '@nivasa/session/api-client';
import { sharedQueryKeys } from '@nivasa/session/query-keys';

/**
 * GET /api/enquiries/unread: the header's unread count, asked again every 30 s while the tab is
 * visible (TanStack Query pauses it in a hidden tab and asks at once on the way back). Reading or
 * writing in a thread refreshes it through the shared key.
 */
export const unreadCountQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: sharedQueryKeys.enquiryUnread,
    queryFn: () => client.get<EnquiryUnread>(ENQUIRY_API_PATHS.unread),
    select: ({ unread }) => unread,
    refetchInterval: 30_000,
  });
