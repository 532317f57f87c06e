import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model, Types } from 'mongoose';
import type { StoredListing } from './listing-response';
import { publicListingsFilter } from './public-listings.filter';
import { Listing } from './schemas/listing.schema';

/** What the saved-search alerts read of a listing: what a search matches on, and what the alert mail shows. */
export type AlertListing = Pick<
  StoredListing,
  | '_id'
  | 'name'
  | 'userRef'
  | 'type'
  | 'district'
  | 'city'
  | 'rent'
  | 'rentType'
  | 'monthlyRent'
  | 'availableFrom'
  | 'searchKeys'
  | 'publicLat'
  | 'publicLng'
  | 'status'
  | 'hiddenByReports'
  | 'ownerBlocked'
  | 'expiresAt'
  | 'featured'
  | 'parking'
  | 'furnished'
  | 'kitchen'
  | 'hotwater'
  | 'aircondition'
  | 'imageUrls'
  | 'publishedAt'
  | 'reducedAt'
  | 'previousRent'
>;

const ALERT_FIELDS = {
  name: 1,
  userRef: 1,
  type: 1,
  district: 1,
  city: 1,
  rent: 1,
  rentType: 1,
  monthlyRent: 1,
  availableFrom: 1,
  searchKeys: 1,
  publicLat: 1,
  publicLng: 1,
  status: 1,
  hiddenByReports: 1,
  ownerBlocked: 1,
  expiresAt: 1,
  featured: 1,
  parking: 1,
  furnished: 1,
  kitchen: 1,
  hotwater: 1,
  aircondition: 1,
  imageUrls: 1,
  publishedAt: 1,
  reducedAt: 1,
  previousRent: 1,
} as const;

/**
 * The listings' side of the saved-search alerts: which public listings went public (an approval,
 * approved changes) or dropped in price within a time range, recorded on the listing itself
 * (publishedAt, reducedAt) when it happened, so an alert job that was down catches up.
 */
@Injectable()
export class ListingAlertsFeed {
  constructor(@InjectModel(Listing.name) private readonly listings: Model<Listing>) {}

  /**
   * Up to `limit` listings public at `until` that went public or were reduced in [since, until),
   * by id, after the id given (a run pages through them), by the publishedAt and reducedAt indexes.
   */
  changedBetween(since: Date, until: Date, limit: number, after?: Types.ObjectId): Promise<AlertListing[]> {
    const within = { $gte: since, $lt: until };
    return this.listings
      .find(
        {
          ...publicListingsFilter(until),
          $or: [{ publishedAt: within }, { reducedAt: within }],
          ...(after ? { _id: { $gt: after } } : {}),
        },
        ALERT_FIELDS,
      )
      .sort({ _id: 1 })
      .limit(limit)
      .lean<AlertListing[]>()
      .exec();
  }

  /** Those of the listings public now: what an alert checks again just before it is sent. */
  publicAmong(ids: readonly Types.ObjectId[], now = new Date()): Promise<AlertListing[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.listings
      .find({ ...publicListingsFilter(now), _id: { $in: [...ids] } }, ALERT_FIELDS)
      .lean<AlertListing[]>()
      .exec();
  }
}
