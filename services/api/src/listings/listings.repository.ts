import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { LISTING_TRANSITIONS, REVISION_STATUS, revisionChanges } from '@nivasa/contracts/listing-lifecycle';
import { SEARCH_KEYS_VERSION, searchKeyFieldsOf } from '@nivasa/contracts/search-keys';
import { type Model, Types } from 'mongoose';
import type { AreaCandidate, CandidateQuery, PlacedCandidate } from './geo-query';
import { DERIVED_FIELDS_VERSION, ListingPlacement } from './listing-placement';
import { ListingExpiry } from './listing-expiry';
import { EXPIRY_REMINDER_DAYS, DAY_MS } from '@nivasa/contracts/listing-freshness';
import type { StoredListing } from './listing-response';
import { newRevisionId, storedContentOf } from './listing-revision';
import { isPublicListing, publicListingsFilter } from './public-listings.filter';
import { priceDropFields } from './price-drop';
import type { ListingSearchQueryPlan } from './search-query';
import { Listing } from './schemas/listing.schema';

/** A listing to store; what the schema has defaults for may be left out. */
type Defaulted = 'rules' | 'showExactLocation' | 'status' | 'featured' | 'rating' | 'numReviews' | 'revisionId' | 'revision';
export type NewListing = Omit<Listing, Defaulted> & Partial<Pick<Listing, Defaulted>> & { createdAt?: Date; updatedAt?: Date };

/** The fields an owner writes. */
export type ListingContent = Omit<
  Listing,
  | 'userRef'
  | 'status'
  | 'statusReason'
  | 'featured'
  | 'rating'
  | 'numReviews'
  | 'createdAt'
  | 'updatedAt'
  | 'revisionId'
  | 'revision'
  | 'hiddenByReports'
  | 'ownerBlocked'
  | 'searchKeys'
  | 'searchKeysVersion'
  | DerivedField
  | FreshnessField
  | AlertField
>;

/** When the listing went public and when its price last dropped (the saved-search alerts read them). */
type AlertField = 'publishedAt' | 'reducedAt' | 'previousRent';

/** When the listing was last renewed, when it expires, and which expiry its owner was reminded of. */
type FreshnessField = 'renewedAt' | 'expiresAt' | 'expiryReminderFor';

/** The fields made from the content for search (ListingPlacement.derivedFieldsOf). */
type DerivedField = 'publicPoint' | 'publicLat' | 'publicLng' | 'monthlyRent' | 'derivedFieldsVersion';

/** Which edit a change of content is (see LISTING_TRANSITIONS). */
export type ContentEdit = 'editDraft' | 'editLive' | 'editByAdmin';

/** The images a listing shows or its waiting changes would show. */
export function imagesOf(listing: Pick<StoredListing, 'imageUrls' | 'revision'>): string[] {
  const revised = listing.revision?.content.imageUrls;
  return [...new Set([...listing.imageUrls, ...(Array.isArray(revised) ? (revised as string[]) : [])])];
}

/** An update that sets the given fields and removes those given as undefined (a house for sale's rent basis). */
function setting(fields: Record<string, unknown>): { $set: Record<string, unknown>; $unset: Record<string, 1> } {
  const entries = Object.entries(fields);
  return {
    $set: Object.fromEntries(entries.filter(([, value]) => value !== undefined)),
    $unset: Object.fromEntries(entries.filter(([, value]) => value === undefined).map(([field]) => [field, 1 as const])),
  };
}

/** The listings collection's named operations, for the other modules: no other module touches the model. */
@Injectable()
export class ListingsRepository {
  constructor(
    @InjectModel(Listing.name) private readonly listings: Model<Listing>,
    private readonly placement: ListingPlacement,
    private readonly expiry: ListingExpiry,
  ) {}

  async create(listing: ListingContent & Pick<Listing, 'userRef' | 'status'>): Promise<StoredListing> {
    const _id = new Types.ObjectId();
    const fresh = this.expiry.freshnessOf(listing.type);
    return (await this.listings.create({ _id, ...listing, ...this.placement.derivedFieldsOf(_id, listing), ...fresh })).toObject();
  }

  findById(id: Types.ObjectId): Promise<StoredListing | null> {
    return this.listings.findById(id).lean<StoredListing>().exec();
  }

  /**
   * Checks the content against the schema's rules as the listing would be with it (a town of the
   * district, the price range of the type); throws mongoose's ValidationError, a 400.
   */
  async checkContent(listing: StoredListing, content: ListingContent): Promise<void> {
    const document = this.listings.hydrate(listing);
    document.set(content);
    await document.validate();
  }

