import type { Review as ReviewResponse } from '@nivasa/contracts/api';
import { reviewSchema } from '@nivasa/contracts/engagement-schema';
import type { Types } from 'mongoose';
import { answerOf } from '../common/answer';
import type { Review } from './schemas/review.schema';

/** A stored review as a query returns it (lean or hydrated). */
export type StoredReview = Review & { _id: Types.ObjectId };

/** The contracts' Review from a stored one, through the review schema (see answerOf). */
export function toReviewResponse(review: StoredReview): ReviewResponse {
  return answerOf(reviewSchema, review);
}
