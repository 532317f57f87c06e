import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { LISTING_STATUS, LISTING_TRANSITIONS, REVISION_STATUS } from '@nivasa/contracts/listing-lifecycle';
import { searchKeyFieldsOf } from '@nivasa/contracts/search-keys';
import type { Model, Types } from 'mongoose';
import { ListingPlacement } from './listing-placement';
import type { StoredListing } from './listing-response';
import { contentIsRevision } from './listing-revision';
import { imagesOf } from './listings.repository';
import { priceDropFields } from './price-drop';
import { Listing } from './schemas/listing.schema';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** Where a listing stands, to say why a moderation step did not apply. */
export type ModerationState = Pick<StoredListing, '_id' | 'status' | 'featured' | 'revisionId' | 'revision'>;

/** The moderators' decisions on a listing that is not live, or was. */
export type StatusDecision = 'approve' | 'disapprove';

/**
 * The moderators' operations on listings. Each change is one atomic update whose filter names
 * the state it changes from, so of two moderators acting at once only one changes the listing,
 * and a refused step changes nothing (the engine has no transactions to lean on).
 */
@Injectable()
export class ListingsModerationRepository {
  constructor(
    @InjectModel(Listing.name) private readonly listings: Model<Listing>,
    private readonly placement: ListingPlacement,
  ) {}

  /** A page of what waits for a moderator: pending listings, and live listings with changes waiting; newest first. */
  findPending(skip: number, limit: number): Promise<StoredListing[]> {
    return this.listings
      .find({
        $or: [
          { status: LISTING_STATUS.pending },
          { status: { $in: [...LISTING_TRANSITIONS.approveChanges.from] }, 'revision.status': REVISION_STATUS.pending },
        ],
      })
      .sort({ createdAt: -1, _id: -1 })
      .skip(skip)
      .limit(limit)
      .lean<StoredListing[]>()
      .exec();
  }

  /**
   * Listings of these owners that show (or whose waiting changes would show) any of the images,
   * each with the images it shows: at most `limit`, found by the owner index.
   */
  async findShowingImages(
    owners: readonly Types.ObjectId[],
    urls: readonly string[],
    limit: number,
  ): Promise<{ _id: Types.ObjectId; imageUrls: string[] }[]> {
    if (owners.length === 0 || urls.length === 0) return [];
    const listings = await this.listings
      .find(
        {
          userRef: { $in: [...owners] },
          $or: [{ imageUrls: { $in: [...urls] } }, { 'revision.content.imageUrls': { $in: [...urls] } }],
        },
        { imageUrls: 1, revision: 1 },
      )
      .limit(limit)
      .lean<StoredListing[]>()
      .exec();
    return listings.map((listing) => ({ _id: listing._id, imageUrls: imagesOf(listing) }));
  }

  state(listingId: Types.ObjectId): Promise<ModerationState | null> {
    return this.listings
      .findById(listingId, { status: 1, featured: 1, revisionId: 1, 'revision._id': 1, 'revision.status': 1 })
      .lean<ModerationState>()
      .exec();
  }

  /**
   * Approves or disapproves the listing as LISTING_TRANSITIONS says, with the moderator's reason
   * (none clears the last one), while its content is still the version named, when one is.
   * Null when the listing is missing, in no state to take the step, or changed since.
   */
  decide(
    listingId: Types.ObjectId,
    decision: StatusDecision,
    reason: string | undefined,
    revision?: Types.ObjectId,
  ): Promise<StoredListing | null> {
    const transition = LISTING_TRANSITIONS[decision];
    const unfeatures = 'unfeatures' in transition && transition.unfeatures;
    const set = {
      status: transition.to,
      ...(unfeatures ? { featured: false } : {}),
      ...(reason ? { statusReason: reason } : {}),
      // An approval makes the listing public: the saved-search alerts find it by this.
      ...(decision === 'approve' ? { publishedAt: new Date() } : {}),
    };
    return this.listings
      .findOneAndUpdate(
        { _id: listingId, status: { $in: [...transition.from] }, ...(revision ? contentIsRevision(revision) : {}) },
        { $set: set, ...(reason ? {} : { $unset: { statusReason: 1 } }) },
        { returnDocument: 'after' },
      )
      .lean<StoredListing>()
      .exec();
  }

