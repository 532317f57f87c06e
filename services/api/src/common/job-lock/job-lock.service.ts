import { Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { JobLock } from './job-lock.schema';

export type ExclusiveRun<T> = { ran: true; result: T } | { ran: false };

/**
 * A lock kept in MongoDB, so that with several API instances a scheduled job runs once:
 * each instance tries to take a lease on the job's document with one atomic
 * findOneAndUpdate (`lockedUntil <= now` → set holder and a new lockedUntil); the one
 * whose update matched runs the job, the others skip it.
 *
 * A lease, not a lock held while a process lives: a crashed holder frees the job when its
 * lease ends. Choose the lease longer than the job takes and shorter than its period; by
 * default the lease is kept after the job (so instances whose timer fires a little later
 * skip the same run) rather than released.
 */
@Injectable()
export class JobLockService {
  private readonly logger = new Logger(JobLockService.name);
  /** This instance's name in the lock documents. */
  readonly holder = `${hostname()}:${process.pid}:${randomUUID()}`;

  constructor(@InjectModel(JobLock.name) private readonly locks: Model<JobLock>) {}

  /** Takes the job's lease for `leaseMs` if it is free (or expired); true when taken. */
  async acquire(name: string, leaseMs: number, now = new Date()): Promise<boolean> {
    await this.ensureDocument(name);
    const taken = await this.locks
      .findOneAndUpdate(
        { name, lockedUntil: { $lte: now } },
        { $set: { holder: this.holder, lockedUntil: new Date(now.getTime() + leaseMs), acquiredAt: now } },
        { returnDocument: 'after' },
      )
      .lean()
      .exec();
    return taken?.holder === this.holder;
  }

  /** Ends this instance's lease now (a no-op when another instance holds the lock). */
  async release(name: string): Promise<void> {
    await this.locks.updateOne({ name, holder: this.holder }, { $set: { lockedUntil: new Date(0) } }).exec();
  }

  /** Runs the task if this instance gets the lease; otherwise does nothing. */
  async runExclusive<T>(
    name: string,
    leaseMs: number,
    task: () => Promise<T>,
    options: { releaseAfter?: boolean } = {},
  ): Promise<ExclusiveRun<T>> {
    if (!(await this.acquire(name, leaseMs))) {
      this.logger.debug(`${name}: another instance holds the lock; skipped`);
      return { ran: false };
    }
    try {
      return { ran: true, result: await task() };
    } finally {
      if (options.releaseAfter) await this.release(name);
    }
  }

  /**
   * A scheduled job's tick: the task runs on the instance that takes the lease, and a failure is
   * logged rather than thrown, since nothing awaits a timer. Every job's timer calls this.
   */
  async runScheduled(name: string, leaseMs: number, task: () => Promise<unknown>, options: { releaseAfter?: boolean } = {}): Promise<void> {
    try {
      await this.runExclusive(name, leaseMs, task, options);
    } catch (error) {
      this.logger.error(`${name} failed: ${(error as Error).message}`);
    }
  }

  /** The job's document, created once, free (lockedUntil in the past). */
  private async ensureDocument(name: string): Promise<void> {
    try {
      await this.locks
        .updateOne({ name }, { $setOnInsert: { name, holder: null, lockedUntil: new Date(0), acquiredAt: null } }, { upsert: true })
        .exec();
    } catch (error) {
      // Two instances creating it at once on MongoDB: the unique index let one win; fine.
      if ((error as { code?: number }).code !== 11000) throw error;
    }
  }
}
