import { BadRequestException, Injectable, NotFoundException, type OnModuleInit } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { type Connection, mongo, Types } from 'mongoose';
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { IMAGE_SIZES, type ImageSize } from '@nivasa/contracts/api';
import { AUTH_MESSAGES } from '@nivasa/contracts/auth-messages';
import type { EncodedImage } from './image-processing';
import { NEAR_PHOTO_CANDIDATES, nearPhotoCandidatesFilter, photoHashFields } from './photo-hash.query';
import { isNearPhoto, isPhotoHash, type PhotoHashes } from './photo-hash.policy';
import { refusal } from '../common/refusal';

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
  /** The uploader's user id (or 'seed'); absent for images stored without one. */
  owner?: string;
  /** What a user uploaded it for: 'avatar' or 'listing'. */
  purpose?: string;
  /** The files of its smaller sizes; a size not here is served by the image itself. */
  sizes: Partial<Record<ImageSize, Types.ObjectId>>;
}

/** One image in its largest size (the one its id names) and its smaller ones. */
export interface SizedImage extends EncodedImage {
  smaller: Partial<Record<ImageSize, EncodedImage>>;
  /** A listing photo's perceptual hashes, stored with it so the same photo in another owner's listing is found. */
  photoHashes?: PhotoHashes | null;
}

/** A photo of one owner's that looks like another owner's photo: `photoUrl` is the first, `imageUrl` the other. */
export interface NearPhoto {
  photoUrl: string;
  imageUrl: string;
  /** Who uploaded the other photo. */
  owner: string;
}

/** What one user's images take: how many, and their stored bytes. */
export interface StorageUsage {
  images: number;
  bytes: number;
}

/**
 * A new image id. Still an ObjectId, so addresses and pipes stay as they are, but all 12
 * bytes random: a default ObjectId is a timestamp and a counter, so one upload's address
 * would lead to the ones made just before and after it.
 */
export function newImageId(): Types.ObjectId {
  return new Types.ObjectId(randomBytes(12));
}

/** The address an image is served at. */
export function imageUrl(id: Types.ObjectId | string): string {
  return `/api/images/${id.toString()}`;
}

export const IMAGE_SIZE_INVALID = 'size must be card, detail or full.';

/** The size asked for in `?size=`: card, detail or full, or none (the largest); 400 for anything else. */
export function parseImageSize(value: unknown): ImageSize | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'string' && Object.hasOwn(IMAGE_SIZES, value)) return value as ImageSize;
  throw new BadRequestException(refusal('IMAGE_SIZE_INVALID', IMAGE_SIZE_INVALID));
}

const IMAGE_URL_PATTERN = /^\/api\/images\/([0-9a-f]{24})$/;

/** The id in an address of ours (`/api/images/<24 hex>`), or null for anything else. */
export function imageIdFromUrl(url: string): Types.ObjectId | null {
  const match = IMAGE_URL_PATTERN.exec(url);
  return match ? new Types.ObjectId(match[1]) : null;
}

/**
 * Images live in GridFS (bucket `images`), next to the data that refers to them, so one
 * backup or snapshot holds both. An image id never changes content, so responses cache forever.
 */
@Injectable()
export class MediaService implements OnModuleInit {
  private bucketInstance?: mongo.GridFSBucket;

  constructor(@InjectConnection() private readonly connection: Connection) {}

  /**
   * Every upload looks up its owner's images (the quota), and the hourly job looks for sizes
   * by their image and age, so both are found by index.
   */
  async onModuleInit(): Promise<void> {
    const files = this.connection.collection(`${IMAGES_BUCKET}.files`);
    await files.createIndex({ 'metadata.owner': 1 });
    await files.createIndex({ 'metadata.variantOf': 1, uploadDate: 1 }, { sparse: true });
    // Duplicate photos are found by their hashes' band keys; the backfill finds photos without hashes.
    await files.createIndex({ 'metadata.photoBands': 1 }, { sparse: true });
    await files.createIndex({ 'metadata.purpose': 1, 'metadata.photoHash': 1 });
  }