  /**
   * One edit as one atomic update, applied only while the listing is in a state the edit starts
   * from: a draft's content is replaced and waits for review again; a live listing's changes are
   * stored as its waiting revision; an admin's edit replaces the content whatever the state.
   * New content gets a new revisionId, so an approval of what was there before no longer applies.
   * Every edit is also a renewal: the listing's clock starts again (and a new reminder may come).
   * Null when the listing is gone or its state changed since it was read.
   */
  edit(listing: StoredListing, edit: ContentEdit, content: ListingContent): Promise<StoredListing | null> {
    const transition = LISTING_TRANSITIONS[edit];
    const filter = { _id: listing._id, status: { $in: [...transition.from] } };
    if (transition.content === 'revise') {
      // The live version stays public, so its type sets the lifetime.
      const fresh = this.expiry.freshnessOf(listing.type);
      // Changes taken back: nothing waits any more.
      if (revisionChanges(listing, content).length === 0)
        return this.findOneAndUpdate(filter, { $set: fresh, $unset: { revision: 1, expiryReminderFor: 1 } });
      const revision = { _id: newRevisionId(), status: REVISION_STATUS.pending, content: storedContentOf(content), createdAt: new Date() };
      return this.findOneAndUpdate(filter, { $set: { revision, ...fresh }, $unset: { expiryReminderFor: 1 } });
    }
    const { $set, $unset } = setting({
      ...content,
      revisionId: newRevisionId(),
      ...searchKeyFieldsOf(content),
      ...this.placement.derivedFieldsOf(listing._id, content),
      ...this.expiry.freshnessOf(content.type),
      expiryReminderFor: undefined,
      // An admin's edit of a public listing applies at once: a price drop alerts its saved searches.
      ...(isPublicListing(listing) ? priceDropFields(listing, content, new Date()) : {}),
    });
    if (transition.to === 'unchanged') return this.findOneAndUpdate(filter, { $set, $unset });
    // Back to review: the old reason and any waiting revision (the form started from it) go.
    return this.findOneAndUpdate(filter, {
      $set: { ...$set, status: transition.to },
      $unset: { ...$unset, statusReason: 1, revision: 1 },
    });
  }

  /**
   * The owner says the place is still on offer: its clock starts again, whatever its status, and
   * nothing else changes (an approved listing stays approved, with no new review). Null when gone.
   */
  renew(listing: StoredListing, now: Date = new Date()): Promise<StoredListing | null> {
    return this.findOneAndUpdate(
      { _id: listing._id },
      { $set: this.expiry.freshnessOf(listing.type, now), $unset: { expiryReminderFor: 1 } },
    );
  }

  /** Up to `limit` listings stored without an expiry (see ListingExpiryBackfillJob). */
  findWithoutExpiry(limit: number): Promise<StoredListing[]> {
    return this.listings
      .find({ expiresAt: { $exists: false } }, { type: 1, updatedAt: 1 })
      .limit(limit)
      .lean<StoredListing[]>()
      .exec();
  }

  /**
   * Gives each listing still without one an expiry counted from its last change (updatedAt, the
   * best guess of its owner's last edit); returns how many were written.
   */
  async setMissingExpiry(listings: readonly Pick<StoredListing, '_id' | 'type' | 'updatedAt'>[]): Promise<number> {
    let written = 0;
    for (const listing of listings) {
      const result = await this.listings
        // Not a change of the listing: its updatedAt (a sitemap's lastmod) stays.
        .updateOne(
          { _id: listing._id, expiresAt: { $exists: false } },
          { $set: this.expiry.freshnessOf(listing.type, listing.updatedAt ?? new Date()) },
          { timestamps: false },
        )
        .exec();
      written += result.modifiedCount;
    }
    return written;
  }

  /** Up to `limit` public listings that expire within the reminder window and whose owner was not reminded of this expiry. */
  findDueExpiryReminders(now: Date, limit: number): Promise<StoredListing[]> {
    const windowEnd = new Date(now.getTime() + EXPIRY_REMINDER_DAYS * DAY_MS);
    return this.listings
      .find({ ...publicListingsFilter(now), expiresAt: { $gt: now, $lte: windowEnd }, expiryReminderFor: { $exists: false } })
      .sort({ expiresAt: 1, _id: 1 })
      .limit(limit)
      .lean<StoredListing[]>()
      .exec();
  }

