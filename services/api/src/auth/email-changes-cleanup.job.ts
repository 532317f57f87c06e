import { Injectable } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { JobLockService } from '../common/job-lock/job-lock.service';
import { EmailChangeService } from './email-change.service';

export const EMAIL_CHANGES_CLEANUP_JOB = 'email-changes-cleanup';

/** Removes expired email-change links. Hourly, on one instance. */
@Injectable()
export class EmailChangesCleanupJob {
  constructor(
    private readonly changes: EmailChangeService,
    private readonly locks: JobLockService,
  ) {}

  @Cron(CronExpression.EVERY_HOUR, { name: EMAIL_CHANGES_CLEANUP_JOB })
  tick(): Promise<void> {
    return this.locks.runScheduled(EMAIL_CHANGES_CLEANUP_JOB, 10 * 60 * 1000, () => this.changes.removeExpired());
  }
}
