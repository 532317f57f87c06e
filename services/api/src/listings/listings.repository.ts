import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Error as MongooseError, type Model, type Types } from 'mongoose';
import type { StoredListing } from './listing-response';
import { type ListingSearchFilters, searchQueryOf } from './search-query';
import { Listing } from './schemas/listing.schema';

/** A listing to store; what the schema has defaults for may be left out. */
type Defaulted = 'rules' | 'status' | 'featured' | 'rating' | 'numReviews';
export type NewListing = Omit<Listing, Defaulted> & Partial<Pick<Listing, Defaulted>> & { createdAt?: Date; updatedAt?: Date };

/** The fields an owner writes. */
export type ListingContent = Omit<
  Listing,
  'userRef' | 'status' | 'statusReason' | 'featured' | 'rating' | 'numReviews' | 'createdAt' | 'updatedAt'
>;

/** What an edit sets; a field given as undefined (rentType, statusReason) is removed. */
export type ListingChanges = Partial<ListingContent & Pick<Listing, 'status' | 'featured' | 'statusReason'>>;

/** The listings collection's named operations, for the other modules: no other module touches the model. */
@Injectable()
export class ListingsRepository {
  constructor(@InjectModel(Listing.name) private readonly listings: Model<Listing>) {}

  async create(listing: ListingContent & Pick<Listing, 'userRef' | 'status'>): Promise<StoredListing> {
    return (await this.listings.create(listing)).toObject();
  }

  findById(id: Types.ObjectId): Promise<StoredListing | null> {
    return this.listings.findById(id).lean<StoredListing>().exec();
  }

  /**
   * Applies the changes through the document, so the schema's rules that read other fields (a
   * town of the district, the price range of the type) see the listing as it will be. Null when
   * the listing is gone.
   */
  async update(id: Types.ObjectId, changes: ListingChanges): Promise<StoredListing | null> {
    const listing = await this.listings.findById(id).exec();
    if (!listing) return null;
    listing.set(changes);
    try {
      await listing.save();
    } catch (error) {
      // Deleted between the read and the write.
      if (error instanceof MongooseError.DocumentNotFoundError) return null;
      throw error;
    }
    return listing.toObject();
  }

  async deleteById(id: Types.ObjectId): Promise<boolean> {
    return (await this.listings.deleteOne({ _id: id }).exec()).deletedCount === 1;
  }

  /** Every listing of the owner, whatever its status, newest first. */
  findAllOfOwner(owner: Types.ObjectId): Promise<StoredListing[]> {
    return this.listings.find({ userRef: owner }).sort({ createdAt: -1, _id: -1 }).lean<StoredListing[]>().exec();
  }

  /** The search as searchQueryOf builds it. */
  search(filters: ListingSearchFilters): Promise<StoredListing[]> {
    const { filter, sort, skip, limit } = searchQueryOf(filters);
    return this.listings.find(filter).sort(sort).skip(skip).limit(limit).lean<StoredListing[]>().exec();
  }

  /** Whether the user advertises at least one listing that moderators approved. */
  async hasApprovedListing(owner: Types.ObjectId): Promise<boolean> {
    return (await this.listings.exists({ userRef: owner, status: 'approved' })) !== null;
  }

  /** The owner's listings, with their images' addresses. */
  findByOwner(owner: Types.ObjectId): Promise<{ _id: Types.ObjectId; imageUrls: string[] }[]> {
    return this.listings.find({ userRef: owner }, { imageUrls: 1 }).lean().exec();
  }

  async deleteByOwner(owner: Types.ObjectId): Promise<number> {
    return (await this.listings.deleteMany({ userRef: owner }).exec()).deletedCount;
  }

  /** Those of the image addresses some listing shows, leaving out one listing when asked. */
  async imageUrlsInUse(urls: readonly string[], exceptListing?: Types.ObjectId): Promise<string[]> {
    const listings = await this.listings
      .find({ imageUrls: { $in: [...urls] }, ...(exceptListing ? { _id: { $ne: exceptListing } } : {}) }, { imageUrls: 1 })
      .lean()
      .exec();
    const wanted = new Set(urls);
    return listings.flatMap((listing) => listing.imageUrls).filter((url) => wanted.has(url));
  }

  /** Sets the rating shown on a listing (from its reviews). */
  async setRating(listingId: Types.ObjectId, rating: number, numReviews: number): Promise<void> {
    await this.listings.updateOne({ _id: listingId }, { $set: { rating, numReviews } }, { runValidators: false }).exec();
  }

  count(): Promise<number> {
    return this.listings.countDocuments().exec();
  }

  async insertMany(listings: readonly NewListing[]): Promise<void> {
    await this.listings.insertMany(listings);
  }

  /** Those of the listings that are approved (public), in no particular order; the others and the deleted are left out. */
  findApprovedByIds(ids: readonly Types.ObjectId[]): Promise<StoredListing[]> {
    return this.listings
      .find({ _id: { $in: [...ids] }, status: 'approved' })
      .lean<StoredListing[]>()
      .exec();
  }

  /** Approved listings' ids and last changes, most recently changed first; nothing else is read. */
  findApprovedChanges(limit: number): Promise<{ _id: Types.ObjectId; updatedAt: Date }[]> {
    return this.listings
      .find({ status: 'approved' }, { updatedAt: 1 })
      .sort({ updatedAt: -1, _id: -1 })
      .limit(limit)
      .lean<{ _id: Types.ObjectId; updatedAt: Date }[]>()
      .exec();
  }
}