  private get bucket(): mongo.GridFSBucket {
    if (!this.bucketInstance) {
      if (!this.connection.db) throw new Error('The database connection is not open');
      this.bucketInstance = new mongo.GridFSBucket(this.connection.db, { bucketName: IMAGES_BUCKET });
    }
    return this.bucketInstance;
  }

  /** Stores the bytes and returns the new image's id. */
  async storeImage(data: Buffer, contentType: string, metadata: Omit<ImageMetadata, 'contentType'> = {}): Promise<Types.ObjectId> {
    const id = newImageId();
    await this.writeFile(id, data, { ...metadata, contentType });
    return id;
  }

  /**
   * Stores an image with its smaller sizes, each a file of its own that names the image
   * (`variantOf`) and is listed in the image's metadata, and returns the image's id. The sizes
   * go first, so the image never lists a size that is not there yet; the image's own metadata
   * carries its owner and purpose, and `sizeBytes`, for the quota.
   */
  async storeSizedImage(
    image: SizedImage,
    contentType: string,
    metadata: Omit<ImageMetadata, 'contentType'> = {},
  ): Promise<Types.ObjectId> {
    const id = newImageId();
    const sizes: Partial<Record<ImageSize, Types.ObjectId>> = {};
    let sizeBytes = 0;
    for (const [size, encoded] of Object.entries(image.smaller) as [ImageSize, EncodedImage][]) {
      const sizeId = newImageId();
      await this.writeFile(sizeId, encoded.data, { contentType, variantOf: id, size, width: encoded.width, height: encoded.height });
      sizes[size] = sizeId;
      sizeBytes += encoded.data.length;
    }
    // A featureless photo's null hash is recorded too, so the backfill does not try it again.
    const hashes = image.photoHashes === undefined ? {} : image.photoHashes ? photoHashFields(image.photoHashes) : { photoHash: null };
    await this.writeFile(id, image.data, {
      ...metadata,
      ...hashes,
      contentType,
      width: image.width,
      height: image.height,
      sizes,
      sizeBytes,
    });
    return id;
  }

  private async writeFile(id: Types.ObjectId, data: Buffer, metadata: ImageMetadata): Promise<void> {
    const filename = `${id.toString()}.${metadata.contentType.split('/')[1] ?? 'bin'}`;
    await new Promise<void>((resolve, reject) => {
      const upload = this.bucket.openUploadStreamWithId(id, filename, { metadata });
      upload.once('finish', () => resolve());
      upload.once('error', reject);
      upload.end(data);
    });
  }

  async findImage(id: Types.ObjectId): Promise<StoredImage | null> {
    const file = await this.bucket.find({ _id: id }, { limit: 1 }).next();
    if (!file) return null;
    return {
      id,
      length: file.length,
      contentType: String(file.metadata?.contentType ?? 'application/octet-stream'),
      uploadDate: file.uploadDate,
      owner: typeof file.metadata?.owner === 'string' ? file.metadata.owner : undefined,
      purpose: typeof file.metadata?.purpose === 'string' ? file.metadata.purpose : undefined,
      sizes: sizesOf(file.metadata),
    };
  }

  /** Ids of images users uploaded for these purposes before the given time. */
  async findUploads(purposes: readonly string[], uploadedBefore: Date): Promise<Types.ObjectId[]> {
    const files = await this.bucket
      .find({ 'metadata.purpose': { $in: [...purposes] }, uploadDate: { $lt: uploadedBefore } }, { projection: { _id: 1 } })
      .toArray();
    return files.map((file) => file._id as Types.ObjectId);
  }

  /**
   * Those of the addresses that are the owner's own listing uploads, in the order given: what a
   * listing may show. Anything else (another user's upload, an avatar, a demo image, a foreign
   * or malformed address) is left out.
   */
  async findOwnListingImages(ownerId: Types.ObjectId, urls: readonly string[]): Promise<string[]> {
    const ids = urls.map(imageIdFromUrl).filter((id): id is Types.ObjectId => id !== null);
    if (ids.length === 0) return [];
    const files = await this.bucket
      .find({ _id: { $in: ids }, 'metadata.owner': ownerId.toString(), 'metadata.purpose': 'listing' }, { projection: { _id: 1 } })
      .toArray();
    const own = new Set(files.map((file) => imageUrl(file._id as Types.ObjectId)));
    return urls.filter((url) => own.has(url));
  }

