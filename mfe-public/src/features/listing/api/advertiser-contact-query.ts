import { queryOptions } from '@tanstack/react-query';
import { AUTH_PATHS, type AdvertiserContact } from '@nivasa/contracts/api';
import type { ApiClient } from '@nivasa/session/api-client';

/**
 * GET /api/user/{userRef}?listing={listingId}: the advertiser's phone and email, asked for when a
 * signed-in user presses "Show phone number" (the API counts distinct owners a day and logs the press).
 */
export const advertiserContactQuery = (client: ApiClient, userRef: string, listingId: string) =>
  queryOptions({
    queryKey: ['advertiser-contact', userRef, listingId],
    queryFn: () => client.get<AdvertiserContact>(AUTH_PATHS.userContact(userRef, listingId)),
    // An owner's number seldom changes; a page revisited within the visit need not ask again.
    staleTime: 10 * 60_000,
    retry: false,
  });
