import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LISTING_API_PATHS, type MessageResponse } from '@nivasa/contracts/api';
import { useApiClient } from '@nivasa/session/api-client';
import { sharedQueryKeys } from '@nivasa/session/query-keys';

/** DELETE /api/listing/delete/{id}: the listing, its images, reviews and favourites go. */
export function useDeleteListing() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (listingId: string) => client.delete<MessageResponse>(LISTING_API_PATHS.remove(listingId)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharedQueryKeys.listings }),
  });
}
