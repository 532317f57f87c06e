import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model, Types } from 'mongoose';
import { Favorite } from './schemas/favorite.schema';

/** The favourites collection's named operations. */
@Injectable()
export class FavoritesRepository {
  constructor(@InjectModel(Favorite.name) private readonly favorites: Model<Favorite>) {}

  async deleteByUser(userId: Types.ObjectId): Promise<void> {
    await this.favorites.deleteMany({ userId }).exec();
  }

  async deleteOfListings(listingIds: readonly Types.ObjectId[]): Promise<void> {
    await this.favorites.deleteMany({ listingId: { $in: [...listingIds] } }).exec();
  }
}
