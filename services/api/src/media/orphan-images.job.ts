import { Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Cron, CronExpression } from '@nestjs/schedule';
import { IMAGE_PURPOSES } from '@nivasa/contracts/api';
import type { Model } from 'mongoose';
import { JobLockService } from '../common/job-lock/job-lock.service';
import { Listing } from '../listings/schemas/listing.schema';
import { User } from '../users/schemas/user.schema';
import { imageUrl, MediaService } from './media.service';

export const ORPHAN_IMAGES_JOB = 'orphan-images-cleanup';
/** An upload gets this long to be used (a form being filled in) before it counts as abandoned. */
export const ORPHAN_GRACE_MS = 24 * 60 * 60 * 1000;
const BATCH = 500;

/**
 * Removes uploads (avatars and listing images) older than a day that no user's avatar and
 * no listing refers to: pictures picked and then abandoned, avatars replaced. Hourly, on
 * one instance (the MongoDB job lock). Demo images and images of other origins are never
 * touched: only uploads carry a purpose.
 */
@Injectable()
export class OrphanImagesJob {
  private readonly logger = new Logger(OrphanImagesJob.name);

  constructor(
    private readonly media: MediaService,
    private readonly locks: JobLockService,
    @InjectModel(User.name) private readonly users: Model<User>,
    @InjectModel(Listing.name) private readonly listings: Model<Listing>,
  ) {}

  @Cron(CronExpression.EVERY_HOUR, { name: ORPHAN_IMAGES_JOB })
  async scheduledRun(): Promise<void> {
    try {
      await this.locks.runExclusive(ORPHAN_IMAGES_JOB, 30 * 60 * 1000, () => this.removeOrphans());
    } catch (error) {
      this.logger.error(`${ORPHAN_IMAGES_JOB} failed: ${(error as Error).message}`);
    }
  }

  /** Deletes the orphaned uploads and returns how many. */
  async removeOrphans(now = new Date()): Promise<number> {
    const candidates = await this.media.findUploads(IMAGE_PURPOSES, new Date(now.getTime() - ORPHAN_GRACE_MS));
    let removed = 0;
    for (let start = 0; start < candidates.length; start += BATCH) {
      const batch = candidates.slice(start, start + BATCH);
      const urls = batch.map((id) => imageUrl(id));
      const [avatars, listings] = await Promise.all([
        this.users
          .find({ avatar: { $in: urls } }, { avatar: 1 })
          .lean()
          .exec(),
        this.listings
          .find({ imageUrls: { $in: urls } }, { imageUrls: 1 })
          .lean()
          .exec(),
      ]);
      const used = new Set<string>([...avatars.map((user) => user.avatar), ...listings.flatMap((listing) => listing.imageUrls)]);
      removed += await this.media.deleteImages(batch.filter((id) => !used.has(imageUrl(id))));
    }
    if (removed) this.logger.log(`Removed ${removed} uploaded images nobody uses`);
    return removed;
  }
}
