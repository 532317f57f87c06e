import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ListingsListener } from './listings.listener';
import { ListingsModerationRepository } from './listings-moderation.repository';
import { ListingsRepository } from './listings.repository';
import { Listing, ListingSchema } from './schemas/listing.schema';

/**
 * Listings: the schema, the named operations other modules use, and the removal of a deleted
 * user's listings. The endpoints are ListingsApiModule's.
 */
@Module({
  imports: [MongooseModule.forFeature([{ name: Listing.name, schema: ListingSchema }])],
  providers: [ListingsRepository, ListingsListener, ListingsModerationRepository],
  exports: [ListingsRepository, ListingsModerationRepository],
})
export class ListingsModule {}