  /**
   * Size files stored before the given time whose image is gone: left by an upload that
   * stopped between storing its sizes and the image itself.
   */
  async findStraySizes(storedBefore: Date): Promise<Types.ObjectId[]> {
    const sizes = await this.bucket
      .find(
        { 'metadata.variantOf': { $exists: true }, uploadDate: { $lt: storedBefore } },
        { projection: { _id: 1, 'metadata.variantOf': 1 } },
      )
      .toArray();
    if (sizes.length === 0) return [];
    const imageIds = [...new Set(sizes.map((size) => String(size.metadata?.variantOf)))].map((id) => new Types.ObjectId(id));
    const images = await this.bucket.find({ _id: { $in: imageIds } }, { projection: { _id: 1 } }).toArray();
    const present = new Set(images.map((image) => String(image._id)));
    return sizes.filter((size) => !present.has(String(size.metadata?.variantOf))).map((size) => size._id as Types.ObjectId);
  }

  /**
   * Those of the owner's photos (addresses, as a listing shows them) that look like a listing
   * photo someone else uploaded, each with that photo. Bounded: one indexed query for at most
   * NEAR_PHOTO_CANDIDATES candidates, checked exactly in code. Photos without hashes (before
   * the backfill reached them) find nothing.
   */
  async findNearPhotos(owner: string, urls: readonly string[]): Promise<NearPhoto[]> {
    const ids = urls.map(imageIdFromUrl).filter((id): id is Types.ObjectId => id !== null);
    if (ids.length === 0) return [];
    const own = (
      await this.bucket
        .find({ _id: { $in: ids }, 'metadata.owner': String(owner) }, { projection: { 'metadata.photoHash': 1, 'metadata.mirrorHash': 1 } })
        .toArray()
    ).flatMap((file) => {
      const hashes = photoHashesOf(file.metadata);
      return hashes ? [{ url: imageUrl(file._id as Types.ObjectId), hashes }] : [];
    });
    if (own.length === 0) return [];
    const candidates = await this.bucket
      .find(
        nearPhotoCandidatesFilter(
          own.map((photo) => photo.hashes),
          owner,
        ),
        {
          projection: { 'metadata.photoHash': 1, 'metadata.mirrorHash': 1, 'metadata.owner': 1 },
          limit: NEAR_PHOTO_CANDIDATES,
        },
      )
      .toArray();
    return candidates.flatMap((candidate) => {
      const hashes = photoHashesOf(candidate.metadata);
      if (!hashes) return [];
      return own
        .filter((photo) => isNearPhoto(photo.hashes, hashes))
        .map((photo) => ({
          photoUrl: photo.url,
          imageUrl: imageUrl(candidate._id as Types.ObjectId),
          owner: String(candidate.metadata?.owner),
        }));
    });
  }

  /** Ids of listing photos stored without hashes (before they were made), for PhotoHashBackfillJob. */
  async findListingImagesWithoutHashes(limit: number): Promise<Types.ObjectId[]> {
    const files = await this.bucket
      .find({ 'metadata.purpose': 'listing', 'metadata.photoHash': { $exists: false } }, { projection: { _id: 1 }, limit })
      .toArray();
    return files.map((file) => file._id as Types.ObjectId);
  }

