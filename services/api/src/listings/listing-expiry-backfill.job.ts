import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { inBatches } from '../common/job-lock/in-batches';
import { JobLockService } from '../common/job-lock/job-lock.service';
import { ListingsRepository } from './listings.repository';

export const LISTING_EXPIRY_BACKFILL_JOB = 'listing-expiry-backfill';
const BATCH = 500;

/**
 * Gives listings stored before fresh listings (or written straight to the collection) an
 * expiry, counted from their last change (updatedAt); until then they stay public
 * (publicListingsFilter takes a missing expiry as none). Idempotent: only listings still without an expiry are
 * written, so a renewal or edit made meanwhile keeps its own. Once at start and every 10
 * minutes, on one instance; a failed run is retried by the next. The lease is released when done.
 */
@Injectable()
export class ListingExpiryBackfillJob implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(ListingExpiryBackfillJob.name);
  private firstRun: Promise<void> = Promise.resolve();

  constructor(
    private readonly listings: ListingsRepository,
    private readonly locks: JobLockService,
  ) {}

  onApplicationBootstrap(): void {
    // Not awaited: the app starts serving while a large collection is brought up to date.
    this.firstRun = this.tick();
  }

  /** Lets the first run finish while the database is still connected. */
  async onModuleDestroy(): Promise<void> {
    await this.firstRun;
  }

  @Cron(CronExpression.EVERY_10_MINUTES, { name: LISTING_EXPIRY_BACKFILL_JOB })
  tick(): Promise<void> {
    return this.locks.runScheduled(LISTING_EXPIRY_BACKFILL_JOB, 30 * 60 * 1000, () => this.backfill(), { releaseAfter: true });
  }

  /** Writes the expiry of every listing without one, a batch at a time; returns how many were written. */
  async backfill(): Promise<number> {
    const written = await inBatches(
      BATCH,
      (size) => this.listings.findWithoutExpiry(size),
      (batch) => this.listings.setMissingExpiry(batch),
    );
    if (written) this.logger.log(`Gave ${written} listings their expiry`);
    return written;
  }
}
