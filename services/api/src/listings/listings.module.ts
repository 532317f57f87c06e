import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { JobLockModule } from '../common/job-lock/job-lock.module';
import { PlacesModule } from '../places/places.module';
import { ListingAlertsFeed } from './listing-alerts-feed.service';
import { ListingFieldsBackfillJob } from './listing-fields-backfill.job';
import { ListingExpiry } from './listing-expiry';
import { ListingExpiryBackfillJob } from './listing-expiry-backfill.job';
import { ListingPlacement } from './listing-placement';
import { ListingsListener } from './listings.listener';
import { ListingsModerationRepository } from './listings-moderation.repository';
import { ListingsRepository } from './listings.repository';
import { ListingVisibilityService } from './listing-visibility.service';
import { Listing, ListingSchema } from './schemas/listing.schema';
import { SearchKeysBackfillJob } from './search-keys-backfill.job';

/**
 * Listings: the schema, the named operations other modules use, the removal of a deleted
 * user's listings, the search keys' and derived fields' backfills, and where a listing is (ListingPlacement). The endpoints are ListingsApiModule's.
 */
@Module({
  imports: [MongooseModule.forFeature([{ name: Listing.name, schema: ListingSchema }]), JobLockModule, PlacesModule],
  providers: [
    ListingsRepository,
    ListingsListener,
    ListingsModerationRepository,
    SearchKeysBackfillJob,
    ListingFieldsBackfillJob,
    ListingPlacement,
    ListingVisibilityService,
    ListingExpiry,
    ListingExpiryBackfillJob,
    ListingAlertsFeed,
  ],
  exports: [ListingsRepository, ListingsModerationRepository, ListingPlacement, ListingVisibilityService, ListingAlertsFeed],
})
export class ListingsModule {}
