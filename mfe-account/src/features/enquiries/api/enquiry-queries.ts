import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { type EnquiryThread, type EnquiryThreads } from '@nivasa/contracts/api';
import { ENQUIRY_API_PATHS } from '@nivasa/contracts/enquiry-api-paths';
import type { ApiClient } from '@nivasa/session/api-client';
import { sharedQueryKeys } from '@nivasa/session/query-keys';

/**
 * New messages appear without a reload: the open list and thread ask again this often. TanStack
 * Query pauses the interval while the tab is hidden and asks at once when it shows again.
 */
export const ENQUIRY_POLL_MS = 10_000;

/** GET /api/enquiries: the caller's threads, newest message first, with the unread counts. */
export const enquiryThreadsQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: sharedQueryKeys.enquiryThreads,
    queryFn: () => client.get<EnquiryThreads>(ENQUIRY_API_PATHS.threads),
    refetchInterval: ENQUIRY_POLL_MS,
  });

/**
 * GET /api/enquiries/{threadId}: its newest messages. Reading marks it read on the server, so when
 * a message has come in since the last read, the list's and the header's counts are asked again.
 */
export const enquiryThreadQuery = (client: ApiClient, queryClient: QueryClient, threadId: string) =>
  queryOptions({
    queryKey: sharedQueryKeys.enquiryThread(threadId),
    queryFn: async () => {
      const before = queryClient.getQueryData<EnquiryThread>(sharedQueryKeys.enquiryThread(threadId));
      const thread = await client.get<EnquiryThread>(ENQUIRY_API_PATHS.thread(threadId));
      if (!before || before.messages.at(-1)?._id !== thread.messages.at(-1)?._id) {
        void queryClient.invalidateQueries({ queryKey: sharedQueryKeys.enquiryThreads });
        void queryClient.invalidateQueries({ queryKey: sharedQueryKeys.enquiryUnread });
      }
      return thread;
    },
    refetchInterval: ENQUIRY_POLL_MS,
  });
