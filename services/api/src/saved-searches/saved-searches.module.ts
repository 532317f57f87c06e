import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { JobLockModule } from '../common/job-lock/job-lock.module';
import { ListingsModule } from '../listings/listings.module';
import { MailModule } from '../mail/mail.module';
import { PlacesModule } from '../places/places.module';
import { UsersModule } from '../users/users.module';
import { SavedSearchAlertsRepository } from './saved-search-alerts.repository';
import { SavedSearchAlertsService } from './saved-search-alerts.service';
import { SavedSearchDailyAlertsJob } from './saved-search-daily-alerts.job';
import { SavedSearchInstantAlertsJob } from './saved-search-instant-alerts.job';
import { SavedSearchUnsubscribeController } from './saved-search-unsubscribe.controller';
import {
  SavedSearchAlert,
  SavedSearchAlertRun,
  SavedSearchAlertRunSchema,
  SavedSearchAlertSchema,
} from './schemas/saved-search-alert.schema';
import { SavedSearchesController } from './saved-searches.controller';
import { SavedSearchesListener } from './saved-searches.listener';
import { SavedSearchesRepository } from './saved-searches.repository';
import { SavedSearchesService } from './saved-searches.service';
import { SavedSearch, SavedSearchSchema } from './schemas/saved-search.schema';

/**
 * Saved searches (issue 20): a signed-in user's searches, kept with the index keys a newly public
 * listing finds the ones it matches by (saved-search-match.ts), and their alerts: the instant and
 * daily jobs, the per-search record of what was sent, and the one-click unsubscribe.
 */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: SavedSearch.name, schema: SavedSearchSchema },
      { name: SavedSearchAlert.name, schema: SavedSearchAlertSchema },
      { name: SavedSearchAlertRun.name, schema: SavedSearchAlertRunSchema },
    ]),
    PlacesModule,
    ListingsModule,
    UsersModule,
    MailModule,
    JobLockModule,
  ],
  controllers: [SavedSearchUnsubscribeController, SavedSearchesController],
  providers: [
    SavedSearchesService,
    SavedSearchesRepository,
    SavedSearchesListener,
    SavedSearchAlertsRepository,
    SavedSearchAlertsService,
    SavedSearchInstantAlertsJob,
    SavedSearchDailyAlertsJob,
  ],
  exports: [SavedSearchesService],
})
export class SavedSearchesModule {}
