import { Injectable } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { JobLockService } from '../common/job-lock/job-lock.service';
import { SavedSearchAlertsService } from './saved-search-alerts.service';

export const SAVED_SEARCH_DAILY_ALERTS_JOB = 'saved-search-daily-alerts';
const LEASE_MS = 30 * 60_000;

/**
 * The daily digest: at 07:00 Sri Lanka time, on one instance, mails the saved searches set to
 * daily about the listings that went public or were reduced since the last digest.
 */
@Injectable()
export class SavedSearchDailyAlertsJob {
  constructor(
    private readonly alerts: SavedSearchAlertsService,
    private readonly locks: JobLockService,
  ) {}

  @Cron('0 7 * * *', { name: SAVED_SEARCH_DAILY_ALERTS_JOB, timeZone: 'Asia/Colombo' })
  tick(): Promise<void> {
    return this.locks.runScheduled(SAVED_SEARCH_DAILY_ALERTS_JOB, LEASE_MS, () => this.digest(), { releaseAfter: true });
  }

  /** The digest as of `now` (a test's later day); the tick's work. */
  digest(now = new Date()): Promise<number> {
    return this.alerts.run(SAVED_SEARCH_DAILY_ALERTS_JOB, 'daily', now);
  }
}
