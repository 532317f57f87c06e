import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { JobLockModule } from '../common/job-lock/job-lock.module';
import { MailOutboxJob } from './mail-outbox.job';
import { MailOutboxRepository } from './mail-outbox.repository';
import { MailSender } from './mail-sender';
import { MailService } from './mail.service';
import { OutboxMail, OutboxMailSchema } from './schemas/outbox-mail.schema';
import { SentMailCleanupJob } from './sent-mail-cleanup.job';

/** Outgoing mail: the outbox in MongoDB, its sender and its jobs. Other modules use MailService. */
@Module({
  imports: [MongooseModule.forFeature([{ name: OutboxMail.name, schema: OutboxMailSchema }]), JobLockModule],
  providers: [MailService, MailOutboxRepository, MailSender, MailOutboxJob, SentMailCleanupJob],
  exports: [MailService],
})
export class MailModule {}
