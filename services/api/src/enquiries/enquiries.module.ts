import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { RateCountersModule } from '../common/rate-counters/rate-counters.module';
import { ListingsModule } from '../listings/listings.module';
import { UsersModule } from '../users/users.module';
import { EnquiriesController } from './enquiries.controller';
import { EnquiriesRepository } from './enquiries.repository';
import { EnquiriesService } from './enquiries.service';
import { EnquiryMessage, EnquiryMessageSchema } from './schemas/enquiry-message.schema';
import { EnquiryThread, EnquiryThreadSchema } from './schemas/enquiry-thread.schema';

/**
 * Enquiries between seekers and owners: one thread per seeker and listing, read by its two
 * people alone, with unread counts. Listings are read through ListingVisibilityService, names
 * through UsersService. (Mail, blocking, reports and deletion come with issue 20's later parts.)
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
  ],
  controllers: [EnquiriesController],
  providers: [EnquiriesService, EnquiriesRepository],
})
export class EnquiriesModule {}
