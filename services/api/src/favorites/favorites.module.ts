import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ListingsModule } from '../listings/listings.module';
import { UsersModule } from '../users/users.module';
import { FavoritesController } from './favorites.controller';
import { FavoritesListener } from './favorites.listener';
import { FavoritesRepository } from './favorites.repository';
import { FavoritesService } from './favorites.service';
import { Favorite, FavoriteSchema } from './schemas/favorite.schema';

/** Favourites: the endpoints, the schema, and their removal when their user or listing goes. */
@Module({
  imports: [MongooseModule.forFeature([{ name: Favorite.name, schema: FavoriteSchema }]), ListingsModule, UsersModule],
  controllers: [FavoritesController],
  providers: [FavoritesRepository, FavoritesService, FavoritesListener],
  exports: [FavoritesRepository],
})
export class FavoritesModule {}
