import { IMAGE_SIZES, type ImagePurpose, type ImageSize } from '@nivasa/contracts/api';
import { AVATAR_MAX_BYTES, LISTING_LIMITS } from '@nivasa/contracts/limits';
import sharp from 'sharp';
import { photoHashesOf } from './photo-hash';
import type { PhotoHashes } from './photo-hash.policy';

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
/** Decompression bombs: a small file claiming a huge canvas is refused before decoding. */
export const MAX_INPUT_PIXELS = 40_000_000;
/** A card's image must load fast on a phone's connection: at most this many bytes. */
export const CARD_IMAGE_MAX_BYTES = 60 * 1024;
/** A listing size is this many times as tall as wide at most: a panorama strip stays a strip, a tower is cut down. */
const MAX_HEIGHT_PER_WIDTH = 2;
const LISTING_QUALITY = { detail: 78, full: 80 } as const;
/** WebP effort for the large sizes: 2 takes half the time of the default 4 for a few percent more bytes. */
const LARGE_SIZE_EFFORT = 2;
/** The card's quality, and the lowest it goes to when the first encode is over its budget. */
const CARD_QUALITY = { first: 76, lowest: 36 } as const;
/**
 * A card over budget is made narrower by the square root of how far over it was (bytes follow
 * the pixel count), times this margin; the last try, should that still be over, is this wide:
 * small enough for any picture to fit the budget at the lowest quality.
 */
const CARD_SHRINK_MARGIN = 0.85;
/** About what the lowest quality takes of the first's bytes, photo or noise alike. */
const CARD_LOWEST_QUALITY_BYTES = 0.55;
const CARD_LAST_RESORT_WIDTH = 160;

const OUTPUT_TYPE = 'image/webp';

export interface EncodedImage {
  data: Buffer;
  width: number;
  height: number;
}

