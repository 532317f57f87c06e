import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type EnquiryReport, type EnquiryThreadChanged } from '@nivasa/contracts/api';
import { ENQUIRY_API_PATHS } from '@nivasa/contracts/enquiry-api-paths';
import { useApiClient } from '@nivasa/session/api-client';
import { sharedQueryKeys } from '@nivasa/session/query-keys';

/** Each action answers the thread as it now reads; it replaces the cached one, and the list is asked again. */
function useThreadAction<Input>(threadId: string, path: (threadId: string) => string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => client.post<EnquiryThreadChanged>(path(threadId), input),
    onSuccess: ({ thread }) => {
      queryClient.setQueryData(sharedQueryKeys.enquiryThread(threadId), thread);
      return queryClient.invalidateQueries({ queryKey: sharedQueryKeys.enquiryThreads });
    },
  });
}

/** POST /api/enquiries/{threadId}/share-phone: the owner shows their number to the seeker here. */
export const useSharePhone = (threadId: string) => useThreadAction<void>(threadId, ENQUIRY_API_PATHS.sharePhone);

/** POST /api/enquiries/{threadId}/block: no more messages either way; the thread stays readable. */
export const useBlockThread = (threadId: string) => useThreadAction<void>(threadId, ENQUIRY_API_PATHS.block);

/** POST /api/enquiries/{threadId}/report: moderators may then read the thread. */
export const useReportThread = (threadId: string) => useThreadAction<EnquiryReport>(threadId, ENQUIRY_API_PATHS.report);
