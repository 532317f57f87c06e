import type { ImagePurpose } from '@nivasa/contracts/api';
import { AVATAR_MAX_BYTES, LISTING_LIMITS } from '@nivasa/contracts/limits';
import sharp from 'sharp';

/** Formats accepted, by what the bytes are (sharp decodes them), never by name or declared type. */
export const ACCEPTED_FORMATS = ['jpeg', 'png', 'webp', 'gif', 'avif'] as const;
export type AcceptedFormat = (typeof ACCEPTED_FORMATS)[number];

export const MAX_UPLOAD_BYTES: Record<ImagePurpose, number> = {
  avatar: AVATAR_MAX_BYTES,
  listing: LISTING_LIMITS.imageMaxBytes,
};

/** The most any upload may be: multer's limit; each purpose then applies its own. */
export const LARGEST_UPLOAD_BYTES = Math.max(...Object.values(MAX_UPLOAD_BYTES));

export const AVATAR_SIZE = 256;
export const LISTING_IMAGE_MAX_SIDE = 1600;
/** Decompression bombs: a small file claiming a huge canvas is refused before decoding. */
export const MAX_INPUT_PIXELS = 40_000_000;

const OUTPUT_TYPE = 'image/webp';

export interface ProcessedImage {
  data: Buffer;
  contentType: string;
  width: number;
  height: number;
  sourceFormat: AcceptedFormat;
}

/** What the bytes are, if an image we accept; null otherwise (text, SVG, TIFF, HEIC, corrupt data). */
export async function detectImageFormat(data: Buffer): Promise<AcceptedFormat | null> {
  try {
    const metadata = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (!metadata.width || !metadata.height) return null;
    // libvips calls AVIF 'heif' and tells it from HEIC by its compression.
    const format = metadata.format === 'heif' ? (metadata.compression === 'av1' ? 'avif' : null) : metadata.format;
    return (ACCEPTED_FORMATS as readonly string[]).includes(format ?? '') ? (format as AcceptedFormat) : null;
  } catch {
    return null;
  }
}

/**
 * Re-encodes an upload as WebP: an avatar as a 256×256 square (cover crop), a listing
 * image within 1600×1600. Decoding it whole proves it is an image; re-encoding drops
 * whatever rode along (EXIF with the camera's location, trailing bytes of a polyglot file)
 * and applies the EXIF orientation. Null when the bytes are not an image we accept.
 */
export async function processImage(data: Buffer, purpose: ImagePurpose): Promise<ProcessedImage | null> {
  const sourceFormat = await detectImageFormat(data);
  if (!sourceFormat) return null;
  try {
    const pipeline = sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
    const resized =
      purpose === 'avatar'
        ? pipeline.resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'attention' })
        : pipeline.resize(LISTING_IMAGE_MAX_SIDE, LISTING_IMAGE_MAX_SIDE, { fit: 'inside', withoutEnlargement: true });
    const { data: output, info } = await resized.webp({ quality: purpose === 'avatar' ? 82 : 80 }).toBuffer({ resolveWithObject: true });
    return { data: output, contentType: OUTPUT_TYPE, width: info.width, height: info.height, sourceFormat };
  } catch {
    return null;
  }
}
