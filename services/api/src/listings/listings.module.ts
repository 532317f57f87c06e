import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ListingsRepository } from './listings.repository';
import { Listing, ListingSchema } from './schemas/listing.schema';

/** Listings: the schema for now; the endpoints of spec section 7 come with their own issue. */
@Module({
  imports: [MongooseModule.forFeature([{ name: Listing.name, schema: ListingSchema }])],
  providers: [ListingsRepository],
  exports: [MongooseModule, ListingsRepository],
})
export class ListingsModule {}
