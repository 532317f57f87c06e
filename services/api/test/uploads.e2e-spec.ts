import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Connection } from 'mongoose';
import { Types } from 'mongoose';
import sharp from 'sharp';
import request from 'supertest';
import { UPLOAD_NOT_MULTIPART_MESSAGE } from '../src/media/upload-errors.interceptor';
import { OrphanImagesJob } from '../src/media/orphan-images.job';
import { imageUrl, MediaService } from '../src/media/media.service';
import { asUser, createSession, type Session } from './support/accounts';
import { connectionOf, useTestApi } from './support/harness';
import { slotsTaken, slowUpload } from './support/slow-upload';

/** Collects a binary response body as a Buffer. */
function binary(response: request.Response, callback: (error: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => callback(null, Buffer.concat(chunks)));
}

/** A PNG of random pixels (incompressible) of about the given size. */
async function noisyPng(bytes: number): Promise<Buffer> {
  const side = Math.ceil(Math.sqrt(bytes / 3));
  return sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

describe('image upload (POST /api/images)', () => {
  const api = useTestApi();
  let connection: Connection;
  let media: MediaService;
  let user: Session;

  beforeAll(async () => {
    connection = connectionOf(api.app);
    media = api.app.get(MediaService);
    user = await createSession(api.app);
  });

  const upload = (purpose = 'avatar') => asUser(api.app, user).post(`/api/images?purpose=${purpose}`);

  it('takes a good PNG as an avatar and serves it back as a 256×256 WebP', async () => {
    const png = await sharp({ create: { width: 640, height: 480, channels: 4, background: '#264653' } })
      .png()
      .toBuffer();
    const response = await upload().attach('image', png, 'me.png').expect(201);
    expect(response.body).toEqual({ success: true, url: expect.stringMatching(/^\/api\/images\/[0-9a-f]{24}$/) });
    const served = await request(api.server()).get(response.body.url).buffer(true).parse(binary).expect(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(served.body as Buffer).metadata()).toMatchObject({ format: 'webp', width: 256, height: 256 });
    const stored = await media.findImage(new Types.ObjectId(response.body.url.split('/').pop()));
    expect(stored).toMatchObject({ owner: user.user._id, purpose: 'avatar', contentType: 'image/webp' });
  });

  it('judges by content: a text file named .png is refused, a JPEG named .txt is taken', async () => {
    const text = await upload()
      .attach('image', Buffer.from('definitely not an image'), { filename: 'cat.png', contentType: 'image/png' })
      .expect(400);
    expect(text.body).toEqual({ success: false, statusCode: 400, code: 'NOT_AN_IMAGE', message: 'Only image files can be uploaded.' });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><script>alert(1)</script></svg>');
    await upload().attach('image', svg, { filename: 'x.svg', contentType: 'image/svg+xml' }).expect(400);
    const jpeg = await sharp({ create: { width: 50, height: 50, channels: 3, background: '#f4a261' } })
      .jpeg()
      .toBuffer();
    await upload().attach('image', jpeg, { filename: 'notes.txt', contentType: 'text/plain' }).expect(201);
  });

  it('refuses an avatar over 2 MB with 413 and the limit', async () => {
    const big = await noisyPng(2.2 * 1024 * 1024);
    expect(big.length).toBeGreaterThan(2 * 1024 * 1024);
    const response = await upload().attach('image', big, 'big.png').expect(413);
    expect(response.body).toEqual({ success: false, statusCode: 413, code: 'IMAGE_TOO_LARGE', message: 'Image must be less than 2 MB.' });
    // The same file is fine as a listing image (5 MB).
    const listing = await upload('listing').attach('image', big, 'big.png').expect(201);
    const stored = await media.findImage(new Types.ObjectId(listing.body.url.split('/').pop()));
    expect(stored).toMatchObject({ purpose: 'listing', contentType: 'image/webp' });
  });

  it('refuses anything over 5 MB while it streams, with the limit of the purpose asked for', async () => {
    const huge = randomBytes(5 * 1024 * 1024 + 10);
    expect((await upload('listing').attach('image', huge, 'huge.png').expect(413)).body.message).toBe('Image must be less than 5 MB.');
    expect((await upload('avatar').attach('image', huge, 'huge.png').expect(413)).body.message).toBe('Image must be less than 2 MB.');
  });

  it('asks for a file, a known purpose, and a signed-in user', async () => {
    const missing = { code: 'IMAGE_MISSING', message: 'Choose an image to upload.' };
    expect((await upload().expect(400)).body).toMatchObject(missing);
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect((await upload().attach('picture', png, 'x.png').expect(400)).body).toMatchObject(missing);
    expect((await upload('banner').attach('image', png, 'x.png').expect(400)).body).toMatchObject({
      code: 'IMAGE_PURPOSE_INVALID',
      message: 'purpose must be avatar or listing.',
    });
    const signedOut = await request(api.server()).post('/api/images?purpose=avatar').attach('image', png, 'x.png').expect(401);
    expect(signedOut.body).toMatchObject({ code: 'SIGN_IN_REQUIRED', message: 'Token missing' });
  });

  it("names the form parser's refusals by a code of their own: a broken form, too many parts, not form-data", async () => {
    const noBoundary = await upload().set('Content-Type', 'multipart/form-data').send('--x\r\n').expect(400);
    expect(noBoundary.body).toMatchObject({ success: false, statusCode: 400, code: 'UPLOAD_MALFORMED', message: expect.any(String) });
    let manyParts = upload();
    for (let part = 0; part < 6; part += 1) manyParts = manyParts.field(`note${part}`, 'x');
    expect((await manyParts.expect(400)).body).toMatchObject({ code: 'UPLOAD_MALFORMED' });
    const mixed = await upload().set('Content-Type', 'multipart/mixed; boundary=x').send('--x--\r\n').expect(415);
    expect(mixed.body).toEqual({ success: false, statusCode: 415, code: 'UPLOAD_NOT_MULTIPART', message: UPLOAD_NOT_MULTIPART_MESSAGE });
  });

  it('removes uploads older than a day that nothing refers to, and nothing else', async () => {
    const job = api.app.get(OrphanImagesJob);
    const store = (purpose?: string) =>
      media.storeImage(Buffer.from('x'), 'image/webp', purpose ? { owner: user.user._id, purpose } : { owner: 'seed' });
    const [usedAvatar, usedListingImage, orphanAvatar, orphanListingImage, recentOrphan, seedImage] = await Promise.all([
      store('avatar'),
      store('listing'),
      store('avatar'),
      store('listing'),
      store('avatar'),
      store(),
    ]);
    await connection.collection('users').updateOne({ email: user.email }, { $set: { avatar: imageUrl(usedAvatar) } });
    await connection.collection('listings').insertOne({
      name: 'A listing with an image',
      imageUrls: ['/api/images/0123456789abcdef01234567', imageUrl(usedListingImage)],
      userRef: new Types.ObjectId(user.user._id),
    });
    const files = connection.collection('images.files');
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 3600 * 1000);
    await files.updateMany(
      { _id: { $in: [usedAvatar, usedListingImage, orphanAvatar, orphanListingImage, seedImage] } },
      { $set: { uploadDate: twoDaysAgo } },
    );

    const removed = await job.removeOrphans();
    expect(removed).toBeGreaterThanOrEqual(2);
    expect(await media.findImage(orphanAvatar)).toBeNull();
    expect(await media.findImage(orphanListingImage)).toBeNull();
    for (const kept of [usedAvatar, usedListingImage, recentOrphan, seedImage]) expect(await media.findImage(kept)).not.toBeNull();
    // Its chunks went with it.
    expect(await connection.collection('images.chunks').countDocuments({ files_id: orphanAvatar })).toBe(0);
  });
});

