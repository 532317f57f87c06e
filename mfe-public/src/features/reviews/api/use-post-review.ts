import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ENGAGEMENT_API_PATHS, type ReviewChange, type ReviewInput } from '@nivasa/contracts/api';
import { useApiClient } from '@nivasa/session/api-client';
import { reviewsChanged } from './reviews-changed';

/** POST /api/reviews/post-review/{listingId}: the author is the session's user. */
export function usePostReview(listingId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReviewInput) => client.post<ReviewChange>(ENGAGEMENT_API_PATHS.postReview(listingId), input),
    onSuccess: (change) => reviewsChanged(queryClient, listingId, change),
  });
}
