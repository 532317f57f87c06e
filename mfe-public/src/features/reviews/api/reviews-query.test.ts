import type { Review, ReviewsPage } from '@nivasa/contracts/api';
import { REVIEW_LIMITS } from '@nivasa/contracts/limits';
import { nextReviewsPage } from './reviews-query';

const review = (index: number): Review => ({
  _id: `6660aa00bb11cc22dd33${String(index).padStart(4, '0')}`,
  listingId: '6660aa00bb11cc22dd33ee44',
  userRef: '665f1c2e9b1e8a0012345678',
  name: 'nimali',
  rating: 4,
  comment: `Review ${index}`,
  createdAt: '2026-05-01T08:00:00.000Z',
});

const pageOf = (size: number): ReviewsPage => ({ reviews: Array.from({ length: size }, (_, index) => review(index)) });

test('a full first page offers the second', () => {
  const first = pageOf(REVIEW_LIMITS.pageSize);
  expect(nextReviewsPage(first, [first])).toBe(2);
});

test('after two full pages the third comes next', () => {
  const full = pageOf(REVIEW_LIMITS.pageSize);
  expect(nextReviewsPage(full, [full, full])).toBe(3);
});

test.each([0, 1, REVIEW_LIMITS.pageSize - 1])('a page of %i reviews is the last', (size) => {
  const last = pageOf(size);
  expect(nextReviewsPage(last, [pageOf(REVIEW_LIMITS.pageSize), last])).toBeUndefined();
});

test('no page beyond the highest the API accepts', () => {
  const full = pageOf(REVIEW_LIMITS.pageSize);
  expect(
    nextReviewsPage(
      full,
      Array.from({ length: REVIEW_LIMITS.maxPage }, () => full),
    ),
  ).toBeUndefined();
});
