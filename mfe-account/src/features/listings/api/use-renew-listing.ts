import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LISTING_API_PATHS, type ListingSaved } from '@nivasa/contracts/api';
import { useApiClient } from '@nivasa/session/api-client';
import { sharedQueryKeys } from '@nivasa/session/query-keys';

/** POST /api/listing/renew/{id}: the listing stays up a full lifetime from now, with no new review. */
export function useRenewListing() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (listingId: string) => client.post<ListingSaved>(LISTING_API_PATHS.renew(listingId)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharedQueryKeys.listings }),
  });
}
