import { Injectable } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { JobLockService } from '../common/job-lock/job-lock.service';
import { PasswordResetService } from './password-reset.service';

export const PASSWORD_RESETS_CLEANUP_JOB = 'password-resets-cleanup';

/** Removes expired password-reset links. Hourly, on one instance. */
@Injectable()
export class PasswordResetsCleanupJob {
  constructor(
    private readonly resets: PasswordResetService,
    private readonly locks: JobLockService,
  ) {}

  @Cron(CronExpression.EVERY_HOUR, { name: PASSWORD_RESETS_CLEANUP_JOB })
  tick(): Promise<void> {
    return this.locks.runScheduled(PASSWORD_RESETS_CLEANUP_JOB, 10 * 60 * 1000, () => this.resets.removeExpired());
  }
}
