import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LISTING_API_PATHS, type ListingInput, type ListingSaved } from '@nivasa/contracts/api';
import { useApiClient } from '@nivasa/session/api-client';
import { sharedQueryKeys } from '@nivasa/session/query-keys';

/**
 * POST /api/listing/update/{id}: an owner's edit of a live listing waits for review as its
 * `revision` while the approved version stays public; of another, it goes (back) to review.
 */
export function useUpdateListing(listingId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ListingInput) => client.post<ListingSaved>(LISTING_API_PATHS.update(listingId), input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharedQueryKeys.listings }),
  });
}
