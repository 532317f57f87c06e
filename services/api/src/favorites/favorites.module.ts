import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { FavoritesRepository } from './favorites.repository';
import { Favorite, FavoriteSchema } from './schemas/favorite.schema';

/** Favourites: the schema and the operations account deletion needs; the endpoints come next. */
@Module({
  imports: [MongooseModule.forFeature([{ name: Favorite.name, schema: FavoriteSchema }])],
  providers: [FavoritesRepository],
  exports: [FavoritesRepository],
})
export class FavoritesModule {}
