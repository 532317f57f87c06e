import { getModelToken } from '@nestjs/mongoose';
import { IMAGE_SIZES, type ImageSize, imageSizeUrl } from '@nivasa/contracts/api';
import { type Connection, type Model, Types } from 'mongoose';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import request from 'supertest';
import { JobLock } from '../src/common/job-lock/job-lock.schema';
import { JobLockService } from '../src/common/job-lock/job-lock.service';
import { CARD_IMAGE_MAX_BYTES } from '../src/media/image-processing';
import { IMAGE_CACHE_CONTROL } from '../src/media/media.controller';
import { imageIdFromUrl, imageUrl, MediaService } from '../src/media/media.service';
import { ORPHAN_IMAGES_JOB, OrphanImagesJob } from '../src/media/orphan-images.job';
import { asUser, createSession, type Session } from './support/accounts';
import { connectionOf, useTestApi } from './support/harness';

/** Collects a binary response body as a Buffer. */
function binary(response: request.Response, callback: (error: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => callback(null, Buffer.concat(chunks)));
}

/** Whether EXIF (as sharp's metadata gives it) has a GPS section: IFD0 points to one with tag 0x8825. */
function hasGpsPosition(exif: Buffer): boolean {
  const tiff = exif.subarray(exif.indexOf('Exif\0\0') + 6);
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd0 = u32(4);
  for (let entry = 0; entry < u16(ifd0); entry += 1) if (u16(ifd0 + 2 + entry * 12) === 0x8825) return true;
  return false;
}

/**
 * A camera-sized JPEG with a photo's mix of detail: soft areas of colour, texture and sensor
 * grain (a flat colour would make every size tiny), tagged with EXIF that gives the place it
 * was taken, XMP and an ICC profile, as a phone's photo is.
 */
async function phonePhoto(width = 4000, height = 3000): Promise<Buffer> {
  const grain = await sharp({
    create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 18 } },
  })
    .png({ compressionLevel: 0 })
    .toBuffer();
  const texture = await sharp(randomBytes(320 * 240 * 3), { raw: { width: 320, height: 240, channels: 3 } })
    .resize(width, height)
    .png({ compressionLevel: 0 })
    .toBuffer();
  return sharp(randomBytes(16 * 12 * 3), { raw: { width: 16, height: 12, channels: 3 } })
    .resize(400, 300, { kernel: 'cubic' })
    .blur(12)
    .resize(width, height, { kernel: 'cubic' })
    .composite([
      { input: texture, blend: 'soft-light' },
      { input: grain, blend: 'overlay' },
    ])
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 12' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '6/1 55/1 3117/100', GPSLongitudeRef: 'E', GPSLongitude: '79/1 51/1 1234/100' },
    })
    .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></x:xmpmeta>')
    .withIccProfile('p3')
    .toBuffer();
}