  /**
   * Marks the listing's current expiry as reminded, if no one did yet (one atomic update, so of
   * two instances only one wins); false when another did, or the owner renewed meanwhile.
   */
  async claimExpiryReminder(listing: Pick<StoredListing, '_id' | 'expiresAt'>): Promise<boolean> {
    const result = await this.listings
      .updateOne(
        { _id: listing._id, expiresAt: listing.expiresAt, expiryReminderFor: { $exists: false } },
        { $set: { expiryReminderFor: listing.expiresAt } },
        { timestamps: false },
      )
      .exec();
    return result.modifiedCount === 1;
  }

  /** Takes a claim back when its mail could not be queued, so the next run tries again. */
  async releaseExpiryReminder(listing: Pick<StoredListing, '_id' | 'expiresAt'>): Promise<void> {
    await this.listings
      .updateOne({ _id: listing._id, expiryReminderFor: listing.expiresAt }, { $unset: { expiryReminderFor: 1 } }, { timestamps: false })
      .exec();
  }

  private findOneAndUpdate(filter: Record<string, unknown>, update: Record<string, unknown>): Promise<StoredListing | null> {
    // The content was checked by checkContent; the update runs no validators of its own.
    return this.listings.findOneAndUpdate(filter, update, { returnDocument: 'after', runValidators: false }).lean<StoredListing>().exec();
  }

  async deleteById(id: Types.ObjectId): Promise<boolean> {
    return (await this.listings.deleteOne({ _id: id }).exec()).deletedCount === 1;
  }

  /** How many listings the owner has, whatever their status. */
  countOfOwner(owner: Types.ObjectId): Promise<number> {
    return this.listings.countDocuments({ userRef: owner }).exec();
  }

  /** Every listing of the owner, whatever its status, newest first. */
  findAllOfOwner(owner: Types.ObjectId): Promise<StoredListing[]> {
    return this.listings.find({ userRef: owner }).sort({ createdAt: -1, _id: -1 }).lean<StoredListing[]>().exec();
  }

  /** A search as searchQueryOf (and, on a real MongoDB, withMongoArea) builds it. */
  search({ filter, sort, skip, limit }: ListingSearchQueryPlan): Promise<StoredListing[]> {
    return this.listings.find(filter).sort(sort).skip(skip).limit(limit).lean<StoredListing[]>().exec();
  }

  /** The development engine's candidates for a search in an area: ids and public points only (see geo-query.ts). */
  areaCandidates({ filter, sort, limit }: CandidateQuery): Promise<AreaCandidate[]> {
    return this.listings
      .find(filter, { publicLat: 1, publicLng: 1 })
      .sort(sort)
      .limit(limit)
      .batchSize(limit)
      .lean<AreaCandidate[]>()
      .exec();
  }

  /**
   * The candidates' listings, in their order (those gone since are left out). Read by their
   * public latitudes, which the development engine compares far faster than ids (9 against
   * 135 ms for a page at 10,000 listings); another listing at the same latitude is left out by id.
   */
  async findCandidates(candidates: readonly PlacedCandidate[]): Promise<StoredListing[]> {
    if (candidates.length === 0) return [];
    const found = await this.listings
      .find({ publicLat: { $in: candidates.map((candidate) => candidate.publicLat) } })
      .lean<StoredListing[]>()
      .exec();
    const byId = new Map(found.map((listing) => [listing._id.toString(), listing]));
    return candidates.flatMap((candidate) => byId.get(candidate._id.toString()) ?? []);
  }

  /** Up to `limit` listings without current derived fields (see ListingFieldsBackfillJob). */
  findWithoutDerivedFields(limit: number): Promise<StoredListing[]> {
    return this.listings
      .find({ derivedFieldsVersion: { $ne: DERIVED_FIELDS_VERSION } })
      .limit(limit)
      .lean<StoredListing[]>()
      .exec();
  }

  /**
   * Gives each listing its derived fields (and its town's centre as its location, when it has
   * none) if it still lacks current ones; returns how many. A waiting revision is left as it is:
   * its approval makes its own.
   */
  async setMissingDerivedFields(listings: readonly StoredListing[]): Promise<number> {
    let written = 0;
    for (const listing of listings) {
      const { $set, $unset } = setting({ ...this.placement.derivedFieldsOf(listing._id, listing) });
      const result = await this.listings
        // Not a change of the listing: its updatedAt (a sitemap's lastmod) stays.
        .updateOne(
          { _id: listing._id, derivedFieldsVersion: { $ne: DERIVED_FIELDS_VERSION } },
          { $set, ...(Object.keys($unset).length > 0 ? { $unset } : {}) },
          { timestamps: false },
        )
        .exec();
      written += result.modifiedCount;
    }
    return written;
  }

