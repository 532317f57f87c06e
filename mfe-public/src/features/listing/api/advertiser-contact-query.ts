import { queryOptions } from '@tanstack/react-query';
import { AUTH_PATHS, type AdvertiserContact } from '@nivasa/contracts/api';
import type { ApiClient } from '@nivasa/session/api-client';

/** GET /api/user/{userRef}: the advertiser's phone and email, for signed-in users (the API counts the look-ups). */
export const advertiserContactQuery = (client: ApiClient, userRef: string) =>
  queryOptions({
    queryKey: ['advertiser-contact', userRef],
    queryFn: () => client.get<AdvertiserContact>(AUTH_PATHS.userContact(userRef)),
    // An owner's number seldom changes; a page revisited within the visit need not ask again.
    staleTime: 10 * 60_000,
    retry: false,
  });
