import { infiniteQueryOptions } from '@tanstack/react-query';
import { ENGAGEMENT_API_PATHS, type ReviewsPage } from '@nivasa/contracts/api';
import { REVIEW_LIMITS } from '@nivasa/contracts/limits';
import type { ApiClient } from '@nivasa/session/api-client';
import { sharedQueryKeys } from '@nivasa/session/query-keys';

/**
 * The page Show More loads next, or undefined when there is none: a page with fewer than the
 * page size was the last (so a list of exactly five asks once more and gets none).
 */
export function nextReviewsPage(lastPage: ReviewsPage, pages: readonly ReviewsPage[]): number | undefined {
  if (lastPage.reviews.length < REVIEW_LIMITS.pageSize) return undefined;
  const next = pages.length + 1;
  return next <= REVIEW_LIMITS.maxPage ? next : undefined;
}

/** GET /api/reviews/get-review/{listingId}?page=n&limit=5, newest first; Show More appends the next page. */
export const reviewsQuery = (client: ApiClient, listingId: string) =>
  infiniteQueryOptions({
    queryKey: sharedQueryKeys.reviews(listingId),
    queryFn: ({ pageParam }) => client.get<ReviewsPage>(ENGAGEMENT_API_PATHS.reviews(listingId, pageParam)),
    initialPageParam: 1,
    getNextPageParam: nextReviewsPage,
  });
