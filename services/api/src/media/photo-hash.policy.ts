/**
 * When two listing photos are the same picture: their 64-bit perceptual hashes (16 hex digits)
 * differ in at most NEAR_PHOTO_BITS bits, either as they are or one of them mirrored.
 *
 * Found without comparing every hash (multi-index hashing): the 64 bits are cut into
 * NEAR_PHOTO_BITS + 1 bands, so two hashes that differ in at most that many bits have at least
 * one band equal (pigeonhole). A photo is stored with the band keys of its hash and of its
 * mirror's; the candidates are the photos sharing a key, checked exactly here.
 */
export const PHOTO_HASH_BITS = 64;
export const NEAR_PHOTO_BITS = 8;
const BAND_COUNT = NEAR_PHOTO_BITS + 1;
/** The widths of the bands, first to last: 64 = 8 + 8 × 7. */
const BAND_WIDTHS = Array.from({ length: BAND_COUNT }, (_, band) => (band === 0 ? 8 : 7));
const HASH_PATTERN = /^[0-9a-f]{16}$/;

/** A photo's perceptual hash and its mirror image's, each 16 hex digits. */
export interface PhotoHashes {
  hash: string;
  mirror: string;
}

export function isPhotoHash(value: unknown): value is string {
  return typeof value === 'string' && HASH_PATTERN.test(value);
}

/** A hash of 64 '0'/'1' characters (as sharp-phash gives it), as 16 hex digits. */
export function hashFromBits(bits: string): string {
  if (!/^[01]{64}$/.test(bits)) throw new Error('A perceptual hash is 64 bits');
  return BigInt(`0b${bits}`).toString(16).padStart(16, '0');
}

/** How many of the 64 bits differ. */
export function hammingDistance(a: string, b: string): number {
  let difference = BigInt(`0x${a}`) ^ BigInt(`0x${b}`);
  let bits = 0;
  while (difference) {
    difference &= difference - 1n;
    bits += 1;
  }
  return bits;
}

/** The hash's band keys: `b<band>:<value in hex>`, one a band. */
export function bandKeysOf(hash: string): string[] {
  const value = BigInt(`0x${hash}`);
  let shift = PHOTO_HASH_BITS;
  return BAND_WIDTHS.map((width, band) => {
    shift -= width;
    const bandValue = (value >> BigInt(shift)) & ((1n << BigInt(width)) - 1n);
    return `b${band}:${bandValue.toString(16)}`;
  });
}

/** The keys a photo is stored with, and looked for by: its hash's bands and its mirror's, once each. */
export function photoBandKeys(photo: PhotoHashes): string[] {
  return [...new Set([...bandKeysOf(photo.hash), ...bandKeysOf(photo.mirror)])];
}

/**
 * Whether two photos are the same picture: either hash near the other's, or near its mirror.
 * (Both photos' hashes against the other's mirror, so it reads the same either way round.)
 */
export function isNearPhoto(a: PhotoHashes, b: PhotoHashes): boolean {
  return (
    hammingDistance(a.hash, b.hash) <= NEAR_PHOTO_BITS ||
    hammingDistance(a.hash, b.mirror) <= NEAR_PHOTO_BITS ||
    hammingDistance(a.mirror, b.hash) <= NEAR_PHOTO_BITS
  );
}
