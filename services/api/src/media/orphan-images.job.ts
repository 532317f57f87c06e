import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { IMAGE_PURPOSES } from '@nivasa/contracts/api';
import { JobLockService } from '../common/job-lock/job-lock.service';
import { ListingsRepository } from '../listings/listings.repository';
import { UsersService } from '../users/users.service';
import { imageUrl, MediaService } from './media.service';

export const ORPHAN_IMAGES_JOB = 'orphan-images-cleanup';
/** An upload gets this long to be used (a form being filled in) before it counts as abandoned. */
export const ORPHAN_GRACE_MS = 24 * 60 * 60 * 1000;
const BATCH = 500;

/**
 * Removes uploads (avatars and listing images, with all their sizes) older than a day that no
 * user's avatar and no listing refers to: pictures picked and then abandoned, avatars replaced;
 * and sizes left without their image by an upload that stopped half-way. Hourly, on
 * one instance (the MongoDB job lock). Demo images and images of other origins are never
 * touched: only uploads carry a purpose.
 */
@Injectable()
export class OrphanImagesJob {
  private readonly logger = new Logger(OrphanImagesJob.name);

  constructor(
    private readonly media: MediaService,
    private readonly locks: JobLockService,
    private readonly users: UsersService,
    private readonly listings: ListingsRepository,
  ) {}

  @Cron(CronExpression.EVERY_HOUR, { name: ORPHAN_IMAGES_JOB })
  tick(): Promise<void> {
    return this.locks.runScheduled(ORPHAN_IMAGES_JOB, 30 * 60 * 1000, () => this.removeOrphans());
  }

  /** Deletes the orphaned uploads and returns how many. */
  async removeOrphans(now = new Date()): Promise<number> {
    const uploadedBefore = new Date(now.getTime() - ORPHAN_GRACE_MS);
    const candidates = await this.media.findUploads(IMAGE_PURPOSES, uploadedBefore);
    let removed = 0;
    for (let start = 0; start < candidates.length; start += BATCH) {
      const batch = candidates.slice(start, start + BATCH);
      const urls = batch.map((id) => imageUrl(id));
      const [avatars, listingImages] = await Promise.all([this.users.avatarsInUse(urls), this.listings.imageUrlsInUse(urls)]);
      const used = new Set<string>([...avatars, ...listingImages]);
      removed += await this.media.deleteImages(batch.filter((id) => !used.has(imageUrl(id))));
    }
    const straySizes = await this.media.deleteImages(await this.media.findStraySizes(uploadedBefore));
    if (removed) this.logger.log(`Removed ${removed} uploaded images nobody uses`);
    if (straySizes) this.logger.log(`Removed ${straySizes} image sizes whose image was never stored`);
    return removed;
  }
}
