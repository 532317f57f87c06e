import { ConflictException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Listing, ReviewChange, ReviewsPage } from '@nivasa/contracts/api';
import { REVIEW_MESSAGES } from '@nivasa/contracts/engagement-messages';
import { LISTING_MESSAGES } from '@nivasa/contracts/listing-messages';
import type { Model, Types } from 'mongoose';
import { derivedObjectId, isDuplicateKeyError } from '../common/derived-id';
import type { StoredListing } from '../listings/listing-response';
import { ListingsRepository } from '../listings/listings.repository';
import type { ReviewInputDto } from './dto/review-input.dto';
import type { ReviewsPageQueryDto } from './dto/reviews-page-query.dto';
import { type ReviewActor, requireReviewAccess } from './review.policy';
import { type StoredReview, toReviewResponse } from './review-response';
import { Review } from './schemas/review.schema';
import { refusal } from '../common/refusal';

/** A listing's rating as shown: the mean of its reviews to one decimal, 0 with none. */
export function roundRating(mean: number): number {
  return Math.round(mean * 10) / 10;
}

/** A user's one review of a listing has this id, so a second one (however close in time) fails on _id. */
export function reviewIdOf(listingId: Types.ObjectId, author: Types.ObjectId): Types.ObjectId {
  return derivedObjectId('review', listingId, author);
}

type ListingRating = Pick<Listing, 'rating' | 'numReviews'>;

/** Rounds of count-write-check before giving up on a listing whose reviews keep changing (logged). */
const MAX_RATING_ROUNDS = 5;

/** The author a review shows: the session user and their name now. */
export interface ReviewAuthor extends ReviewActor {
  username: string;
}

/**
 * Reviews: the paged list of a listing's, posting one (once per user and listing), deleting
 * one, and the listing's rating and numReviews, kept from its reviews. Each method asks the
 * review policy first; the author comes from the session, never from the body.
 */
@Injectable()
export class ReviewsService {
  private readonly logger = new Logger(ReviewsService.name);

  constructor(
    @InjectModel(Review.name) private readonly reviews: Model<Review>,
    private readonly listings: ListingsRepository,
  ) {}

  /** One page of the listing's reviews, newest first, for whoever may see the listing. */
  async list(actor: ReviewActor | undefined, listingId: Types.ObjectId, { page, limit }: ReviewsPageQueryDto): Promise<ReviewsPage> {
    requireReviewAccess(actor, 'review.read', await this.findListingOrFail(listingId));
    const reviews = await this.reviews
      .find({ listingId })
      .sort({ createdAt: -1, _id: -1 })
      .skip((page - 1) * limit)
      .limit(limit)
      .lean<StoredReview[]>()
      .exec();
    return { reviews: reviews.map(toReviewResponse) };
  }

  /**
   * The author's review of an approved listing that is not theirs, and the listing rated with
   * it. A second review is a 409: the existence check answers the common case, the derived _id
   * the race of two posts at once (also where the engine does not enforce the unique index).
   */
  async post(author: ReviewAuthor, listingId: Types.ObjectId, input: ReviewInputDto): Promise<ReviewChange> {
    requireReviewAccess(author, 'review.post', await this.findListingOrFail(listingId));
    if (await this.reviews.exists({ listingId, userRef: author._id }))
      throw new ConflictException(refusal('REVIEW_ALREADY_EXISTS', REVIEW_MESSAGES.alreadyReviewed));
    let review: StoredReview;
    try {
      const created = await this.reviews.create({
        _id: reviewIdOf(listingId, author._id),
        listingId,
        userRef: author._id,
        name: author.username,
        rating: input.rating,
        comment: input.comment,
      });
      review = created.toObject();
    } catch (error) {
      if (isDuplicateKeyError(error)) throw new ConflictException(refusal('REVIEW_ALREADY_EXISTS', REVIEW_MESSAGES.alreadyReviewed));
      throw error;
    }
    // Deleted since it was read, its reviews with it: this one must not outlive it either.
    if (!(await this.listings.findById(listingId))) {
      await this.reviews.deleteOne({ _id: review._id }).exec();
      throw new NotFoundException(refusal('LISTING_NOT_FOUND', LISTING_MESSAGES.notFound));
    }
    const rating = await this.rate(listingId);
    return {
      success: true,
      message: REVIEW_MESSAGES.posted,
      review: toReviewResponse(review),
      listing: { _id: listingId.toString(), ...rating },
    };
  }

