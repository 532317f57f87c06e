import { useApiClient } from '@nivasa/session/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LISTING_API_PATHS, type Listing, type ModerationResponse } from '@nivasa/contracts/api';
import { sharedQueryKeys } from '@nivasa/session/query-keys';
import { adminKeys } from '../../../shared/admin-query-keys';

/** The cache after a featured change the API confirmed: the listing as it now is, in its type's list; the home page's carousel refetches. */
function useFeaturedChanged() {
  const queryClient = useQueryClient();
  return ({ listing }: ModerationResponse) => {
    const ofType = adminKeys.approvedOfType(listing.type);
    queryClient.setQueriesData<Listing[]>({ queryKey: ofType }, (approved) =>
      approved?.map((each) => (each._id === listing._id ? listing : each)),
    );
    return Promise.all(
      [ofType, adminKeys.featured, adminKeys.audit, sharedQueryKeys.listings].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
  };
}

/** PATCH /api/listing/featured/{id}: an approved listing shows among the featured places. */
export function useFeatureListing() {
  const client = useApiClient();
  return useMutation({
    mutationFn: (listingId: string) => client.patch<ModerationResponse>(LISTING_API_PATHS.feature(listingId)),
    onSuccess: useFeaturedChanged(),
  });
}

/** PATCH /api/listing/remove-featured/{id}: the listing stays public but is no longer featured. */
export function useUnfeatureListing() {
  const client = useApiClient();
  return useMutation({
    mutationFn: (listingId: string) => client.patch<ModerationResponse>(LISTING_API_PATHS.unfeature(listingId)),
    onSuccess: useFeaturedChanged(),
  });
}
