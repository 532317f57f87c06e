import type { NestExpressApplication } from '@nestjs/platform-express';
import { RESUMABLE_UPLOAD_LIMITS } from '@nivasa/contracts/limits';
import { Types } from 'mongoose';
import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import request from 'supertest';
import { ResumableUploadsExpiryJob } from '../src/media/resumable-uploads-expiry.job';
import {
  RESUMABLE_UPLOAD_LIFETIME_MS,
  RESUMABLE_UPLOADS_COLLECTION,
  RESUMABLE_UPLOAD_PARTS_COLLECTION,
} from '../src/media/resumable-upload.store';
import { createSession, type Session, SITE_ORIGIN } from './support/accounts';
import { connectionOf, eventually, startApi, TestDatabase, useTestApi } from './support/harness';

const TUS = { 'Tus-Resumable': '1.0.0' };
const OCTETS = 'application/offset+octet-stream';

/** A JPEG of noise, so it is large: about `bytes` long. */
async function noisyJpeg(bytes: number): Promise<Buffer> {
  const side = Math.ceil(Math.sqrt(bytes / 1.2));
  return sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();
}

const metadata = (purpose: string) => `purpose ${Buffer.from(purpose).toString('base64')}`;

/** Starts a tus upload of `length` bytes; its path. */
async function create(app: NestExpressApplication, session: Session, length: number, purpose = 'listing'): Promise<string> {
  const response = await request(app.getHttpServer())
    .post('/api/uploads')
    .set(TUS)
    .set('Cookie', session.cookie)
    .set('Origin', SITE_ORIGIN)
    .set('Upload-Length', String(length))
    .set('Upload-Metadata', metadata(purpose))
    .expect(201);
  expect(response.headers.location).toMatch(/^\/api\/uploads\/[0-9a-f]{24}$/);
  return response.headers.location as string;
}

const patch = (app: NestExpressApplication, session: Session, path: string, offset: number, bytes: Buffer) =>
  request(app.getHttpServer())
    .patch(path)
    .set(TUS)
    .set('Cookie', session.cookie)
    .set('Origin', SITE_ORIGIN)
    .set('Upload-Offset', String(offset))
    .set('Content-Type', OCTETS)
    .send(bytes);

const head = (app: NestExpressApplication, session: Session, path: string) =>
  request(app.getHttpServer()).head(path).set(TUS).set('Cookie', session.cookie);

/** A PATCH whose connection drops after `sent` of its bytes: what a phone losing its signal does. */
async function cutPatch(port: number, session: Session, path: string, offset: number, bytes: Buffer, sent: number): Promise<void> {
  await new Promise<void>((resolve) => {
    const req = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'PATCH',
      path,
      headers: {
        ...TUS,
        Cookie: session.cookie,
        Origin: SITE_ORIGIN,
        'Upload-Offset': String(offset),
        'Content-Type': OCTETS,
        'Content-Length': String(bytes.length),
      },
    });
    req.on('error', () => resolve());
    req.on('response', () => resolve());
    req.write(bytes.subarray(0, sent), () => setTimeout(() => req.destroy(), 200));
  });
}

