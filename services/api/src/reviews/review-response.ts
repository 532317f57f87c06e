import type { Review as ReviewResponse } from '@nivasa/contracts/api';
import type { Types } from 'mongoose';
import type { Review } from './schemas/review.schema';

/** A stored review as a query returns it (lean or hydrated). */
export type StoredReview = Review & { _id: Types.ObjectId };

/** The contracts' Review: ids and the date as strings, and only the fields the contracts name. */
export function toReviewResponse(review: StoredReview): ReviewResponse {
  return {
    _id: review._id.toString(),
    listingId: review.listingId.toString(),
    userRef: review.userRef.toString(),
    name: review.name,
    rating: review.rating,
    comment: review.comment,
    createdAt: review.createdAt.toISOString(),
  };
}
