import sharp from 'sharp';
import { mirrored, recompressed, scenePhoto } from '../../test/support/scene-photos';
import { photoHashesOf } from './photo-hash';
import { hammingDistance, isNearPhoto, NEAR_PHOTO_BITS, type PhotoHashes } from './photo-hash.policy';

const hashesOf = async (photo: Buffer): Promise<PhotoHashes> => (await photoHashesOf(sharp(photo)))!;

describe('photoHashesOf', () => {
  it('finds the same photo recompressed, resized or mirrored, and tells different photos apart', async () => {
    const photo = await scenePhoto(1);
    const original = await hashesOf(photo);
    expect(original.hash).toMatch(/^[0-9a-f]{16}$/);
    const copy = await hashesOf(await recompressed(photo));
    expect(hammingDistance(original.hash, copy.hash)).toBeLessThanOrEqual(NEAR_PHOTO_BITS);
    const flopped = await hashesOf(await mirrored(photo));
    expect(hammingDistance(original.hash, flopped.hash)).toBeGreaterThan(NEAR_PHOTO_BITS);
    expect(hammingDistance(original.hash, flopped.mirror)).toBeLessThanOrEqual(NEAR_PHOTO_BITS);
    expect(isNearPhoto(original, flopped)).toBe(true);
    for (const scene of [2, 3, 4, 5]) expect(isNearPhoto(original, await hashesOf(await scenePhoto(scene)))).toBe(false);
  });

  it('gives a flat colour no hashes: every one would match every other', async () => {
    const flat = await sharp({ create: { width: 200, height: 150, channels: 3, background: '#2a9d8f' } })
      .jpeg()
      .toBuffer();
    await expect(photoHashesOf(sharp(flat))).resolves.toBeNull();
  });
});