  /** Up to `limit` listings stored without search keys, or with keys of another vocabulary (see SearchKeysBackfillJob). */
  findWithoutSearchKeys(limit: number): Promise<StoredListing[]> {
    return this.listings
      .find({ searchKeysVersion: { $ne: SEARCH_KEYS_VERSION } })
      .limit(limit)
      .lean<StoredListing[]>()
      .exec();
  }

  /** Gives each listing its search keys if it still lacks current ones (an edit since made its own); returns how many. */
  async setMissingSearchKeys(listings: readonly StoredListing[]): Promise<number> {
    let keyed = 0;
    for (const listing of listings) {
      const result = await this.listings
        // Not a change of the listing: its updatedAt (a sitemap's lastmod) stays.
        .updateOne(
          { _id: listing._id, searchKeysVersion: { $ne: SEARCH_KEYS_VERSION } },
          { $set: searchKeyFieldsOf(listing) },
          { timestamps: false },
        )
        .exec();
      keyed += result.modifiedCount;
    }
    return keyed;
  }

  /** Whether the user advertises at least one listing that moderators approved. */
  async hasApprovedListing(owner: Types.ObjectId): Promise<boolean> {
    return (await this.listings.exists({ ...publicListingsFilter(), userRef: owner })) !== null;
  }

  /** The owner's listings, with their images' addresses. */
  async findByOwner(owner: Types.ObjectId): Promise<{ _id: Types.ObjectId; imageUrls: string[] }[]> {
    const listings = await this.listings.find({ userRef: owner }, { imageUrls: 1, revision: 1 }).lean<StoredListing[]>().exec();
    return listings.map((listing) => ({ _id: listing._id, imageUrls: imagesOf(listing) }));
  }

  async deleteByOwner(owner: Types.ObjectId): Promise<number> {
    return (await this.listings.deleteMany({ userRef: owner }).exec()).deletedCount;
  }

  /** Those of the image addresses some listing shows or its waiting changes would show, leaving out one listing when asked. */
  async imageUrlsInUse(urls: readonly string[], exceptListing?: Types.ObjectId): Promise<string[]> {
    const listings = await this.listings
      .find(
        {
          $or: [{ imageUrls: { $in: [...urls] } }, { 'revision.content.imageUrls': { $in: [...urls] } }],
          ...(exceptListing ? { _id: { $ne: exceptListing } } : {}),
        },
        { imageUrls: 1, revision: 1 },
      )
      .lean<StoredListing[]>()
      .exec();
    const wanted = new Set(urls);
    return listings.flatMap(imagesOf).filter((url) => wanted.has(url));
  }

  /** Sets the rating shown on a listing (from its reviews). */
  async setRating(listingId: Types.ObjectId, rating: number, numReviews: number): Promise<void> {
    await this.listings.updateOne({ _id: listingId }, { $set: { rating, numReviews } }, { runValidators: false }).exec();
  }

  count(): Promise<number> {
    return this.listings.countDocuments().exec();
  }

  /** Stores the listings as given, each with its derived fields (a location left out is its town's centre). */
  async insertMany(listings: readonly (NewListing & { _id?: Types.ObjectId })[]): Promise<void> {
    await this.listings.insertMany(
      listings.map((listing) => {
        const _id = listing._id ?? new Types.ObjectId();
        const { monthlyRent, ...derived } = this.placement.derivedFieldsOf(_id, listing);
        // Fresh as of now, or of the renewal given (the demo's listings are as old as they say).
        const fresh = this.expiry.freshnessOf(listing.type, listing.renewedAt ?? new Date());
        return { ...fresh, ...listing, _id, ...derived, ...(monthlyRent === undefined ? {} : { monthlyRent }) };
      }),
    );
  }

  /** Those of the listings that are approved (public), in no particular order; the others and the deleted are left out. */
  findApprovedByIds(ids: readonly Types.ObjectId[]): Promise<StoredListing[]> {
    return this.listings
      .find({ ...publicListingsFilter(), _id: { $in: [...ids] } })
      .lean<StoredListing[]>()
      .exec();
  }

  /** Approved listings' ids and last changes, most recently changed first; nothing else is read. */
  findApprovedChanges(limit: number): Promise<{ _id: Types.ObjectId; updatedAt: Date }[]> {
    return this.listings
      .find(publicListingsFilter(), { updatedAt: 1 })
      .sort({ updatedAt: -1, _id: -1 })
      .limit(limit)
      .lean<{ _id: Types.ObjectId; updatedAt: Date }[]>()
      .exec();
  }
}
