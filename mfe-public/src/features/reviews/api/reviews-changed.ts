import type { QueryClient } from '@tanstack/react-query';
import type { ListingDetail, ReviewChange } from '@nivasa/contracts/api';
import { sharedQueryKeys } from '@nivasa/session/query-keys';

/**
 * After a review is posted or removed: the listing's page shows the rating the API now has at
 * once, lists with the listing read it again when next shown, and the reviews are read again.
 */
export function reviewsChanged(queryClient: QueryClient, listingId: string, { listing }: ReviewChange) {
  queryClient.setQueryData<ListingDetail>(sharedQueryKeys.listing(listingId), (current) =>
    current ? { ...current, rating: listing.rating, numReviews: listing.numReviews } : current,
  );
  void queryClient.invalidateQueries({ queryKey: sharedQueryKeys.listings, refetchType: 'none' });
  return queryClient.invalidateQueries({ queryKey: sharedQueryKeys.reviews(listingId) });
}