export interface ProcessedImage extends EncodedImage {
  contentType: string;
  sourceFormat: AcceptedFormat;
  /**
   * A listing image's smaller sizes (detail, card), each only when narrower than the image
   * itself; the image is its largest (full) size. None for an avatar.
   */
  smaller: Partial<Record<Exclude<ImageSize, 'full'>, EncodedImage>>;
  /**
   * A listing image's perceptual hashes (photo-hash.policy), to find the same photo in another
   * owner's listing; null for a featureless picture.
   */
  photoHashes?: PhotoHashes | null;
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
 * Re-encodes an upload as WebP: an avatar as a 256×256 square (cover crop), a listing image
 * in its sizes (see listingImageSizes). Decoding it whole proves it is an image; re-encoding
 * drops whatever rode along (EXIF with the camera's location, XMP, ICC profile, comments,
 * trailing bytes of a polyglot file) and applies the EXIF orientation. Null when the bytes are
 * not an image we accept.
 */
export async function processImage(data: Buffer, purpose: ImagePurpose): Promise<ProcessedImage | null> {
  const sourceFormat = await detectImageFormat(data);
  if (!sourceFormat) return null;
  try {
    if (purpose === 'listing') return { ...(await listingImageSizes(data)), contentType: OUTPUT_TYPE, sourceFormat };
    const { data: output, info } = await decode(data)
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { data: output, width: info.width, height: info.height, contentType: OUTPUT_TYPE, sourceFormat, smaller: {} };
  } catch {
    return null;
  }
}

function decode(data: Buffer): sharp.Sharp {
  return sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
}

/**
 * A listing image's sizes as WebP: full (the lightbox) at most IMAGE_SIZES.full wide, detail
 * and card narrower, never enlarged, and the card within CARD_IMAGE_MAX_BYTES. The source (an
 * upload's bytes, or a picture being drawn) is decoded once, to pixels every size is made from.
 * A large JPEG shrinks while it loads.
 *
 * The work is bounded whatever the picture: three sizes, each of at most its width squared in
 * pixels (a tall image is narrower, see sizeWidth), the card in at most four encodes, and the
 * perceptual hashes from one 32×32 sample of the same pixels.
 */
export async function listingImageSizes(
  source: Buffer | sharp.Sharp,
): Promise<EncodedImage & Required<Pick<ProcessedImage, 'smaller' | 'photoHashes'>>> {
  const { data: pixels, info } = await (Buffer.isBuffer(source) ? decode(source) : source)
    .resize(IMAGE_SIZES.full, IMAGE_SIZES.full * MAX_HEIGHT_PER_WIDTH, { fit: 'inside', withoutEnlargement: true })
    // sharp hands over sRGB (CMYK converted); 8 bits per channel, as the encoder below is told.
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  const pixelsOf = { pixels, width: info.width, height: info.height, channels: info.channels };
  const fullWidth = sizeWidth(pixelsOf, 'full');
  const [full, detail, card, photoHashes] = await Promise.all([
    encodeSize(pixelsOf, fullWidth, LISTING_QUALITY.full, LARGE_SIZE_EFFORT),
    sizeWidth(pixelsOf, 'detail') < fullWidth
      ? encodeSize(pixelsOf, sizeWidth(pixelsOf, 'detail'), LISTING_QUALITY.detail, LARGE_SIZE_EFFORT)
      : undefined,
    sizeWidth(pixelsOf, 'card') < fullWidth ? encodeCard(pixelsOf) : undefined,
    photoHashesOf(sharp(pixels, { raw: { width: info.width, height: info.height, channels: info.channels } })),
  ]);
  // A source no wider than a card has one size, unless WebP at card quality would be over budget.
  const smaller: ProcessedImage['smaller'] = {};
  if (detail) smaller.detail = detail;
  if (card) smaller.card = card;
  else if (full.data.length > CARD_IMAGE_MAX_BYTES) smaller.card = await encodeCard(pixelsOf);
  return { ...full, smaller, photoHashes };
}

interface DecodedPixels {
  pixels: Buffer;
  width: number;
  height: number;
  channels: 1 | 2 | 3 | 4;
}

async function encodeSize(source: DecodedPixels, width: number, quality: number, effort?: number): Promise<EncodedImage> {
  const { data, info } = await sharp(source.pixels, { raw: { width: source.width, height: source.height, channels: source.channels } })
    .resize({ width: Math.min(width, source.width), withoutEnlargement: true })
    .webp({ quality, effort })
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * How wide a size is made from these pixels: its width, never wider than the source, and for an
 * image taller than wide no more pixels than its width squared (a 1:2 strip is 1/√2 as wide),
 * so a tall picture costs no more to encode and store than a square one.
 */
function sizeWidth(source: Pick<DecodedPixels, 'width' | 'height'>, size: ImageSize): number {
  const heightPerWidth = source.height / source.width;
  const widest = IMAGE_SIZES[size] / Math.sqrt(Math.max(1, heightPerWidth));
  return Math.max(1, Math.min(source.width, Math.floor(widest)));
}

/**
 * The card within its budget in a fixed number of encodes, never a search: at its quality; if
 * over, at the lowest quality, narrower by how far over it would still be; then narrower again;
 * and last, a width any picture fits at.
 */
async function encodeCard(source: DecodedPixels): Promise<EncodedImage> {
  const first = await encodeSize(source, sizeWidth(source, 'card'), CARD_QUALITY.first);
  if (first.data.length <= CARD_IMAGE_MAX_BYTES) return first;
  // A photo a little over keeps its width at the lowest quality; only a harder one is made narrower.
  const expected = first.data.length * CARD_LOWEST_QUALITY_BYTES;
  const width = expected <= CARD_IMAGE_MAX_BYTES ? first.width : narrower(first.width, expected);
  let card = await encodeSize(source, width, CARD_QUALITY.lowest);
  if (card.data.length <= CARD_IMAGE_MAX_BYTES) return card;
  card = await encodeSize(source, narrower(card.width, card.data.length), CARD_QUALITY.lowest);
  if (card.data.length <= CARD_IMAGE_MAX_BYTES) return card;
  return encodeSize(source, Math.min(card.width, CARD_LAST_RESORT_WIDTH), CARD_QUALITY.lowest);
}

/** A width whose card should take the budget, where this width took (or would take) these bytes. */
function narrower(width: number, bytes: number): number {
  return Math.max(1, Math.floor(width * Math.sqrt(CARD_IMAGE_MAX_BYTES / bytes) * CARD_SHRINK_MARGIN));
}
