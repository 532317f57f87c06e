import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LISTING_API_PATHS, type Listing, type MessageResponse } from '@nivasa/contracts/api';
import { useApiClient } from '@nivasa/session/api-client';
import { adminKeys, COUNT_KEYS } from '../../../shared/admin-query-keys';

/** DELETE /api/listing/delete/{id}: a pending listing goes, with its images. */
export function useDeleteListing() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (listingId: string) => client.delete<MessageResponse>(LISTING_API_PATHS.remove(listingId)),
    onSuccess: (_answer, listingId) => {
      queryClient.setQueriesData<Listing[]>({ queryKey: adminKeys.pending }, (pending) => pending?.filter(({ _id }) => _id !== listingId));
      return Promise.all([adminKeys.pending, ...COUNT_KEYS].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
