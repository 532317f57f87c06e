import phash from 'sharp-phash';
import sharp from 'sharp';
import { hashFromBits, type PhotoHashes } from './photo-hash.policy';

/** sharp-phash's sample: 32×32 grey pixels, whose DCT's lowest 8×8 frequencies make the hash. */
const SAMPLE_SIZE = 32;
const SAMPLE = { raw: { width: SAMPLE_SIZE, height: SAMPLE_SIZE, channels: 1 as const } };

/**
 * A sample whose grey levels spread less than this (standard deviation) has no picture to tell
 * by: every flat colour would match every other, so such a photo gets no hashes.
 */
const FEATURELESS_SPREAD = 2;

/**
 * A photo's perceptual hash and its mirror image's (sharp-phash), from a picture already being
 * decoded (a sharp pipeline over an upload's pixels): one shrink to a 32×32 grey sample,
 * mirrored in memory, so the hashes cost a small fraction of the upload's encodes. Null for a
 * featureless picture (a flat colour).
 */
export async function photoHashesOf(picture: sharp.Sharp): Promise<PhotoHashes | null> {
  const sample = await picture.greyscale().resize(SAMPLE_SIZE, SAMPLE_SIZE, { fit: 'fill' }).raw().toBuffer();
  if (spreadOf(sample) < FEATURELESS_SPREAD) return null;
  const mirrored = Buffer.alloc(sample.length);
  for (let y = 0; y < SAMPLE_SIZE; y += 1) {
    for (let x = 0; x < SAMPLE_SIZE; x += 1) mirrored[y * SAMPLE_SIZE + x] = sample[y * SAMPLE_SIZE + SAMPLE_SIZE - 1 - x];
  }
  const [hash, mirror] = await Promise.all([phash(sample, SAMPLE), phash(mirrored, SAMPLE)]);
  return { hash: hashFromBits(hash), mirror: hashFromBits(mirror) };
}

function spreadOf(sample: Buffer): number {
  const mean = sample.reduce((sum, value) => sum + value, 0) / sample.length;
  return Math.sqrt(sample.reduce((sum, value) => sum + (value - mean) ** 2, 0) / sample.length);
}
