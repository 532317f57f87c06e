import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ENGAGEMENT_API_PATHS, type ReviewChange } from '@nivasa/contracts/api';
import { useApiClient } from '@nivasa/session/api-client';
import { reviewsChanged } from './reviews-changed';

/** DELETE /api/reviews/delete-review/{reviewId}: its author's, or any for an admin. */
export function useDeleteReview(listingId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reviewId: string) => client.delete<ReviewChange>(ENGAGEMENT_API_PATHS.deleteReview(reviewId)),
    onSuccess: (change) => reviewsChanged(queryClient, listingId, change),
  });
}