describe('listing images', () => {
  const api = useTestApi();
  let media: MediaService;
  let owner: Session;
  let other: Session;

  beforeAll(async () => {
    media = api.app.get(MediaService);
    [owner, other] = [await createSession(api.app), await createSession(api.app)];
  });

  const jpeg = (background: string) =>
    sharp({ create: { width: 64, height: 48, channels: 3, background } })
      .jpeg()
      .toBuffer();

  async function uploadAs(session: Session, purpose: 'avatar' | 'listing', image?: Buffer): Promise<string> {
    const response = await asUser(api.app, session)
      .post(`/api/images?purpose=${purpose}`)
      .attach('image', image ?? (await jpeg('#2a9d8f')), 'photo.jpg')
      .expect(201);
    return response.body.url as string;
  }

  describe('findOwnListingImages', () => {
    it("keeps only the owner's own listing uploads, in the order given", async () => {
      const [first, second] = [await uploadAs(owner, 'listing'), await uploadAs(owner, 'listing')];
      const avatar = await uploadAs(owner, 'avatar');
      const othersListing = await uploadAs(other, 'listing');
      const demo = imageUrl(await media.storeImage(await jpeg('#e76f51'), 'image/jpeg', { owner: 'seed' }));
      const missing = imageUrl(new Types.ObjectId());
      const urls = [second, avatar, othersListing, demo, missing, 'https://example.com/a.jpg', '/api/images/nope', first];
      const ownerId = new Types.ObjectId(owner.user._id);
      expect(await media.findOwnListingImages(ownerId, urls)).toEqual([second, first]);
      expect(await media.findOwnListingImages(new Types.ObjectId(other.user._id), urls)).toEqual([othersListing]);
      expect(await media.findOwnListingImages(ownerId, [])).toEqual([]);
      expect(await media.findOwnListingImages(ownerId, [{ $ne: null } as unknown as string])).toEqual([]);
    });
  });

  describe('sizes', () => {
    let photoUrl: string;
    let photoBytes: number;

    beforeAll(async () => {
      const photo = await phonePhoto();
      photoBytes = photo.length;
      const tags = await sharp(photo).metadata();
      expect(tags).toMatchObject({ width: 4000, height: 3000, exif: expect.any(Buffer), xmp: expect.any(Buffer), icc: expect.any(Buffer) });
      expect(hasGpsPosition(tags.exif!)).toBe(true);
      const started = Date.now();
      const response = await asUser(api.app, owner).post('/api/images?purpose=listing').attach('image', photo, 'IMG_0001.jpg').expect(201);
      console.log(`A ${(photoBytes / 1024 / 1024).toFixed(1)} MB 4000x3000 JPEG took ${Date.now() - started} ms to upload and process`);
      photoUrl = response.body.url;
    }, 60_000);

    const fetchSize = (url: string) => request(api.server()).get(url).buffer(true).parse(binary).expect(200);

    it('serves a phone photo in card, detail and full widths as WebP, the largest when no size is asked for', async () => {
      expect(photoUrl).toMatch(/^\/api\/images\/[0-9a-f]{24}$/);
      const widths: Record<string, number> = {};
      const lengths: Record<string, number> = {};
      for (const url of [photoUrl, ...(Object.keys(IMAGE_SIZES) as ImageSize[]).map((size) => imageSizeUrl(photoUrl, size))]) {
        const response = await fetchSize(url);
        expect(response.headers['content-type']).toBe('image/webp');
        expect(response.headers['cache-control']).toBe(IMAGE_CACHE_CONTROL);
        expect(response.headers['content-length']).toBe(String((response.body as Buffer).length));
        const metadata = await sharp(response.body as Buffer).metadata();
        expect(metadata.format).toBe('webp');
        widths[url] = metadata.width!;
        lengths[url] = (response.body as Buffer).length;
      }
      expect(widths).toEqual({
        [photoUrl]: 1920,
        [imageSizeUrl(photoUrl, 'full')]: 1920,
        [imageSizeUrl(photoUrl, 'detail')]: 1280,
        [imageSizeUrl(photoUrl, 'card')]: 720,
      });
      expect(lengths[imageSizeUrl(photoUrl, 'card')]).toBeLessThanOrEqual(CARD_IMAGE_MAX_BYTES);
      console.log(
        `Card ${(lengths[imageSizeUrl(photoUrl, 'card')]! / 1024).toFixed(1)} KB, detail ${(lengths[imageSizeUrl(photoUrl, 'detail')]! / 1024).toFixed(1)} KB, ` +
          `full ${(lengths[photoUrl]! / 1024).toFixed(1)} KB, from a ${(photoBytes / 1024).toFixed(0)} KB JPEG`,
      );
    });

    it('keeps no EXIF (so no GPS position), XMP, ICC profile or comment in any size served', async () => {
      for (const size of [undefined, ...(Object.keys(IMAGE_SIZES) as ImageSize[])]) {
        const body = (await fetchSize(size ? imageSizeUrl(photoUrl, size) : photoUrl)).body as Buffer;
        const metadata = await sharp(body).metadata();
        expect(metadata).not.toHaveProperty('exif');
        expect(metadata).not.toHaveProperty('xmp');
        expect(metadata).not.toHaveProperty('icc');
        expect(metadata).not.toHaveProperty('comments');
        // Nor anywhere in the bytes: no EXIF or XMP chunk, not the maker's name.
        for (const marker of ['EXIF', 'XMP ', 'ICCP', 'PhoneMaker']) expect(body.includes(marker)).toBe(false);
      }
    });

    it('gives each size its own ETag, and answers its revalidation with 304', async () => {
      const etags = new Set<string>();
      for (const size of Object.keys(IMAGE_SIZES) as ImageSize[]) {
        const response = await fetchSize(imageSizeUrl(photoUrl, size));
        etags.add(response.headers.etag!);
        await request(api.server()).get(imageSizeUrl(photoUrl, size)).set('If-None-Match', response.headers.etag!).expect(304);
      }
      expect(etags.size).toBe(3);
    });

    it('refuses an unknown size with 400 and what it may be', async () => {
      for (const query of ['size=huge', 'size=', 'size=CARD', 'size=card&size=full', 'size=toString', 'size=%20card']) {
        const response = await request(api.server()).get(`${photoUrl}?${query}`).expect(400);
        expect(response.body).toEqual({
          success: false,
          statusCode: 400,
          code: 'IMAGE_SIZE_INVALID',
          message: 'size must be card, detail or full.',
        });
      }
    });

    it('serves an avatar, which has one size, whatever size is asked for', async () => {
      const avatar = await uploadAs(owner, 'avatar');
      for (const url of [avatar, imageSizeUrl(avatar, 'card'), imageSizeUrl(avatar, 'full')]) {
        expect(await sharp((await fetchSize(url)).body as Buffer).metadata()).toMatchObject({ width: 256, height: 256 });
      }
    });

    it('counts every stored size in the quota', async () => {
      const someone = await createSession(api.app);
      const response = await asUser(api.app, someone)
        .post('/api/images?purpose=listing')
        .attach('image', await phonePhoto(1600, 1200), 'room.jpg')
        .expect(201);
      let served = 0;
      for (const size of Object.keys(IMAGE_SIZES) as ImageSize[])
        served += (await fetchSize(imageSizeUrl(response.body.url, size))).body.length;
      expect(await media.usageOf(someone.user._id)).toEqual({ images: 1, bytes: served });
    });

    it('deletes an image with all its sizes, chunks and all', async () => {
      const url = await uploadAs(owner, 'listing', await phonePhoto(1400, 1050));
      const id = imageIdFromUrl(url)!;
      const sizeIds = Object.values((await media.findImage(id))!.sizes);
      expect(sizeIds).toHaveLength(2);
      expect(await media.deleteImages([id])).toBe(1);
      const connection = connectionOf(api.app);
      for (const fileId of [id, ...sizeIds]) {
        expect(await connection.collection('images.files').countDocuments({ _id: fileId })).toBe(0);
        expect(await connection.collection('images.chunks').countDocuments({ files_id: fileId })).toBe(0);
      }
      for (const size of Object.keys(IMAGE_SIZES) as ImageSize[]) await request(api.server()).get(imageSizeUrl(url, size)).expect(404);
    });
  });

  describe('the job that removes unused uploads', () => {
    let connection: Connection;
    let job: OrphanImagesJob;

    beforeAll(() => {
      connection = connectionOf(api.app);
      job = api.app.get(OrphanImagesJob);
    });

    /** A listing upload by the owner, made to look a given number of hours old, with its sizes. */
    async function listingUpload(hoursAgo: number): Promise<{ id: Types.ObjectId; files: Types.ObjectId[] }> {
      const id = imageIdFromUrl(await uploadAs(owner, 'listing', await phonePhoto(1400, 1050)))!;
      const files = [id, ...Object.values((await media.findImage(id))!.sizes)];
      await connection
        .collection('images.files')
        .updateMany({ _id: { $in: files } }, { $set: { uploadDate: new Date(Date.now() - hoursAgo * 3600 * 1000) } });
      return { id, files };
    }

    const fileCount = (files: Types.ObjectId[]) => connection.collection('images.files').countDocuments({ _id: { $in: files } });

    it('removes listing uploads no listing uses after 24 hours, with their sizes, and keeps used and recent ones', async () => {
      const [unused, used, recent] = [await listingUpload(25), await listingUpload(25), await listingUpload(23)];
      await connection
        .collection('listings')
        .insertOne({ name: 'Uses one upload', imageUrls: [imageUrl(used.id)], userRef: new Types.ObjectId(owner.user._id) });
      expect(await fileCount(unused.files)).toBe(3);

      await job.removeOrphans();

      expect(await fileCount(unused.files)).toBe(0);
      expect(await connection.collection('images.chunks').countDocuments({ files_id: { $in: unused.files } })).toBe(0);
      expect(await fileCount(used.files)).toBe(3);
      expect(await fileCount(recent.files)).toBe(3);
    });

    it('removes sizes left without their image after a day, and no size of an image that is there', async () => {
      const files = connection.collection('images.files');
      const storeSize = (variantOf: Types.ObjectId) => media.storeImage(Buffer.from('webp'), 'image/webp', { variantOf, size: 'card' });
      const [stray, recentStray] = [await storeSize(new Types.ObjectId()), await storeSize(new Types.ObjectId())];
      const kept = await listingUpload(0);
      await connection
        .collection('listings')
        .insertOne({ name: 'Keeps its image', imageUrls: [imageUrl(kept.id)], userRef: new Types.ObjectId(owner.user._id) });
      const twoDaysAgo = new Date(Date.now() - 48 * 3600 * 1000);
      await files.updateMany({ _id: { $in: [stray, ...kept.files] } }, { $set: { uploadDate: twoDaysAgo } });

      await job.removeOrphans();

      expect(await fileCount([stray])).toBe(0);
      expect(await fileCount([recentStray])).toBe(1);
      expect(await fileCount(kept.files)).toBe(3);
    });

    it('runs under the MongoDB job lock: while another instance holds it, nothing is removed', async () => {
      const orphan = await listingUpload(48);
      // Another API instance: the same lock collection, a holder of its own.
      const otherInstance = new JobLockService(api.app.get<Model<JobLock>>(getModelToken(JobLock.name)));
      await connection.collection('job_locks').updateOne({ name: ORPHAN_IMAGES_JOB }, { $set: { lockedUntil: new Date(0) } });
      expect(await otherInstance.acquire(ORPHAN_IMAGES_JOB, 10 * 60 * 1000)).toBe(true);

      await job.tick();
      expect(await fileCount(orphan.files)).toBe(3);
      expect(await connection.collection('job_locks').findOne({ name: ORPHAN_IMAGES_JOB })).toMatchObject({ holder: otherInstance.holder });

      // Its lease over, the next hourly run takes the lock and removes the orphan.
      await otherInstance.release(ORPHAN_IMAGES_JOB);
      await job.tick();
      expect(await fileCount(orphan.files)).toBe(0);
      expect(await connection.collection('job_locks').findOne({ name: ORPHAN_IMAGES_JOB })).toMatchObject({
        holder: api.app.get(JobLockService).holder,
      });
    });
  });
});
