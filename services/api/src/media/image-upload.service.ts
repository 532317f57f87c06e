import { BadRequestException, ConflictException, Injectable, PayloadTooLargeException } from '@nestjs/common';
import { IMAGE_PURPOSES, type ImagePurpose } from '@nivasa/contracts/api';
import { AUTH_MESSAGES, imageTooLargeMessage } from '@nivasa/contracts/auth-messages';
import AsyncLock from 'async-lock';
import { ConfigService } from '../config/config.service';
import { MAX_UPLOAD_BYTES, processImage } from './image-processing';
import { type ImageActor, requireImageAccess } from './media.policy';
import { imageUrl, MediaService } from './media.service';
import { refusal } from '../common/refusal';

export interface UploadedImageFile {
  buffer: Buffer;
  size: number;
}

/** The purpose of an upload: 'avatar' (the default) or 'listing'; 400 for anything else. */
export function parseImagePurpose(value: unknown): ImagePurpose {
  if (value === undefined || value === '') return 'avatar';
  if (typeof value === 'string' && (IMAGE_PURPOSES as readonly string[]).includes(value)) return value as ImagePurpose;
  throw new BadRequestException(refusal('IMAGE_PURPOSE_INVALID', AUTH_MESSAGES.imagePurposeInvalid));
}

/**
 * Uploads by signed-in users: checked by content, re-encoded without metadata (a listing image
 * in its card, detail and full sizes), stored in GridFS with owner and purpose, within the
 * user's storage quota (UPLOAD_QUOTA_BYTES, all sizes counted, and UPLOAD_QUOTA_IMAGES).
 */
@Injectable()
export class ImageUploadService {
  // One user's uploads are stored one at a time, so two cannot both pass the quota check
  // (with several API instances, each may let one more through).
  private readonly quotaLock = new AsyncLock();

  constructor(
    private readonly media: MediaService,
    private readonly config: ConfigService,
  ) {}

  async upload(actor: ImageActor | undefined, file: UploadedImageFile | undefined, purpose: ImagePurpose): Promise<string> {
    requireImageAccess(actor, 'image.upload');
    if (!file || file.size === 0) throw new BadRequestException(refusal('IMAGE_MISSING', AUTH_MESSAGES.imageMissing));
    const limit = MAX_UPLOAD_BYTES[purpose];
    if (file.size > limit) throw new PayloadTooLargeException(refusal('IMAGE_TOO_LARGE', imageTooLargeMessage(limit)));
    const owner = actor._id.toString();
    return this.quotaLock.acquire(owner, async () => {
      // Checked before the work of decoding, with the upload as sent (a photo is stored smaller
      // than that, re-encoded), then exactly, with the sizes as they will be stored.
      const usage = await this.media.usageOf(owner);
      if (usage.images >= this.config.uploadQuotaImages || usage.bytes + file.size > this.config.uploadQuotaBytes) {
        throw new ConflictException(refusal('UPLOAD_QUOTA_REACHED', AUTH_MESSAGES.uploadQuotaReached));
      }
      const processed = await processImage(file.buffer, purpose);
      if (!processed) throw new BadRequestException(refusal('NOT_AN_IMAGE', AUTH_MESSAGES.notAnImage));
      const bytes = processed.data.length + Object.values(processed.smaller).reduce((sum, size) => sum + size.data.length, 0);
      if (usage.bytes + bytes > this.config.uploadQuotaBytes) {
        throw new ConflictException(refusal('UPLOAD_QUOTA_REACHED', AUTH_MESSAGES.uploadQuotaReached));
      }
      const id = await this.media.storeSizedImage(processed, processed.contentType, {
        owner,
        purpose,
        sourceFormat: processed.sourceFormat,
      });
      return imageUrl(id);
    });
  }
}
