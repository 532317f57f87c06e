import { Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { JobLockService } from '../common/job-lock/job-lock.service';
import { ConfigService } from '../config/config.service';
import { SavedSearchAlertsService } from './saved-search-alerts.service';

export const SAVED_SEARCH_INSTANT_ALERTS_JOB = 'saved-search-instant-alerts';
/** Longer than a run takes; released after it, so the next may run on any instance. */
const LEASE_MS = 10 * 60_000;

/**
 * The instant alerts: every ALERTS_INSTANT_INTERVAL_S seconds (120), on one instance at a time,
 * mails the saved searches set to instant about the listings that went public or were reduced
 * since the last run (SavedSearchAlertsService.run).
 */
@Injectable()
export class SavedSearchInstantAlertsJob implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly running = new Set<Promise<unknown>>();

  constructor(
    private readonly alerts: SavedSearchAlertsService,
    private readonly locks: JobLockService,
    private readonly scheduler: SchedulerRegistry,
    private readonly config: ConfigService,
  ) {}

  onApplicationBootstrap(): void {
    // An interval rather than @Interval: its period comes from the configuration.
    this.scheduler.addInterval(
      SAVED_SEARCH_INSTANT_ALERTS_JOB,
      setInterval(() => void this.tick(), this.config.alertsInstantIntervalSeconds * 1000),
    );
  }

  /** Stops the timer and lets a run under way finish while the database is still connected. */
  async onModuleDestroy(): Promise<void> {
    if (this.scheduler.doesExist('interval', SAVED_SEARCH_INSTANT_ALERTS_JOB))
      this.scheduler.deleteInterval(SAVED_SEARCH_INSTANT_ALERTS_JOB);
    await Promise.allSettled([...this.running]);
  }

  /** One tick; `now` lets a test run it as a later tick would. */
  tick(now = new Date()): Promise<void> {
    return this.locks.runScheduled(SAVED_SEARCH_INSTANT_ALERTS_JOB, LEASE_MS, () => this.tracked(now), { releaseAfter: true });
  }

  private async tracked(now: Date): Promise<number> {
    const run = this.alerts.run(SAVED_SEARCH_INSTANT_ALERTS_JOB, 'instant', now);
    this.running.add(run);
    try {
      return await run;
    } finally {
      this.running.delete(run);
    }
  }
}
