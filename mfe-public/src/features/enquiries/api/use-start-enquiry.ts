import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type EnquiryStart, type EnquiryStarted } from '@nivasa/contracts/api';
import { ENQUIRY_API_PATHS } from '@nivasa/contracts/enquiry-api-paths';
import { useApiClient } from '@nivasa/session/api-client';
import { sharedQueryKeys } from '@nivasa/session/query-keys';

/** POST /api/enquiries: the seeker's message to the owner, in their one thread about the listing. */
export function useStartEnquiry() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EnquiryStart) => client.post<EnquiryStarted>(ENQUIRY_API_PATHS.start, input),
    // The thread list and the header's count show it at once.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharedQueryKeys.enquiries }),
  });
}
