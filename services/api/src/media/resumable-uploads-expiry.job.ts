import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { JobLockService } from '../common/job-lock/job-lock.service';
import { ResumableUploadsService } from './resumable-uploads.service';

export const RESUMABLE_UPLOADS_EXPIRY_JOB = 'resumable-uploads-expiry';

/**
 * Removes resumable uploads older than their lifetime (RESUMABLE_UPLOAD_LIMITS.lifetimeHours),
 * with the parts they hold: uploads abandoned half-way, and the records of finished ones (their
 * images stay, under the orphan-images rule). Hourly, on one instance (the MongoDB job lock);
 * running it again removes nothing more.
 */
@Injectable()
export class ResumableUploadsExpiryJob {
  private readonly logger = new Logger(ResumableUploadsExpiryJob.name);

  constructor(
    private readonly uploads: ResumableUploadsService,
    private readonly locks: JobLockService,
  ) {}

  @Cron(CronExpression.EVERY_HOUR, { name: RESUMABLE_UPLOADS_EXPIRY_JOB })
  tick(): Promise<void> {
    return this.locks.runScheduled(RESUMABLE_UPLOADS_EXPIRY_JOB, 30 * 60 * 1000, () => this.removeExpired());
  }

  async removeExpired(now = new Date()): Promise<number> {
    const removed = await this.uploads.store.deleteExpired(now);
    if (removed) this.logger.log(`Removed ${removed} resumable uploads past their lifetime`);
    return removed;
  }
}
