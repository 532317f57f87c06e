import { Injectable } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { JobLockService } from '../job-lock/job-lock.service';
import { ExpiringKeysService } from './expiring-keys.service';

export const EXPIRING_KEYS_CLEANUP_JOB = 'expiring-keys-cleanup';

/** Removes expired keys (used nonces, signed-out tokens). Hourly, on one instance. */
@Injectable()
export class ExpiringKeysCleanupJob {
  constructor(
    private readonly keys: ExpiringKeysService,
    private readonly locks: JobLockService,
  ) {}

  @Cron(CronExpression.EVERY_HOUR, { name: EXPIRING_KEYS_CLEANUP_JOB })
  tick(): Promise<void> {
    return this.locks.runScheduled(EXPIRING_KEYS_CLEANUP_JOB, 10 * 60 * 1000, () => this.keys.removeExpired());
  }
}
