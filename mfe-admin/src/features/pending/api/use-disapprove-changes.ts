import { useApiClient } from '@nivasa/session/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LISTING_API_PATHS, type Listing, type ModerationRequest, type ModerationResponse } from '@nivasa/contracts/api';
import { adminKeys } from '../../../shared/admin-query-keys';

export interface DisapproveChangesInput {
  listingId: string;
  /** The waiting revision the admin saw; a newer edit makes the API refuse with 409. */
  revision: string;
  /** Mailed to the owner and shown in their listings; left out when blank. */
  reason?: string;
}

/** PATCH /api/listing/disapprove/{id} naming the changes: the live version stays, the changes leave the pending list. */
export function useDisapproveChanges() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ listingId, revision, reason }: DisapproveChangesInput) =>
      client.patch<ModerationResponse>(LISTING_API_PATHS.disapprove(listingId), {
        revision,
        ...(reason ? { reason } : {}),
      } satisfies ModerationRequest),
    onError: () => queryClient.invalidateQueries({ queryKey: adminKeys.pending }),
    onSuccess: ({ listing }) => {
      queryClient.setQueriesData<Listing[]>({ queryKey: adminKeys.pending }, (pending) =>
        pending?.filter(({ _id }) => _id !== listing._id),
      );
      return queryClient.invalidateQueries({ queryKey: adminKeys.pending });
    },
  });
}
