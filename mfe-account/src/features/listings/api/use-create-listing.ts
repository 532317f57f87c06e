import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LISTING_API_PATHS, type ListingInput, type ListingSaved } from '@nivasa/contracts/api';
import { useApiClient } from '@nivasa/session/api-client';
import { sharedQueryKeys } from '@nivasa/session/query-keys';

/** POST /api/listing/create: the new listing starts pending. */
export function useCreateListing() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ListingInput) => client.post<ListingSaved>(LISTING_API_PATHS.create, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharedQueryKeys.listings }),
  });
}
