import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model, Types } from 'mongoose';
import { Listing } from './schemas/listing.schema';

/** The listings collection's named operations, for the other modules. */
@Injectable()
export class ListingsRepository {
  constructor(@InjectModel(Listing.name) private readonly listings: Model<Listing>) {}

  /** Whether the user advertises at least one listing that moderators approved. */
  async hasApprovedListing(owner: Types.ObjectId): Promise<boolean> {
    return (await this.listings.exists({ userRef: owner, status: 'approved' })) !== null;
  }
}
