import { Injectable } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { JobLockService } from '../common/job-lock/job-lock.service';
import { AccountDeletionService } from './account-deletion.service';

export const ACCOUNT_DELETIONS_JOB = 'account-deletions-retry';

/** Finishes account deletions that failed half-way or were cut off. Hourly, on one instance. */
@Injectable()
export class AccountDeletionsRetryJob {
  constructor(
    private readonly deletions: AccountDeletionService,
    private readonly locks: JobLockService,
  ) {}

  @Cron(CronExpression.EVERY_HOUR, { name: ACCOUNT_DELETIONS_JOB })
  tick(): Promise<void> {
    return this.locks.runScheduled(ACCOUNT_DELETIONS_JOB, 30 * 60 * 1000, () => this.deletions.finishPending());
  }
}
