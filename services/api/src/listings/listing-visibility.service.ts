import { Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { InjectModel } from '@nestjs/mongoose';
import type { Model, Types } from 'mongoose';
import { LISTINGS_CHANGED } from './listings-changed.event';
import { ListingsModerationRepository } from './listings-moderation.repository';
import type { StoredListing } from './listing-response';
import { Listing } from './schemas/listing.schema';

/** What the reports and enquiries modules read of a listing: its name, its owner, and what isPublicListing needs. */
export type ListingSummary = Pick<StoredListing, '_id' | 'name' | 'userRef' | 'status' | 'hiddenByReports' | 'ownerBlocked' | 'expiresAt'>;

const SUMMARY_FIELDS = { name: 1, userRef: 1, status: 1, hiddenByReports: 1, ownerBlocked: 1, expiresAt: 1 } as const;

/**
 * Whether listings are out of the public places for reasons besides their status: held by
 * fraud reports until a moderator decides, taken down, or of a blocked owner. The reports
 * module asks this service; publicListingsFilter and the listing policy read the fields.
 */
@Injectable()
export class ListingVisibilityService {
  constructor(
    @InjectModel(Listing.name) private readonly listings: Model<Listing>,
    private readonly moderation: ListingsModerationRepository,
    private readonly events: EventEmitter2,
  ) {}

  summaryOf(listingId: Types.ObjectId): Promise<ListingSummary | null> {
    return this.listings.findById(listingId, SUMMARY_FIELDS).lean<ListingSummary>().exec();
  }

  summariesOf(listingIds: readonly Types.ObjectId[]): Promise<ListingSummary[]> {
    return this.listings
      .find({ _id: { $in: [...listingIds] } }, SUMMARY_FIELDS)
      .lean<ListingSummary[]>()
      .exec();
  }

  /** Holds (or releases) the listing out of the public places while reports wait for a moderator. */
  async holdForReports(listingId: Types.ObjectId, held: boolean): Promise<void> {
    const update = held ? { $set: { hiddenByReports: true } } : { $unset: { hiddenByReports: 1 } };
    await this.listings.updateOne({ _id: listingId }, update).exec();
    this.events.emit(LISTINGS_CHANGED);
  }

  /**
   * Takes the listing down: disapproved with the moderator's reason (its owner may edit and send
   * it again), and no longer held by reports. Null when it is gone; a listing disapproved already stays so.
   */
  async takeDown(listingId: Types.ObjectId, reason: string): Promise<ListingSummary | null> {
    await this.moderation.decide(listingId, 'disapprove', reason);
    await this.holdForReports(listingId, false);
    return this.summaryOf(listingId);
  }

  /** Every listing of the owner leaves (or returns to) the public places with their block. */
  async setOwnerBlocked(ownerId: Types.ObjectId, blocked: boolean): Promise<void> {
    const update = blocked ? { $set: { ownerBlocked: true } } : { $unset: { ownerBlocked: 1 } };
    await this.listings.updateMany({ userRef: ownerId }, update).exec();
    this.events.emit(LISTINGS_CHANGED);
  }
}
