import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { LISTING_API_PATHS, type Listing, type ModerationRequest, type ModerationResponse } from '@nivasa/contracts/api';
import { useApiClient } from '@nivasa/session/api-client';
import { adminKeys, COUNT_KEYS } from '../../../shared/admin-query-keys';

/** An admin's decision on the version of a listing they reviewed in the pending list. */
export interface VersionDecisionInput {
  listingId: string;
  /** The version the admin saw (reviewedVersion); a newer edit makes the API refuse with 409. */
  revision: string;
  /** Mailed to the owner and kept in the log; left out when blank. */
  reason?: string;
}

/**
 * PATCH `path(listingId)` naming the reviewed version. Once the API agrees, the row leaves the
 * pending list and what the decision changed (`changed`) loads again; a refusal reloads the
 * list, so a newer edit shows for review.
 */
function useVersionDecision(path: (listingId: string) => string, changed: (listing: Listing) => readonly QueryKey[]) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ listingId, revision, reason }: VersionDecisionInput) =>
      client.patch<ModerationResponse>(path(listingId), { revision, ...(reason ? { reason } : {}) } satisfies ModerationRequest),
    onError: () => queryClient.invalidateQueries({ queryKey: adminKeys.pending }),
    onSuccess: ({ listing }) => {
      // Only once the API has agreed: a failed decision leaves the row where it was.
      queryClient.setQueriesData<Listing[]>({ queryKey: adminKeys.pending }, (pending) =>
        pending?.filter(({ _id }) => _id !== listing._id),
      );
      return Promise.all([adminKeys.pending, ...changed(listing)].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}

/**
 * PATCH /api/listing/approve/{id}: the reviewed version, a new listing or a live listing's
 * waiting changes, goes public; its type's approved list and the counts follow.
 */
export const useApproveVersion = () =>
  useVersionDecision(LISTING_API_PATHS.approve, (listing) => [adminKeys.approvedOfType(listing.type), ...COUNT_KEYS]);

/** PATCH /api/listing/disapprove/{id} naming a live listing's waiting changes: the live version stays; the log gains the decision. */
export const useDisapproveChanges = () => useVersionDecision(LISTING_API_PATHS.disapprove, () => [adminKeys.audit]);
