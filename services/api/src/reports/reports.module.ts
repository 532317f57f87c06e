import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ListingsModule } from '../listings/listings.module';
import { MailModule } from '../mail/mail.module';
import { ModerationModule } from '../moderation/moderation.module';
import { UsersModule } from '../users/users.module';
import { AdminReportsController, ListingReportsController } from './reports.controller';
import { ReportsListener } from './reports.listener';
import { ReportsRepository } from './reports.repository';
import { ReportsService } from './reports.service';
import { Report, ReportSchema } from './schemas/report.schema';

/**
 * Reports of listings: users report, three fraud reports hold a listing out of the public
 * places, moderators dismiss, take down or block the owner (logged in the moderation log,
 * reporters and owners mailed through the outbox), and admins block and unblock accounts.
 */
@Module({
  imports: [
    MongooseModule.forFeature([{ name: Report.name, schema: ReportSchema }]),
    ListingsModule,
    UsersModule,
    MailModule,
    ModerationModule,
  ],
  controllers: [ListingReportsController, AdminReportsController],
  providers: [ReportsService, ReportsRepository, ReportsListener],
})
export class ReportsModule {}
