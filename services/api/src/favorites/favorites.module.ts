import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { Favorite, FavoriteSchema } from './schemas/favorite.schema';

/** Favourites: the schema for now (account deletion removes them); the endpoints come with their own issue. */
@Module({
  imports: [MongooseModule.forFeature([{ name: Favorite.name, schema: FavoriteSchema }])],
  exports: [MongooseModule],
})
export class FavoritesModule {}
