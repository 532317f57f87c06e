import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { JobLockService } from '../common/job-lock/job-lock.service';
import { MailOutboxRepository } from './mail-outbox.repository';

export const SENT_MAIL_CLEANUP_JOB = 'sent-mail-cleanup';
/** Sent mail (its bodies already gone) is kept this long, to answer "did my mail go out?". */
export const SENT_MAIL_KEPT_MS = 7 * 24 * 60 * 60 * 1000;

/** Removes sent mail after a week; failed mail stays. Hourly, on one instance. */
@Injectable()
export class SentMailCleanupJob {
  private readonly logger = new Logger(SentMailCleanupJob.name);

  constructor(
    private readonly outbox: MailOutboxRepository,
    private readonly locks: JobLockService,
  ) {}

  @Cron(CronExpression.EVERY_HOUR, { name: SENT_MAIL_CLEANUP_JOB })
  tick(now = new Date()): Promise<void> {
    return this.locks.runScheduled(SENT_MAIL_CLEANUP_JOB, 10 * 60 * 1000, async () => {
      const removed = await this.outbox.removeSent(new Date(now.getTime() - SENT_MAIL_KEPT_MS));
      if (removed) this.logger.log(`Removed ${removed} mails sent more than a week ago`);
    });
  }
}
