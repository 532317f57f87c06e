import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { LISTING_API_PATHS, type Listing, type ListingRevision } from '@nivasa/contracts/api';
import { ADMIN_LIST_LIMITS } from '@nivasa/contracts/limits';
import { REVISION_STATUS } from '@nivasa/contracts/listing-lifecycle';
import type { ApiClient } from '@nivasa/session/api-client';
import { adminKeys } from '../../../shared/admin-query-keys';

export const PENDING_PAGE_SIZE = ADMIN_LIST_LIMITS.pendingPageSize;

/** The changes a row of the pending list is about, when it is a live listing's (else the row is a new listing). */
export function waitingRevision(listing: Listing): ListingRevision | undefined {
  return listing.revision?.status === REVISION_STATUS.pending ? listing.revision : undefined;
}

/** The version an admin approves or disapproves from the list: the waiting changes, or the new listing as shown. */
export function reviewedVersion(listing: Listing): string {
  return waitingRevision(listing)?._id ?? listing.revisionId;
}

/**
 * GET /api/listing/pending?startIndex&limit: a page of the new listings and live listings' changes
 * waiting for an admin, newest first, and the first of the next page (see pageOf).
 */
export const pendingListingsQuery = (client: ApiClient, startIndex = 0) =>
  queryOptions({
    queryKey: adminKeys.pendingPage(startIndex),
    queryFn: () => client.get<Listing[]>(LISTING_API_PATHS.pendingPage(startIndex)),
    // The page shown stays while the next one loads.
    placeholderData: keepPreviousData,
  });
