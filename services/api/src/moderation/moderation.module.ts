import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ListingsModule } from '../listings/listings.module';
import { MailModule } from '../mail/mail.module';
import { MediaModule } from '../media/media.module';
import { UsersModule } from '../users/users.module';
import { AdminController } from './admin.controller';
import { AuditLogRepository } from './audit-log.repository';
import { ListingModerationController } from './listing-moderation.controller';
import { ModerationListener } from './moderation.listener';
import { ModerationReportsService } from './moderation-reports.service';
import { ModerationService } from './moderation.service';
import { ModerationLogService } from './moderation-log.service';
import { AuditEntry, AuditEntrySchema } from './schemas/audit-entry.schema';

/**
 * Moderation, for admins: approving, disapproving and featuring listings (through the listings
 * module's moderation repository), mailing owners the decisions, the moderation log (admins'
 * deletions of listings included, told by the listings module's event), and the listings' figures.
 * The pending queue names photos like another owner's, found by the media module's hashes.
 */
@Module({
  imports: [
    MongooseModule.forFeature([{ name: AuditEntry.name, schema: AuditEntrySchema }]),
    ListingsModule,
    UsersModule,
    MailModule,
    MediaModule,
  ],
  controllers: [ListingModerationController, AdminController],
  providers: [ModerationService, ModerationReportsService, AuditLogRepository, ModerationListener, ModerationLogService],
  exports: [ModerationLogService],
})
export class ModerationModule {}