  /** Deletes a review, as its author or an admin, and rates its listing without it. */
  async remove(actor: ReviewActor, reviewId: Types.ObjectId): Promise<ReviewChange> {
    const review = await this.reviews.findById(reviewId).lean<StoredReview>().exec();
    if (!review) throw new NotFoundException(refusal('REVIEW_NOT_FOUND', REVIEW_MESSAGES.notFound));
    requireReviewAccess(actor, 'review.delete', review);
    await this.reviews.deleteOne({ _id: reviewId }).exec();
    const rating = await this.rate(review.listingId);
    return { success: true, message: REVIEW_MESSAGES.deleted, listing: { _id: review.listingId.toString(), ...rating } };
  }

  /**
   * Removes the reviews an author wrote, and rates the listings they were on without them.
   * The ratings go first, counted without the author's reviews: if deleting them then fails,
   * the next run finds them again and does both once more. They are counted again after the
   * deletion, for a review posted meanwhile whose count still had the author's in it.
   */
  async deleteByAuthor(author: Types.ObjectId): Promise<{ deleted: number; rerated: number }> {
    const written = await this.reviews.find({ userRef: author }, { listingId: 1 }).lean().exec();
    const listingIds = [...new Map(written.map((review) => [String(review.listingId), review.listingId])).values()];
    await this.recomputeRatings(listingIds, author);
    const { deletedCount } = await this.reviews.deleteMany({ userRef: author }).exec();
    await this.recomputeRatings(listingIds);
    return { deleted: deletedCount, rerated: listingIds.length };
  }

  /** Removes every review of the listings, which are going away (so no rating to keep). */
  async deleteOfListings(listingIds: readonly Types.ObjectId[]): Promise<void> {
    await this.reviews.deleteMany({ listingId: { $in: [...listingIds] } }).exec();
  }

  /** Sets rating and numReviews of each listing from its reviews, leaving out an author's when given. */
  async recomputeRatings(listingIds: readonly Types.ObjectId[], leavingOut?: Types.ObjectId): Promise<void> {
    for (const listingId of listingIds) await this.rate(listingId, leavingOut);
  }

  /**
   * Writes the listing's rating from its reviews as they are, then counts again, and writes
   * again while the count changed. Each write is one single-document update; what keeps it right
   * without a transaction is the check: of two posts racing, one may count before the other's
   * review is in and write last, but then its check after that write sees the other review and
   * puts it right. Whoever writes last always checks after.
   */
  private async rate(listingId: Types.ObjectId, leavingOut?: Types.ObjectId): Promise<ListingRating> {
    let rating = await this.ratingOf(listingId, leavingOut);
    for (let round = 1; ; round += 1) {
      await this.listings.setRating(listingId, rating.rating, rating.numReviews);
      const counted = await this.ratingOf(listingId, leavingOut);
      if (counted.rating === rating.rating && counted.numReviews === rating.numReviews) return rating;
      if (round === MAX_RATING_ROUNDS) {
        this.logger.warn(`The reviews of listing ${listingId.toString()} kept changing; its rating is written by the next change`);
        return counted;
      }
      rating = counted;
    }
  }

  private async ratingOf(listingId: Types.ObjectId, leavingOut?: Types.ObjectId): Promise<ListingRating> {
    const [total] = await this.reviews
      .aggregate<{ mean: number; count: number }>([
        { $match: { listingId, ...(leavingOut ? { userRef: { $ne: leavingOut } } : {}) } },
        { $group: { _id: '$listingId', mean: { $avg: '$rating' }, count: { $sum: 1 } } },
      ])
      .exec();
    return total ? { rating: roundRating(total.mean), numReviews: total.count } : { rating: 0, numReviews: 0 };
  }

  private async findListingOrFail(listingId: Types.ObjectId): Promise<StoredListing> {
    const listing = await this.listings.findById(listingId);
    if (!listing) throw new NotFoundException(refusal('LISTING_NOT_FOUND', LISTING_MESSAGES.notFound));
    return listing;
  }
}
