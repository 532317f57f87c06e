import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { JobLockModule } from '../common/job-lock/job-lock.module';
import { ListingsListener } from './listings.listener';
import { ListingsModerationRepository } from './listings-moderation.repository';
import { ListingsRepository } from './listings.repository';
import { Listing, ListingSchema } from './schemas/listing.schema';
import { SearchKeysBackfillJob } from './search-keys-backfill.job';

/**
 * Listings: the schema, the named operations other modules use, the removal of a deleted
 * user's listings, and the search keys' backfill. The endpoints are ListingsApiModule's.
 */
@Module({
  imports: [MongooseModule.forFeature([{ name: Listing.name, schema: ListingSchema }]), JobLockModule],
  providers: [ListingsRepository, ListingsListener, ListingsModerationRepository, SearchKeysBackfillJob],
  exports: [ListingsRepository, ListingsModerationRepository],
})
export class ListingsModule {}
