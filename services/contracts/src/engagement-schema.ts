/** Reviews and favourites: their bodies and answers, each written once. */
import * as z from 'zod/mini';
import { REVIEW_LIMITS } from './limits';
import { boundedNumberParam } from './query-params';
import { API_ERROR_MESSAGES } from './api-error-messages';
import { REVIEW_MESSAGES } from './engagement-messages';

/** A MongoDB ObjectId as text, the way the API's ids travel. */
export const OBJECT_ID = /^[0-9a-f]{24}$/i;

/** A review as the API answers it. */
export const reviewSchema = z.object({
  _id: z.string(),
  listingId: z.string(),
  /** The author's user id (the client compares it with the session's to offer Delete). */
  userRef: z.string(),
  /** The author's name as it was when they wrote the review. */
  name: z.string(),
  rating: z.number(),
  comment: z.string(),
  createdAt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

/**
 * POST /api/reviews/post-review/{listingId}: a whole-number rating (a number, not the text "5")
 * and a comment. `listingId`, `userRef` and `name`, which the original client sent, are allowed
 * and never read: the listing is the path's, the author the session's.
 */
export const reviewInputSchema = z.strictObject({
  rating: z
    .number(REVIEW_MESSAGES.rating)
    .check(
      z.int(REVIEW_MESSAGES.rating),
      z.gte(REVIEW_LIMITS.ratingMin, REVIEW_MESSAGES.rating),
      z.lte(REVIEW_LIMITS.ratingMax, REVIEW_MESSAGES.rating),
    ),
  comment: z
    .string(REVIEW_MESSAGES.comment)
    .check(z.trim(), z.minLength(1, REVIEW_MESSAGES.comment), z.maxLength(REVIEW_LIMITS.commentMaxLength, REVIEW_MESSAGES.comment)),
  listingId: z.optional(z.unknown()),
  userRef: z.optional(z.unknown()),
  name: z.optional(z.unknown()),
});
export type ReviewInput = Pick<z.input<typeof reviewInputSchema>, 'rating' | 'comment'>;

/**
 * POST /api/user/favorites and DELETE /api/user/remove-favorites: the listing, and optionally
 * the user, which the original client sent and which must then be the session's.
 */
export const favoriteRequestSchema = z.strictObject({
  listingId: z.string(API_ERROR_MESSAGES.invalidListingId).check(z.regex(OBJECT_ID, API_ERROR_MESSAGES.invalidListingId)),
  userId: z.optional(z.string(API_ERROR_MESSAGES.invalidUserId).check(z.regex(OBJECT_ID, API_ERROR_MESSAGES.invalidUserId))),
});
export type FavoriteRequest = z.infer<typeof favoriteRequestSchema>;

/** GET /api/reviews/get-review/{listingId}?page=N&limit=M: page from 1, at most a page size; nothing else. */
export const reviewsPageQuerySchema = z.strictObject({
  page: boundedNumberParam(REVIEW_MESSAGES.page, 1, REVIEW_LIMITS.maxPage, 1),
  limit: boundedNumberParam(REVIEW_MESSAGES.limit, 1, REVIEW_LIMITS.pageSize, REVIEW_LIMITS.pageSize),
});
export type ReviewsPageQuery = z.output<typeof reviewsPageQuerySchema>;
