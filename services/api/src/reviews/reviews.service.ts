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
   * Removes the reviews an author wrote and those of the given listings (their owner's, going
   * away); returns the other listings the author had reviewed, whose ratings then need recomputing.
   */
  async deleteByAuthorAndListings(author: Types.ObjectId, listingIds: readonly Types.ObjectId[]): Promise<Types.ObjectId[]> {
    const written = await this.reviews.find({ userRef: author }, { listingId: 1 }).lean().exec();
    const going = new Set(listingIds.map(String));
    const others = new Map(
      written.filter((review) => !going.has(String(review.listingId))).map((review) => [String(review.listingId), review.listingId]),
    );
    await this.reviews.deleteMany({ $or: [{ userRef: author }, { listingId: { $in: [...listingIds] } }] }).exec();
    return [...others.values()];
  }

  /**
   * Sets rating and numReviews of the listings from their reviews, as they are now. Each
   * listing is one single-document update (no transaction needed, none relied on).
   */
  async recomputeRatings(listingIds: readonly Types.ObjectId[]): Promise<void> {
    if (listingIds.length === 0) return;
    const totals = await this.reviews
      .aggregate<{ _id: Types.ObjectId; mean: number; count: number }>([
        { $match: { listingId: { $in: listingIds } } },
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
