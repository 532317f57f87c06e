import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { type Connection, mongo, Types } from 'mongoose';
import type { Readable } from 'node:stream';

export const IMAGES_BUCKET = 'images';

/** What an image's GridFS file records besides its bytes. */
export interface ImageMetadata {
  contentType: string;
  /** Who uploaded it, when a user did; 'seed' for demo data. */
  owner?: string;
  [key: string]: unknown;
}

export interface StoredImage {
  id: Types.ObjectId;
  length: number;
  contentType: string;
  uploadDate: Date;
}

/** The address an image is served at. */
export function imageUrl(id: Types.ObjectId | string): string {
  return `/api/images/${id.toString()}`;
}

/**
 * Images live in GridFS (bucket `images`), next to the data that refers to them, so one
 * backup or snapshot holds both. An image id never changes content, so responses cache forever.
 */
@Injectable()
export class MediaService {
  private bucketInstance?: mongo.GridFSBucket;

  constructor(@InjectConnection() private readonly connection: Connection) {}

  private get bucket(): mongo.GridFSBucket {
    if (!this.bucketInstance) {
      if (!this.connection.db) throw new Error('The database connection is not open');
      this.bucketInstance = new mongo.GridFSBucket(this.connection.db, { bucketName: IMAGES_BUCKET });
    }
    return this.bucketInstance;
  }

  /** Stores the bytes and returns the new image's id. */
  async storeImage(data: Buffer, contentType: string, metadata: Omit<ImageMetadata, 'contentType'> = {}): Promise<Types.ObjectId> {
    const id = new Types.ObjectId();
    const filename = `${id.toString()}.${contentType.split('/')[1] ?? 'bin'}`;
    await new Promise<void>((resolve, reject) => {
      const upload = this.bucket.openUploadStreamWithId(id, filename, { metadata: { ...metadata, contentType } });
      upload.once('finish', () => resolve());
      upload.once('error', reject);
      upload.end(data);
    });
    return id;
  }

  async findImage(id: Types.ObjectId): Promise<StoredImage | null> {
    const file = await this.bucket.find({ _id: id }, { limit: 1 }).next();
    if (!file) return null;
    return {
      id,
      length: file.length,
      contentType: String(file.metadata?.contentType ?? 'application/octet-stream'),
      uploadDate: file.uploadDate,
    };
  }

  /** The image and a stream of its bytes; NotFoundException when there is none. */
  async openImage(id: Types.ObjectId): Promise<{ image: StoredImage; stream: Readable }> {
    const image = await this.findImage(id);
    if (!image) throw new NotFoundException('Image not found');
    return { image, stream: this.bucket.openDownloadStream(id) };
  }

  async readImage(id: Types.ObjectId): Promise<Buffer> {
    const { stream } = await this.openImage(id);
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  async deleteImage(id: Types.ObjectId): Promise<void> {
    await this.bucket.delete(id);
  }
}
