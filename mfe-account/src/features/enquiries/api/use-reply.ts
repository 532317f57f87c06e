import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type EnquiryReplySent, type EnquiryThread } from '@nivasa/contracts/api';
import { ENQUIRY_API_PATHS } from '@nivasa/contracts/enquiry-api-paths';
import { useApiClient } from '@nivasa/session/api-client';
import { sharedQueryKeys } from '@nivasa/session/query-keys';

/** POST /api/enquiries/{threadId}/messages: the reply shows in the thread at once, then the list moves it to the top. */
export function useReply(threadId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) => client.post<EnquiryReplySent>(ENQUIRY_API_PATHS.reply(threadId), { message }),
    onSuccess: ({ sent }) => {
      queryClient.setQueryData<EnquiryThread>(sharedQueryKeys.enquiryThread(threadId), (thread) =>
        thread ? { ...thread, messages: [...thread.messages, sent] } : thread,
      );
      // Writing marks the thread read for the writer: the list and the header's count change too.
      void queryClient.invalidateQueries({ queryKey: sharedQueryKeys.enquiryUnread });
      return queryClient.invalidateQueries({ queryKey: sharedQueryKeys.enquiryThreads });
    },
  });
}
