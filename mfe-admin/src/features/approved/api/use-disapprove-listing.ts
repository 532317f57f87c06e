import { useApiClient } from '@nivasa/session/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LISTING_API_PATHS, type Listing, type ModerationRequest, type ModerationResponse } from '@nivasa/contracts/api';
import { adminKeys, COUNT_KEYS } from '../../../shared/admin-query-keys';

export interface DisapproveListingInput {
  listing: Listing;
  /** Mailed to the owner, shown in their listings and kept in the log; left out when blank. */
  reason?: string;
}

/** PATCH /api/listing/disapprove/{id}: the listing leaves the public site (and the featured ones). */
export function useDisapproveListing() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ listing, reason }: DisapproveListingInput) =>
      client.patch<ModerationResponse>(LISTING_API_PATHS.disapprove(listing._id), (reason ? { reason } : {}) satisfies ModerationRequest),
    onSuccess: (_answer, { listing }) => {
      const ofType = adminKeys.approvedOfType(listing.type);
      queryClient.setQueriesData<Listing[]>({ queryKey: ofType }, (approved) => approved?.filter(({ _id }) => _id !== listing._id));
      return Promise.all([ofType, adminKeys.featured, ...COUNT_KEYS].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
