import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { JobLockModule } from '../common/job-lock/job-lock.module';
import { RateCountersModule } from '../common/rate-counters/rate-counters.module';
import { MailModule } from '../mail/mail.module';
import { ModerationModule } from '../moderation/moderation.module';
import { ListingsModule } from '../listings/listings.module';
import { UsersModule } from '../users/users.module';
import { EnquiriesAdminController } from './enquiries-admin.controller';
import { EnquiriesController } from './enquiries.controller';
import { EnquiriesListener } from './enquiries.listener';
import { EnquiriesRepository } from './enquiries.repository';
import { EnquiriesService } from './enquiries.service';
import { EnquiryMailJob } from './enquiry-mail.job';
import { EnquiryMessage, EnquiryMessageSchema } from './schemas/enquiry-message.schema';
import { EnquiryThread, EnquiryThreadSchema } from './schemas/enquiry-thread.schema';

/**
 * Enquiries between seekers and owners: one thread per seeker and listing, read by its two
 * people alone, with unread counts. Listings are read through ListingVisibilityService, names
 * through UsersService. New messages are mailed in batches (EnquiryMailJob, through the mail
 * outbox); either side may block or report a thread, and moderators read reported ones alone
 * (EnquiriesAdminController, audited in the moderation log). Deleted accounts' sides are
 * anonymised and deleted listings' threads removed (EnquiriesListener).
 */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: EnquiryThread.name, schema: EnquiryThreadSchema },
      { name: EnquiryMessage.name, schema: EnquiryMessageSchema },
    ]),
    ListingsModule,
    UsersModule,
    RateCountersModule,
    MailModule,
    JobLockModule,
    ModerationModule,
  ],
  controllers: [EnquiriesController, EnquiriesAdminController],
  providers: [EnquiriesService, EnquiriesRepository, EnquiriesListener, EnquiryMailJob],
})
export class EnquiriesModule {}
