import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model, Types } from 'mongoose';
import { Listing } from './schemas/listing.schema';

/** A listing to store; what the schema has defaults for may be left out. */
type Defaulted = 'rules' | 'status' | 'featured' | 'rating' | 'numReviews';
export type NewListing = Omit<Listing, Defaulted> & Partial<Pick<Listing, Defaulted>> & { createdAt?: Date; updatedAt?: Date };

/** The listings collection's named operations, for the other modules: no other module touches the model. */
@Injectable()
export class ListingsRepository {
  constructor(@InjectModel(Listing.name) private readonly listings: Model<Listing>) {}

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

  /** Those of the image addresses some listing shows. */
  async imageUrlsInUse(urls: readonly string[]): Promise<string[]> {
    const listings = await this.listings
      .find({ imageUrls: { $in: [...urls] } }, { imageUrls: 1 })
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
}
