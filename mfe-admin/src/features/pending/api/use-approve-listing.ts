import { useApiClient } from '@nivasa/session/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LISTING_API_PATHS, type Listing, type ModerationRequest, type ModerationResponse } from '@nivasa/contracts/api';
import { adminKeys, COUNT_KEYS } from '../../../shared/admin-query-keys';

export interface ApproveListingInput {
  listingId: string;
  /** The version the admin saw (reviewedVersion); a newer edit makes the API refuse with 409. */
  revision: string;
  /** Mailed to the owner and kept in the log; left out when blank. */
  reason?: string;
}

/**
 * PATCH /api/listing/approve/{id}: the listing, or its waiting changes, go public and leave the
 * pending list. A refusal reloads the list, so a newer edit shows for review.
 */
export function useApproveListing() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ listingId, revision, reason }: ApproveListingInput) =>
      client.patch<ModerationResponse>(LISTING_API_PATHS.approve(listingId), {
        revision,
        ...(reason ? { reason } : {}),
      } satisfies ModerationRequest),
    onError: () => queryClient.invalidateQueries({ queryKey: adminKeys.pending }),
    onSuccess: ({ listing }) => {
      // Only once the API has agreed: a failed approval leaves the row where it was.
      queryClient.setQueriesData<Listing[]>({ queryKey: adminKeys.pending }, (pending) =>
        pending?.filter(({ _id }) => _id !== listing._id),
      );
      return Promise.all(
        [adminKeys.pending, adminKeys.approvedOfType(listing.type), ...COUNT_KEYS].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}
