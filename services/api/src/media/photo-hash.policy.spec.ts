import { bandKeysOf, hammingDistance, hashFromBits, isNearPhoto, isPhotoHash, NEAR_PHOTO_BITS, photoBandKeys } from './photo-hash.policy';

/** The hash with these bits (0 = most significant) flipped. */
function flipped(hash: string, bits: readonly number[]): string {
  let value = BigInt(`0x${hash}`);
  for (const bit of bits) value ^= 1n << BigInt(63 - bit);
  return value.toString(16).padStart(16, '0');
}

const HASH = '9bd82160c06363c3';

describe('photo hash policy', () => {
  it('reads sharp-phash bits as 16 hex digits, and refuses anything else', () => {
    expect(hashFromBits('1'.repeat(64))).toBe('ffffffffffffffff');
    expect(hashFromBits(`${'0'.repeat(63)}1`)).toBe('0000000000000001');
    expect(() => hashFromBits('01')).toThrow();
    expect(isPhotoHash(HASH)).toBe(true);
    expect(isPhotoHash('9BD82160C06363C3')).toBe(false);
    expect(isPhotoHash({ $gt: '' })).toBe(false);
  });

  it('counts the bits that differ', () => {
    expect(hammingDistance(HASH, HASH)).toBe(0);
    expect(hammingDistance('0000000000000000', 'ffffffffffffffff')).toBe(64);
    expect(hammingDistance(HASH, flipped(HASH, [0, 17, 63]))).toBe(3);
  });

  it('cuts a hash into nine bands covering all 64 bits', () => {
    const keys = bandKeysOf(HASH);
    expect(keys).toHaveLength(NEAR_PHOTO_BITS + 1);
    expect(keys[0]).toBe('b0:9b');
    expect(bandKeysOf('ffffffffffffffff')).toEqual(['b0:ff', ...Array.from({ length: 8 }, (_, band) => `b${band + 1}:7f`)]);
    // Every bit lands in exactly one band: flipping it changes one key.
    for (let bit = 0; bit < 64; bit += 1) {
      const changed = bandKeysOf(flipped(HASH, [bit])).filter((key, band) => key !== keys[band]);
      expect(changed).toHaveLength(1);
    }
  });

  it('keeps a band equal between any two hashes within 8 bits (so the band index finds every near photo)', () => {
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % 64;
    for (let trial = 0; trial < 500; trial += 1) {
      const other = flipped(HASH, [...new Set(Array.from({ length: NEAR_PHOTO_BITS }, random))]);
      expect(hammingDistance(HASH, other)).toBeLessThanOrEqual(NEAR_PHOTO_BITS);
      const shared = bandKeysOf(other).filter((key) => bandKeysOf(HASH).includes(key));
      expect(shared.length).toBeGreaterThan(0);
    }
    // Nine bits, one in each band, leave none equal: the bands are as many as they need to be.
    const spread = flipped(HASH, [0, 8, 15, 22, 29, 36, 43, 50, 57]);
    expect(bandKeysOf(spread).filter((key) => bandKeysOf(HASH).includes(key))).toEqual([]);
  });

  it('calls photos near within 8 bits, as they are or mirrored, the same either way round', () => {
    const photo = { hash: HASH, mirror: 'f0f0f0f00f0f0f0f' };
    const eightOff = { hash: flipped(HASH, [1, 2, 3, 4, 5, 6, 7, 8]), mirror: '0000000000000000' };
    const nineOff = { hash: flipped(HASH, [1, 2, 3, 4, 5, 6, 7, 8, 9]), mirror: '0000000000000000' };
    const itsMirror = { hash: flipped(photo.mirror, [40]), mirror: flipped(HASH, [3]) };
    expect(isNearPhoto(photo, eightOff)).toBe(true);
    expect(isNearPhoto(eightOff, photo)).toBe(true);
    expect(isNearPhoto(photo, nineOff)).toBe(false);
    expect(isNearPhoto(photo, itsMirror)).toBe(true);
    expect(isNearPhoto(itsMirror, photo)).toBe(true);
  });

  it('stores a photo under its hash bands and its mirror bands, once each', () => {
    expect(photoBandKeys({ hash: HASH, mirror: HASH })).toEqual(bandKeysOf(HASH));
    expect(photoBandKeys({ hash: HASH, mirror: 'f0f0f0f00f0f0f0f' })).toHaveLength(18);
  });
});