describe('resumable uploads (tus, /api/uploads)', () => {
  const api = useTestApi();
  let owner: Session;
  let stranger: Session;
  let photo: Buffer;
  let port: number;

  beforeAll(async () => {
    [owner, stranger] = await Promise.all([createSession(api.app), createSession(api.app)]);
    photo = await noisyJpeg(900 * 1024);
    await api.app.listen(0, '127.0.0.1');
    port = (api.server().address() as AddressInfo).port;
  });

  it('creates, tells its offset, takes the rest, and stores the image as a multipart upload would', async () => {
    const path = await create(api.app, owner, photo.length);
    const half = RESUMABLE_UPLOAD_LIMITS.chunkBytes;
    const first = await patch(api.app, owner, path, 0, photo.subarray(0, half)).expect(204);
    expect(first.headers['upload-offset']).toBe(String(half));
    expect(first.headers['upload-image-url']).toBeUndefined();
    const offset = await head(api.app, owner, path).expect(200);
    expect(offset.headers).toMatchObject({ 'upload-offset': String(half), 'upload-length': String(photo.length) });
    const last = await patch(api.app, owner, path, half, photo.subarray(half)).expect(204);
    const url = last.headers['upload-image-url'] as string;
    expect(url).toMatch(/^\/api\/images\/[0-9a-f]{24}$/);
    const card = await request(api.server()).get(`${url}?size=card`).expect(200);
    expect(card.headers['content-type']).toBe('image/webp');
    // A client whose last answer was lost learns the address by asking where to resume.
    expect((await head(api.app, owner, path).expect(200)).headers['upload-image-url']).toBe(url);
    // The parts are gone once the image is stored.
    expect(
      await connectionOf(api.app)
        .collection(RESUMABLE_UPLOAD_PARTS_COLLECTION)
        .countDocuments({ upload: path.split('/').pop() }),
    ).toBe(0);
  });

  it('keeps what arrived before the connection dropped, and resumes from there', async () => {
    const path = await create(api.app, owner, photo.length);
    await cutPatch(port, owner, path, 0, photo, 400 * 1024);
    const kept = await eventually(async () => {
      const offset = Number((await head(api.app, owner, path).expect(200)).headers['upload-offset']);
      if (offset === 0) throw new Error('nothing kept yet');
      return offset;
    });
    expect(kept).toBeGreaterThan(0);
    expect(kept).toBeLessThan(photo.length);
    const rest = await patch(api.app, owner, path, kept, photo.subarray(kept)).expect(204);
    const url = rest.headers['upload-image-url'] as string;
    const stored = await request(api.server()).get(url).expect(200);
    // The same picture: its full size has the original's dimensions.
    const original = await sharp(photo).metadata();
    expect(await sharp(stored.body as Buffer).metadata()).toMatchObject({ width: original.width, height: original.height });
  });

  it('refuses a piece at the wrong offset with 409 and changes nothing', async () => {
    const path = await create(api.app, owner, photo.length);
    await patch(api.app, owner, path, 0, photo.subarray(0, 1000)).expect(204);
    const wrong = await patch(api.app, owner, path, 5000, photo.subarray(5000, 6000)).expect(409);
    expect(wrong.body).toMatchObject({ code: 'UPLOAD_OFFSET_MISMATCH', message: expect.any(String) });
    expect((await head(api.app, owner, path)).headers['upload-offset']).toBe('1000');
  });

  it('refuses an upload longer than its purpose allows, before any byte is sent', async () => {
    const response = await request(api.server())
      .post('/api/uploads')
      .set(TUS)
      .set('Cookie', owner.cookie)
      .set('Origin', SITE_ORIGIN)
      .set('Upload-Length', String(3 * 1024 * 1024))
      .set('Upload-Metadata', metadata('avatar'))
      .expect(413);
    expect(response.body).toMatchObject({ code: 'IMAGE_TOO_LARGE', message: 'Image must be less than 2 MB.' });
    const purpose = await request(api.server())
      .post('/api/uploads')
      .set(TUS)
      .set('Cookie', owner.cookie)
      .set('Origin', SITE_ORIGIN)
      .set('Upload-Length', '1000')
      .set('Upload-Metadata', metadata('banner'))
      .expect(400);
    expect(purpose.body).toMatchObject({ code: 'IMAGE_PURPOSE_INVALID' });
    const noLength = await request(api.server())
      .post('/api/uploads')
      .set(TUS)
      .set('Cookie', owner.cookie)
      .set('Origin', SITE_ORIGIN)
      .expect(400);
    expect(noLength.body).toMatchObject({ code: 'UPLOAD_MALFORMED' });
  });

  it('refuses bytes that are not an image when they are complete, and drops the upload', async () => {
    const text = Buffer.from('not an image at all, only words '.repeat(20));
    const path = await create(api.app, owner, text.length);
    const response = await patch(api.app, owner, path, 0, text).expect(400);
    expect(response.body).toMatchObject({ code: 'NOT_AN_IMAGE', message: 'Only image files can be uploaded.' });
    await head(api.app, owner, path).expect(404);
  });

  it("answers 404 for someone else's upload, whatever they do with it, and 401 to a visitor", async () => {
    const path = await create(api.app, owner, photo.length);
    await head(api.app, stranger, path).expect(404);
    const refused = await patch(api.app, stranger, path, 0, photo.subarray(0, 100)).expect(404);
    expect(refused.body).toMatchObject({ code: 'UPLOAD_NOT_FOUND' });
    await request(api.server()).delete(path).set(TUS).set('Cookie', stranger.cookie).set('Origin', SITE_ORIGIN).expect(404);
    await request(api.server())
      .patch(path)
      .set(TUS)
      .set('Origin', SITE_ORIGIN)
      .set('Upload-Offset', '0')
      .set('Content-Type', OCTETS)
      .send(photo.subarray(0, 100))
      .expect(401);
    expect((await head(api.app, owner, path).expect(200)).headers['upload-offset']).toBe('0');
    // Its owner may drop it.
    await request(api.server()).delete(path).set(TUS).set('Cookie', owner.cookie).set('Origin', SITE_ORIGIN).expect(204);
    await head(api.app, owner, path).expect(404);
  });

  it('removes uploads past their lifetime with their parts, once', async () => {
    const path = await create(api.app, owner, photo.length);
    await patch(api.app, owner, path, 0, photo.subarray(0, 1000)).expect(204);
    const job = api.app.get(ResumableUploadsExpiryJob);
    const later = new Date(Date.now() + RESUMABLE_UPLOAD_LIFETIME_MS + 60_000);
    expect(await job.removeExpired(later)).toBeGreaterThanOrEqual(1);
    expect(await job.removeExpired(later)).toBe(0);
    const id = path.split('/').pop();
    const connection = connectionOf(api.app);
    expect(await connection.collection(RESUMABLE_UPLOADS_COLLECTION).countDocuments({ _id: new Types.ObjectId(id) })).toBe(0);
    expect(await connection.collection(RESUMABLE_UPLOAD_PARTS_COLLECTION).countDocuments({ upload: id })).toBe(0);
  });

  it('runs hourly under the job lock: a tick removes an upload started longer ago than the lifetime, and keeps a fresh one', async () => {
    const [old, fresh] = [await create(api.app, owner, photo.length), await create(api.app, owner, photo.length)];
    const idOf = (path: string) => new Types.ObjectId(path.split('/').pop());
    const uploads = connectionOf(api.app).collection(RESUMABLE_UPLOADS_COLLECTION);
    await uploads.updateOne({ _id: idOf(old) }, { $set: { createdAt: new Date(Date.now() - RESUMABLE_UPLOAD_LIFETIME_MS - 60_000) } });
    await api.app.get(ResumableUploadsExpiryJob).tick();
    expect(await uploads.countDocuments({ _id: idOf(old) })).toBe(0);
    expect(await uploads.countDocuments({ _id: idOf(fresh) })).toBe(1);
  });
});

describe('a resumable upload across two API instances', () => {
  let database: TestDatabase;
  let instances: NestExpressApplication[];

  beforeAll(async () => {
    database = await TestDatabase.start();
    instances = [await startApi(database), await startApi(database)];
  });

  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.close()));
    await database.destroy();
  });

  it('is created on one, continued on the other, and finished on the first', async () => {
    const [a, b] = instances as [NestExpressApplication, NestExpressApplication];
    const session = await createSession(a);
    const photo = await noisyJpeg(600 * 1024);
    const path = await create(a, session, photo.length);
    const third = Math.floor(photo.length / 3);
    await patch(b, session, path, 0, photo.subarray(0, third)).expect(204);
    expect((await head(a, session, path).expect(200)).headers['upload-offset']).toBe(String(third));
    // A stale piece sent to the first instance is refused there too.
    await patch(a, session, path, 0, photo.subarray(0, third)).expect(409);
    await patch(b, session, path, third, photo.subarray(third, 2 * third)).expect(204);
    const last = await patch(a, session, path, 2 * third, photo.subarray(2 * third)).expect(204);
    await request(b.getHttpServer())
      .get(last.headers['upload-image-url'] as string)
      .expect(200);
  });
});
