import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model, Types } from 'mongoose';
import { Favorite } from './schemas/favorite.schema';

/** The favourites collection's named operations, for the other modules. */
@Injectable()
export class FavoritesRepository {
  constructor(@InjectModel(Favorite.name) private readonly favorites: Model<Favorite>) {}

  /** Removes the user's favourites and every favourite of the given listings. */
  async deleteByUserAndListings(userId: Types.ObjectId, listingIds: readonly Types.ObjectId[]): Promise<void> {
    await this.favorites.deleteMany({ $or: [{ userId }, { listingId: { $in: [...listingIds] } }] }).exec();
  }
}
