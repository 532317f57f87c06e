import { Injectable } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { JobLockService } from '../job-lock/job-lock.service';
import { RateCountersService } from './rate-counters.service';

export const RATE_COUNTERS_CLEANUP_JOB = 'rate-counters-cleanup';

/** Removes spent rate-limit counters. Hourly, on one instance. */
@Injectable()
export class RateCountersCleanupJob {
  constructor(
    private readonly counters: RateCountersService,
    private readonly locks: JobLockService,
  ) {}

  @Cron(CronExpression.EVERY_HOUR, { name: RATE_COUNTERS_CLEANUP_JOB })
  tick(): Promise<void> {
    return this.locks.runScheduled(RATE_COUNTERS_CLEANUP_JOB, 10 * 60 * 1000, () => this.counters.removeSpent());
  }
}
