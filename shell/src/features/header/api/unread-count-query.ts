import { queryOptions } from '@tanstack/react-query';
import { ENQUIRY_API_PATHS, type EnquiryThreads } from '@nivasa/contracts/api';
import type { ApiClient } from '@nivasa/session/api-client';
import { sharedQueryKeys } from '@nivasa/session/query-keys';

/**
 * The header's unread count, asked again every 30 s while the tab is visible (TanStack Query
 * pauses it in a hidden tab and asks at once on the way back). Opening a thread refreshes it
 * through the shared key.
 */
export const unreadCountQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: sharedQueryKeys.enquiryThreads,
    queryFn: () => client.get<EnquiryThreads>(ENQUIRY_API_PATHS.threads),
    select: (threads) => threads.unread,
    refetchInterval: 30_000,
  });
