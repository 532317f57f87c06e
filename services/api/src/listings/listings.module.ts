import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ListingsRepository } from './listings.repository';
import { Listing, ListingSchema } from './schemas/listing.schema';

/** Listings: the schema and the named operations other modules use; the listing endpoints come next. */
@Module({
  imports: [MongooseModule.forFeature([{ name: Listing.name, schema: ListingSchema }])],
  providers: [ListingsRepository],
  exports: [ListingsRepository],
})
export class ListingsModule {}
