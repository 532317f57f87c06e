import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import type { Types } from 'mongoose';
import sharp from 'sharp';
import { inBatches } from '../common/job-lock/in-batches';
import { JobLockService } from '../common/job-lock/job-lock.service';
import { MAX_INPUT_PIXELS } from './image-processing';
import { MediaService } from './media.service';
import { photoHashesOf } from './photo-hash';
import type { PhotoHashes } from './photo-hash.policy';

export const PHOTO_HASH_BACKFILL_JOB = 'photo-hash-backfill';
const BATCH = 100;

/**
 * Gives perceptual hashes to listing photos stored before uploads made them, from the photo as
 * stored (its largest size), so duplicates among them are found too. Idempotent: only photos
 * still without hashes are written; one that cannot be decoded, or is featureless, is marked (a
 * null hash) and not tried again. Every 10 minutes, on one instance (cheap when all are hashed: an index answers);
 * a failed run is retried by the next. The lease is released when done.
 */
@Injectable()
export class PhotoHashBackfillJob {
  private readonly logger = new Logger(PhotoHashBackfillJob.name);

  constructor(
    private readonly media: MediaService,
    private readonly locks: JobLockService,
  ) {}

  @Cron(CronExpression.EVERY_10_MINUTES, { name: PHOTO_HASH_BACKFILL_JOB })
  tick(): Promise<void> {
    return this.locks.runScheduled(PHOTO_HASH_BACKFILL_JOB, 30 * 60 * 1000, () => this.backfill(), { releaseAfter: true });
  }

  /** Hashes every listing photo without hashes, a batch at a time; returns how many were hashed. */
  async backfill(): Promise<number> {
    const hashed = await inBatches(
      BATCH,
      (size) => this.media.findListingImagesWithoutHashes(size),
      async (batch) => {
        let written = 0;
        for (const id of batch) if (await this.media.setPhotoHashes(id, await this.hashesOf(id))) written += 1;
        return written;
      },
    );
    if (hashed) this.logger.log(`Gave perceptual hashes to ${hashed} listing photos`);
    return hashed;
  }

  private async hashesOf(id: Types.ObjectId): Promise<PhotoHashes | null> {
    try {
      return await photoHashesOf(sharp(await this.media.readImage(id), { limitInputPixels: MAX_INPUT_PIXELS }));
    } catch (error) {
      this.logger.warn(`Photo ${id.toString()} could not be hashed: ${(error as Error).message}`);
      return null;
    }
  }
}
