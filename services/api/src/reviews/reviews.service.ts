import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model, Types } from 'mongoose';
import { Listing } from '../listings/schemas/listing.schema';
import { Review } from './schemas/review.schema';

/** A listing's rating as shown: the mean of its reviews to one decimal, 0 with none. */
export function roundRating(mean: number): number {
  return Math.round(mean * 10) / 10;
}

@Injectable()
export class ReviewsService {
  constructor(
    @InjectModel(Review.name) private readonly reviews: Model<Review>,
    @InjectModel(Listing.name) private readonly listings: Model<Listing>,
  ) {}

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
      await this.listings
        .updateOne(
          { _id: listingId },
          { $set: { rating: total ? roundRating(total.mean) : 0, numReviews: total?.count ?? 0 } },
          { runValidators: false },
        )
        .exec();
    }
  }
}
