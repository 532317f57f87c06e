import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { ListingStatus } from '@nivasa/contracts/api';
import type { Model, Types } from 'mongoose';
import type { StoredListing } from './listing-response';
import { Listing } from './schemas/listing.schema';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** Where a listing stands, to say why a moderation step did not apply. */
export type ModerationState = Pick<Listing, 'status' | 'featured'>;

/**
 * The moderators' operations on listings. Each change is one atomic update whose filter names
 * the state it changes from, so of two moderators acting at once only one changes the listing,
 * and a refused step changes nothing (the engine has no transactions to lean on).
 */
@Injectable()
export class ListingsModerationRepository {
  constructor(@InjectModel(Listing.name) private readonly listings: Model<Listing>) {}

  /** Pending listings, newest first. */
  findPending(): Promise<StoredListing[]> {
    return this.listings.find({ status: 'pending' }).sort({ createdAt: -1, _id: -1 }).lean<StoredListing[]>().exec();
  }

  state(listingId: Types.ObjectId): Promise<ModerationState | null> {
    return this.listings.findById(listingId, { status: 1, featured: 1 }).lean<ModerationState>().exec();
  }

  /**
   * Moves a listing to `status` from any other status, with the moderator's reason (none clears
   * the last one). A disapproved listing is no longer featured. Null when the listing is
   * missing or already has that status.
   */
  setStatus(listingId: Types.ObjectId, status: ListingStatus, reason?: string): Promise<StoredListing | null> {
    const set = { status, ...(status === 'disapproved' ? { featured: false } : {}), ...(reason ? { statusReason: reason } : {}) };
    return this.listings
      .findOneAndUpdate(
        { _id: listingId, status: { $ne: status } },
        { $set: set, ...(reason ? {} : { $unset: { statusReason: 1 } }) },
        { returnDocument: 'after' },
      )
      .lean<StoredListing>()
      .exec();
  }

  /**
   * Features an approved listing, or stops featuring any listing. Null when the listing is
   * missing, already so, or (to feature) not approved.
   */
  setFeatured(listingId: Types.ObjectId, featured: boolean): Promise<StoredListing | null> {
    const filter = { _id: listingId, featured: !featured, ...(featured ? { status: 'approved' as const } : {}) };
    return this.listings.findOneAndUpdate(filter, { $set: { featured } }, { returnDocument: 'after' }).lean<StoredListing>().exec();
  }

  countAll(): Promise<number> {
    return this.listings.countDocuments().exec();
  }

  countByStatus(): Promise<Map<string, number>> {
    return this.countBy('status');
  }

  countByType(): Promise<Map<string, number>> {
    return this.countBy('type');
  }

  countByDistrict(): Promise<Map<string, number>> {
    return this.countBy('district');
  }

  /**
   * Listings created in each of `weeks` weeks from `since` on: index 0 is the week starting
   * at `since`. Weeks without listings count 0.
   */
  async countCreatedPerWeek(since: Date, weeks: number): Promise<number[]> {
    const groups = await this.listings
      .aggregate<{ _id: number; count: number }>([
        { $match: { createdAt: { $gte: since, $lt: new Date(since.getTime() + weeks * WEEK_MS) } } },
        { $group: { _id: { $floor: { $divide: [{ $subtract: ['$createdAt', since] }, WEEK_MS] } }, count: { $sum: 1 } } },
      ])
      .exec();
    const counts = new Array<number>(weeks).fill(0);
    for (const { _id: week, count } of groups) counts[week] = count;
    return counts;
  }

  private async countBy(field: 'status' | 'type' | 'district'): Promise<Map<string, number>> {
    const groups = await this.listings
      .aggregate<{ _id: string; count: number }>([{ $group: { _id: `$${field}`, count: { $sum: 1 } } }])
      .exec();
    return new Map(groups.map(({ _id, count }) => [_id, count]));
  }
}
