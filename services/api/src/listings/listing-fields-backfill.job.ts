import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { inBatches } from '../common/job-lock/in-batches';
import { JobLockService } from '../common/job-lock/job-lock.service';
import { ListingsRepository } from './listings.repository';

export const LISTING_FIELDS_BACKFILL_JOB = 'listing-fields-backfill';
const BATCH = 500;

/**
 * Gives listings stored before points and monthly rents existed (or written straight to the
 * collection) their derived fields (DERIVED_FIELDS_VERSION): a location (the town's centre when
 * the owner placed no pin), the public point, the monthly rent. Idempotent: only listings still
 * without current fields are written, so an edit made meanwhile keeps its own. Once at start
 * (so answers carry a location at once) and every 10 minutes, on one instance; a failed run is
 * retried by the next. The lease is released when done.
 */
@Injectable()
export class ListingFieldsBackfillJob implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(ListingFieldsBackfillJob.name);
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

  @Cron(CronExpression.EVERY_10_MINUTES, { name: LISTING_FIELDS_BACKFILL_JOB })
  tick(): Promise<void> {
    return this.locks.runScheduled(LISTING_FIELDS_BACKFILL_JOB, 30 * 60 * 1000, () => this.backfill(), { releaseAfter: true });
  }

  /** Writes the fields of every listing without current ones, a batch at a time; returns how many were written. */
  async backfill(): Promise<number> {
    const written = await inBatches(
      BATCH,
      (size) => this.listings.findWithoutDerivedFields(size),
      (batch) => this.listings.setMissingDerivedFields(batch),
    );
    if (written) this.logger.log(`Gave ${written} listings their location, public point and monthly rent`);
    return written;
  }
}
