import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { FavoritesListener } from './favorites.listener';
import { FavoritesRepository } from './favorites.repository';
import { Favorite, FavoriteSchema } from './schemas/favorite.schema';

/** Favourites: the schema, and their removal when their user or listing goes; the endpoints come next. */
@Module({
  imports: [MongooseModule.forFeature([{ name: Favorite.name, schema: FavoriteSchema }])],
  providers: [FavoritesRepository, FavoritesListener],
  exports: [FavoritesRepository],
})
export class FavoritesModule {}