describe('uploads under way at once', () => {
  const api = useTestApi();

  it('refuses a third upload at once with 429 while two of the same user are under way; others are not held up', async () => {
    const server = api.server();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const owner = await createSession(api.app);
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a9d8f' } })
      .png()
      .toBuffer();
    const first = slowUpload(port, owner, png);
    const second = slowUpload(port, owner, png);
    // Once both hold their slots, a third is refused at once, with nothing read.
    await slotsTaken(connectionOf(api.app), 2, [first, second]);
    const third = await asUser(api.app, owner).post('/api/images?purpose=listing').attach('image', png, 'room.png').expect(429);
    expect(third.body).toEqual({
      success: false,
      statusCode: 429,
      code: 'UPLOADS_IN_FLIGHT',
      message: 'Two of your images are still uploading. Please wait until they finish, then try again.',
    });
    // Another user is not held up.
    await asUser(api.app, await createSession(api.app))
      .post('/api/images?purpose=listing')
      .attach('image', png, 'room.png')
      .expect(201);
    expect(await Promise.all([first.finish(), second.finish()])).toEqual([201, 201]);
    // Both done: the user may upload again.
    await asUser(api.app, owner).post('/api/images?purpose=listing').attach('image', png, 'room.png').expect(201);
  });
});

describe('upload quota per user', () => {
  const api = useTestApi({ UPLOAD_QUOTA_IMAGES: '3', UPLOAD_QUOTA_BYTES: '1mb' });
  let media: MediaService;

  beforeAll(() => {
    media = api.app.get(MediaService);
  });

  const smallPng = () =>
    sharp({ create: { width: 32, height: 32, channels: 3, background: '#e76f51' } })
      .png()
      .toBuffer();
  const upload = (session: Session) => asUser(api.app, session).post('/api/images?purpose=listing');
  const quotaReached = {
    success: false,
    statusCode: 409,
    code: 'UPLOAD_QUOTA_REACHED',
    message: 'You have reached your upload limit. Delete some photos first.',
  };

  it('refuses an image past the count with 409, for that user only, until one is deleted', async () => {
    const owner = await createSession(api.app);
    const png = await smallPng();
    const urls: string[] = [];
    for (let n = 0; n < 3; n += 1) urls.push((await upload(owner).attach('image', png, 'room.png').expect(201)).body.url);
    expect((await upload(owner).attach('image', png, 'room.png').expect(409)).body).toEqual(quotaReached);
    // Someone else's quota is their own.
    await upload(await createSession(api.app))
      .attach('image', png, 'room.png')
      .expect(201);

    await media.deleteImages([new Types.ObjectId(urls[0]!.split('/').pop())]);
    await upload(owner).attach('image', png, 'room.png').expect(201);
  });

  it('counts the bytes stored, as re-encoded', async () => {
    const owner = await createSession(api.app);
    const png = await smallPng();
    // 1 MB less 16 bytes already stored: even the smallest WebP does not fit.
    await media.storeImage(randomBytes(1024 * 1024 - 16), 'image/webp', { owner: owner.user._id, purpose: 'listing' });
    expect((await upload(owner).attach('image', png, 'room.png').expect(409)).body).toEqual(quotaReached);
    expect(await media.usageOf(owner.user._id)).toEqual({ images: 1, bytes: 1024 * 1024 - 16 });
    // Found by index on a real MongoDB.
    const indexes = await connectionOf(api.app).collection('images.files').listIndexes().toArray();
    expect(indexes.map((index) => index.key)).toContainEqual({ 'metadata.owner': 1 });
  });

  it('lets only as many parallel uploads through as the quota has room for', async () => {
    const owner = await createSession(api.app);
    const png = await smallPng();
    await upload(owner).attach('image', png, 'room.png').expect(201);
    const statuses = await Promise.all(
      Array.from({ length: 5 }, () =>
        upload(owner)
          .attach('image', png, 'room.png')
          .then((response) => response.status),
      ),
    );
    // Two are stored; the others are refused by the quota, or at once when two are under way.
    expect(statuses.filter((status) => status === 201)).toHaveLength(2);
    expect(statuses.every((status) => [201, 409, 429].includes(status))).toBe(true);
    expect((await media.usageOf(owner.user._id)).images).toBe(3);
  });

  it('checks the room left before decoding: a file larger than the room is refused without being read as an image', async () => {
    const owner = await createSession(api.app);
    await media.storeImage(randomBytes(1024 * 1024 - 100 * 1024), 'image/webp', { owner: owner.user._id, purpose: 'listing' });
    // Not an image at all: decoding it would say so (400); the quota speaks first.
    const response = await upload(owner)
      .attach('image', randomBytes(200 * 1024), 'room.jpg')
      .expect(409);
    expect(response.body).toEqual(quotaReached);
  });
});
