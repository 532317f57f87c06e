import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model, Types } from 'mongoose';
import { derivedObjectId, isDuplicateKeyError } from '../common/derived-id';
import { Favorite } from './schemas/favorite.schema';

/** A user's favourite of a listing has this id, so a second one (however close in time) fails on _id. */
export function favoriteIdOf(userId: Types.ObjectId, listingId: Types.ObjectId): Types.ObjectId {
  return derivedObjectId('favorite', userId, listingId);
}

/** The favourites collection's named operations. */
@Injectable()
export class FavoritesRepository {
  constructor(@InjectModel(Favorite.name) private readonly favorites: Model<Favorite>) {}

  /**
   * Makes the listing one of the user's favourites, once however often or however close together
   * it is asked; true when this call added it.
   */
  async add(userId: Types.ObjectId, listingId: Types.ObjectId): Promise<boolean> {
    // A favourite stored before ids were derived has another _id; it counts all the same.
    if (await this.favorites.exists({ userId, listingId })) return false;
    try {
      await this.favorites.create({ _id: favoriteIdOf(userId, listingId), userId, listingId });
      return true;
    } catch (error) {
      if (isDuplicateKeyError(error)) return false;
      throw error;
    }
  }

  async remove(userId: Types.ObjectId, listingId: Types.ObjectId): Promise<void> {
    await this.favorites.deleteMany({ userId, listingId }).exec();
  }

  /** The listings the user made favourites, the newest favourite first. */
  async listingIdsOf(userId: Types.ObjectId): Promise<Types.ObjectId[]> {
    const favorites = await this.favorites.find({ userId }, { listingId: 1 }).sort({ createdAt: -1, _id: -1 }).lean().exec();
    return favorites.map((favorite) => favorite.listingId);
  }

  async deleteByUser(userId: Types.ObjectId): Promise<void> {
    await this.favorites.deleteMany({ userId }).exec();
  }

  async deleteOfListings(listingIds: readonly Types.ObjectId[]): Promise<void> {
    await this.favorites.deleteMany({ listingId: { $in: [...listingIds] } }).exec();
  }
}
