import { Module } from '@nestjs/common';
import { JobLockModule } from '../common/job-lock/job-lock.module';
import { MailModule } from '../mail/mail.module';
import { MediaModule } from '../media/media.module';
import { PlacesModule } from '../places/places.module';
import { UsersModule } from '../users/users.module';
import { HomeListingsController } from './home-listings.controller';
import { HomeListingsService } from './home-listings.service';
import { ListingsController } from './listings.controller';
import { ListingsModule } from './listings.module';
import { ListingsService } from './listings.service';
import { ListingExpiryReminderJob } from './listing-expiry-reminder.job';

/**
 * The listing endpoints. Separate from ListingsModule (the data, which the media module reads
 * for its cleanup), because they ask the media module whose uploads the images are.
 */
@Module({
  imports: [ListingsModule, MediaModule, PlacesModule, UsersModule, MailModule, JobLockModule],
  controllers: [ListingsController, HomeListingsController],
  // The expiry reminders mail owners, so they live here, beside the users and mail modules.
  providers: [ListingsService, HomeListingsService, ListingExpiryReminderJob],
})
export class ListingsApiModule {}
