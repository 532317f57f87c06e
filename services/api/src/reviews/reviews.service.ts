import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model, Types } from 'mongoose';
import { ListingsRepository } from '../listings/listings.repository';
import { Review } from './schemas/review.schema';

/** A listing's rating as shown: the mean of its reviews to one decimal, 0 with none. */
export function roundRating(mean: number): number {
  return Math.round(mean * 10) / 10;
}

@Injectable()
export class ReviewsService {
  constructor(
    @InjectModel(Review.name) private readonly reviews: Model<Review>,
    private readonly listings: ListingsRepository,
  ) {}

  /**
   * Removes the reviews an author wrote, and rates the listings they were on without them.
   * The ratings go first, counted without the author's reviews: if deleting them then fails,
   * the next run finds them again and does both once more.
   */
  async deleteByAuthor(author: Types.ObjectId): Promise<{ deleted: number; rerated: number }> {
    const written = await this.reviews.find({ userRef: author }, { listingId: 1 }).lean().exec();
    const listingIds = [...new Map(written.map((review) => [String(review.listingId), review.listingId])).values()];
    await this.recomputeRatings(listingIds, author);
    const { deletedCount } = await this.reviews.deleteMany({ userRef: author }).exec();
    return { deleted: deletedCount, rerated: listingIds.length };
  }

  /** Removes every review of the listings, which are going away (so no rating to keep). */
  async deleteOfListings(listingIds: readonly Types.ObjectId[]): Promise<void> {
    await this.reviews.deleteMany({ listingId: { $in: [...listingIds] } }).exec();
  }

  /**
   * Sets rating and numReviews of the listings from their reviews, as they are now, leaving
   * out an author's when given. Each listing is one single-document update (no transaction
   * needed, none relied on).
   */
  async recomputeRatings(listingIds: readonly Types.ObjectId[], leavingOut?: Types.ObjectId): Promise<void> {
    if (listingIds.length === 0) return;
    const totals = await this.reviews
      .aggregate<{ _id: Types.ObjectId; mean: number; count: number }>([
        { $match: { listingId: { $in: listingIds }, ...(leavingOut ? { userRef: { $ne: leavingOut } } : {}) } },
        { $group: { _id: '$listingId', mean: { $avg: '$rating' }, count: { $sum: 1 } } },
      ])
      .exec();
    const byListing = new Map(totals.map((total) => [total._id.toString(), total]));
    for (const listingId of listingIds) {
      const total = byListing.get(listingId.toString());
      await this.listings.setRating(listingId, total ? roundRating(total.mean) : 0, total?.count ?? 0);
    }
  }
}