  /** The image's stored bytes (its largest size). */
  async readImage(id: Types.ObjectId): Promise<Buffer> {
    const chunks: Buffer[] = [];
    for await (const chunk of this.bucket.openDownloadStream(id)) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  /**
   * Records a photo's hashes, unless it has some already (an idempotent backfill). Null records
   * a photo that could not be hashed, so it is not tried again.
   */
  async setPhotoHashes(id: Types.ObjectId, hashes: PhotoHashes | null): Promise<boolean> {
    const fields = hashes ? photoHashFields(hashes) : { photoHash: null };
    const set = Object.fromEntries(Object.entries(fields).map(([key, value]) => [`metadata.${key}`, value]));
    const result = await this.connection
      .collection(`${IMAGES_BUCKET}.files`)
      .updateOne({ _id: id, 'metadata.photoHash': { $exists: false } }, { $set: set });
    return result.modifiedCount === 1;
  }

  /** Ids of every image the user uploaded. */
  async findImagesOwnedBy(owner: string): Promise<Types.ObjectId[]> {
    const files = await this.bucket.find({ 'metadata.owner': owner }, { projection: { _id: 1 } }).toArray();
    return files.map((file) => file._id as Types.ObjectId);
  }

  /** The images the user uploaded, counted, and the bytes they take as stored, their smaller sizes included. */
  async usageOf(owner: string): Promise<StorageUsage> {
    const files = await this.bucket.find({ 'metadata.owner': owner }, { projection: { length: 1, 'metadata.sizeBytes': 1 } }).toArray();
    const bytes = files.reduce((sum, file) => sum + file.length + (Number(file.metadata?.sizeBytes) || 0), 0);
    return { images: files.length, bytes };
  }

  /** Deletes the images with all their sizes; ids already gone are skipped. Returns how many images were deleted. */
  async deleteImages(ids: readonly Types.ObjectId[]): Promise<number> {
    if (ids.length === 0) return 0;
    const files = await this.bucket.find({ _id: { $in: [...ids] } }, { projection: { _id: 1, 'metadata.sizes': 1 } }).toArray();
    let deleted = 0;
    for (const file of files) {
      // Sizes first: if this stops half-way, the image is still there to list what is left, for the next try.
      await this.deleteFiles(Object.values(sizesOf(file.metadata)));
      deleted += await this.deleteFiles([file._id as Types.ObjectId]);
    }
    return deleted;
  }

  private async deleteFiles(ids: readonly Types.ObjectId[]): Promise<number> {
    let deleted = 0;
    for (const id of ids) {
      try {
        await this.bucket.delete(id);
        deleted += 1;
      } catch (error) {
        // The driver says so with a MongoRuntimeError: "File not found for id ...".
        if (!/File not found/i.test((error as Error).message)) throw error;
      }
    }
    return deleted;
  }

  /**
   * The image in the size asked for and a stream of its bytes: the image itself (its largest
   * size) when no size is asked for or it has no file of that size (an avatar, a small upload,
   * an image stored before sizes). NotFoundException when there is none.
   */
  async openImage(id: Types.ObjectId, size?: ImageSize): Promise<{ image: StoredImage; stream: Readable }> {
    const image = await this.findImage(id);
    if (!image) throw new NotFoundException(refusal('IMAGE_NOT_FOUND', AUTH_MESSAGES.imageNotFound));
    const sizeId = size ? image.sizes[size] : undefined;
    const sized = sizeId ? await this.findImage(sizeId) : null;
    const served = sized ?? image;
    return { image: served, stream: this.bucket.openDownloadStream(served.id) };
  }
}

function isObjectId(value: unknown): value is { toHexString(): string } {
  return typeof value === 'object' && value !== null && typeof (value as { toHexString?: unknown }).toHexString === 'function';
}

/** The photo hashes an image's metadata records, when it has valid ones. */
function photoHashesOf(metadata: mongo.Document | undefined): PhotoHashes | null {
  const hash: unknown = metadata?.photoHash;
  const mirror: unknown = metadata?.mirrorHash;
  return isPhotoHash(hash) && isPhotoHash(mirror) ? { hash, mirror } : null;
}

/** The size files an image's metadata lists (ObjectIds under known size names only). */
function sizesOf(metadata: mongo.Document | undefined): Partial<Record<ImageSize, Types.ObjectId>> {
  const sizes: Partial<Record<ImageSize, Types.ObjectId>> = {};
  const listed: unknown = metadata?.sizes;
  if (!listed || typeof listed !== 'object') return sizes;
  for (const size of Object.keys(IMAGE_SIZES) as ImageSize[]) {
    const id = (listed as Record<string, unknown>)[size];
    if (isObjectId(id)) sizes[size] = new Types.ObjectId(id.toHexString());
  }
  return sizes;
}
