import { BadRequestException, Injectable, PayloadTooLargeException } from '@nestjs/common';
import { IMAGE_PURPOSES, type ImagePurpose } from '@nivasa/contracts/api';
import { AUTH_MESSAGES, imageTooLargeMessage } from '@nivasa/contracts/messages';
import type { Types } from 'mongoose';
import { MAX_UPLOAD_BYTES, processImage } from './image-processing';
import { imageUrl, MediaService } from './media.service';

export interface UploadedImageFile {
  buffer: Buffer;
  size: number;
}

/** The purpose of an upload: 'avatar' (the default) or 'listing'; 400 for anything else. */
export function parseImagePurpose(value: unknown): ImagePurpose {
  if (value === undefined || value === '') return 'avatar';
  if (typeof value === 'string' && (IMAGE_PURPOSES as readonly string[]).includes(value)) return value as ImagePurpose;
  throw new BadRequestException(AUTH_MESSAGES.imagePurposeInvalid);
}

/** Uploads by signed-in users: checked by content, re-encoded, stored in GridFS with owner and purpose. */
@Injectable()
export class ImageUploadService {
  constructor(private readonly media: MediaService) {}

  async upload(file: UploadedImageFile | undefined, purpose: ImagePurpose, ownerId: Types.ObjectId): Promise<string> {
    if (!file || file.size === 0) throw new BadRequestException(AUTH_MESSAGES.imageMissing);
    const limit = MAX_UPLOAD_BYTES[purpose];
    if (file.size > limit) throw new PayloadTooLargeException(imageTooLargeMessage(limit));
    const processed = await processImage(file.buffer, purpose);
    if (!processed) throw new BadRequestException(AUTH_MESSAGES.notAnImage);
    const id = await this.media.storeImage(processed.data, processed.contentType, {
      owner: ownerId.toString(),
      purpose,
      sourceFormat: processed.sourceFormat,
      width: processed.width,
      height: processed.height,
    });
    return imageUrl(id);
  }
}
