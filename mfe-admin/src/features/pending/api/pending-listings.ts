import { queryOptions } from '@tanstack/react-query';
import { LISTING_API_PATHS, type Listing, type ListingRevision } from '@nivasa/contracts/api';
import { REVISION_STATUS } from '@nivasa/contracts/listing-lifecycle';
import type { ApiClient } from '@nivasa/session/api-client';
import { adminKeys } from '../../../shared/admin-query-keys';

/** The changes a row of the pending list is about, when it is a live listing's (else the row is a new listing). */
export function waitingRevision(listing: Listing): ListingRevision | undefined {
  return listing.revision?.status === REVISION_STATUS.pending ? listing.revision : undefined;
}

/** The version an admin approves or disapproves from the list: the waiting changes, or the new listing as shown. */
export function reviewedVersion(listing: Listing): string {
  return waitingRevision(listing)?._id ?? listing.revisionId;
}

/** GET /api/listing/pending: new listings and live listings' changes waiting for an admin, newest first. */
export const pendingListingsQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: adminKeys.pending,
    queryFn: () => client.get<Listing[]>(LISTING_API_PATHS.pending),
  });