  /**
   * Makes the waiting revision the listing's content, if it is still the one named and the
   * listing is live: its id becomes the content's. Featured, the rating and the reviews stay.
   * Null when the listing is missing, not live, or its revision is another (a newer edit).
   */
  async approveChanges(listingId: Types.ObjectId, revision: Types.ObjectId, reason?: string): Promise<StoredListing | null> {
    const filter = {
      _id: listingId,
      status: { $in: [...LISTING_TRANSITIONS.approveChanges.from] },
      'revision._id': revision,
      'revision.status': REVISION_STATUS.pending,
    };
    const listing = await this.listings.findOne(filter).lean<StoredListing>().exec();
    if (!listing?.revision) return null;
    // A revision's content never changes (a newer edit is a new revision), so the one read is the one named.
    const content = { ...listing, ...listing.revision.content } as StoredListing;
    const { monthlyRent, ...derived } = this.placement.derivedFieldsOf(listingId, content);
    // The approved changes go public (the alerts find them), as a price drop when the price fell far enough.
    const now = new Date();
    // The location is always the derived one (the pin, or the town's centre), never removed.
    const entries = Object.entries(listing.revision.content).filter(([field]) => field !== 'location');
    const revised = Object.fromEntries(entries.filter(([, value]) => value !== null));
    const set = {
      ...revised,
      // A field the owner removed is null in the revision, so it leaves the keys too.
      ...searchKeyFieldsOf(content),
      ...derived,
      ...(monthlyRent === undefined ? {} : { monthlyRent }),
      revisionId: revision,
      ...(reason ? { statusReason: reason } : {}),
      publishedAt: now,
      ...priceDropFields(listing, content, now),
    };
    const unset = {
      ...Object.fromEntries(entries.filter(([, value]) => value === null).map(([field]) => [field, 1])),
      ...(monthlyRent === undefined ? { monthlyRent: 1 } : {}),
      revision: 1,
      ...(reason ? {} : { statusReason: 1 }),
    };
    return this.listings
      .findOneAndUpdate(filter, { $set: set, $unset: unset }, { returnDocument: 'after', runValidators: false })
      .lean<StoredListing>()
      .exec();
  }

  /**
   * Refuses the waiting revision, if it is still the one named: the live version stays, the
   * changes stay with the reason for the owner to see, until they edit again. Null otherwise.
   */
  disapproveChanges(listingId: Types.ObjectId, revision: Types.ObjectId, reason?: string): Promise<StoredListing | null> {
    return this.listings
      .findOneAndUpdate(
        {
          _id: listingId,
          status: { $in: [...LISTING_TRANSITIONS.disapproveChanges.from] },
          'revision._id': revision,
          'revision.status': REVISION_STATUS.pending,
        },
        {
          $set: { 'revision.status': REVISION_STATUS.disapproved, ...(reason ? { 'revision.reason': reason } : {}) },
          ...(reason ? {} : { $unset: { 'revision.reason': 1 } }),
        },
        { returnDocument: 'after' },
      )
      .lean<StoredListing>()
      .exec();
  }

  /**
   * Features a listing that LISTING_TRANSITIONS lets be featured, or stops featuring any listing.
   * Null when the listing is missing, already so, or (to feature) not approved.
   */
  setFeatured(listingId: Types.ObjectId, featured: boolean): Promise<StoredListing | null> {
    const from = LISTING_TRANSITIONS[featured ? 'feature' : 'unfeature'].from;
    const filter = { _id: listingId, featured: !featured, status: { $in: [...from] } };
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
