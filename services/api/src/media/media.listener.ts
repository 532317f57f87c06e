import { Injectable, Logger } from '@nestjs/common';
import type { Types } from 'mongoose';
import { OnCascade } from '../common/events/cascade';
import { LISTINGS_DELETED, type ListingsDeletedEvent } from '../listings/listings-deleted.event';
import { USER_DELETED, type UserDeletedEvent } from '../users/user-deleted.event';
import { imageIdFromUrl, MediaService } from './media.service';

/**
 * What the media module does when others change: a deleted user's uploads (avatar included)
 * go, and so do the images of deleted listings, whoever stored them (demo images too).
 */
@Injectable()
export class MediaListener {
  private readonly logger = new Logger(MediaListener.name);

  constructor(private readonly media: MediaService) {}

  @OnCascade(USER_DELETED)
  async onUserDeleted({ userId }: UserDeletedEvent): Promise<void> {
    const deleted = await this.media.deleteImages(await this.media.findImagesOwnedBy(userId.toString()));
    if (deleted > 0) this.logger.log(`Deleted ${deleted} images uploaded by deleted user ${userId.toString()}`);
  }

  @OnCascade(LISTINGS_DELETED)
  async onListingsDeleted({ imageUrls }: ListingsDeletedEvent): Promise<void> {
    const ids = imageUrls.map(imageIdFromUrl).filter((id): id is Types.ObjectId => id !== null);
    const deleted = await this.media.deleteImages(ids);
    if (deleted > 0) this.logger.log(`Deleted ${deleted} images of deleted listings`);
  }
}
