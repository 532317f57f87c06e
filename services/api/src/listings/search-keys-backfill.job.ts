import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { inBatches } from '../common/job-lock/in-batches';
import { JobLockService } from '../common/job-lock/job-lock.service';
import { ListingsRepository } from './listings.repository';

export const SEARCH_KEYS_BACKFILL_JOB = 'search-keys-backfill';
const BATCH = 500;

/**
 * Gives search keys to listings stored without them (before keys existed, or written straight to
 * the collection) or with keys of another vocabulary (a place name or glossary word since fixed:
 * SEARCH_KEYS_VERSION), so search finds them. Idempotent: only listings still without current
 * keys are written, so an edit made meanwhile keeps its own. Every 10 minutes, on one instance
 * (cheap when all are keyed: the version's index answers); a failed run is retried by the next.
 * The lease is released when done, so a listing stored without keys never waits out the lease.
 */
@Injectable()
export class SearchKeysBackfillJob {
  private readonly logger = new Logger(SearchKeysBackfillJob.name);

  constructor(
    private readonly listings: ListingsRepository,
    private readonly locks: JobLockService,
  ) {}

  @Cron(CronExpression.EVERY_10_MINUTES, { name: SEARCH_KEYS_BACKFILL_JOB })
  tick(): Promise<void> {
    return this.locks.runScheduled(SEARCH_KEYS_BACKFILL_JOB, 30 * 60 * 1000, () => this.backfill(), { releaseAfter: true });
  }

  /** Keys every listing without current keys, a batch at a time; returns how many were keyed. */
  async backfill(): Promise<number> {
    const keyed = await inBatches(
      BATCH,
      (size) => this.listings.findWithoutSearchKeys(size),
      (batch) => this.listings.setMissingSearchKeys(batch),
    );
    if (keyed) this.logger.log(`Gave search keys to ${keyed} listings`);
    return keyed;
  }
}
