import { Module } from '@nestjs/common';
import { MediaModule } from '../media/media.module';
import { PlacesModule } from '../places/places.module';
import { UsersModule } from '../users/users.module';
import { HomeListingsController } from './home-listings.controller';
import { HomeListingsService } from './home-listings.service';
import { ListingsController } from './listings.controller';
import { ListingsModule } from './listings.module';
import { ListingsService } from './listings.service';

/**
 * The listing endpoints. Separate from ListingsModule (the data, which the media module reads
 * for its cleanup), because they ask the media module whose uploads the images are.
 */
@Module({
  imports: [ListingsModule, MediaModule, PlacesModule, UsersModule],
  controllers: [ListingsController, HomeListingsController],
  providers: [ListingsService, HomeListingsService],
})
export class ListingsApiModule {}
