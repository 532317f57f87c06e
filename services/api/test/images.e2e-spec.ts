import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import request from 'supertest';
import { IMAGE_CACHE_CONTROL } from '../src/media/media.controller';
import { imageUrl, MediaService } from '../src/media/media.service';
import { useTestApi } from './support/harness';

/** Collects a binary response body as a Buffer. */
function binary(response: request.Response, callback: (error: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => callback(null, Buffer.concat(chunks)));
}

describe('images from GridFS', () => {
  const api = useTestApi();
  let media: MediaService;

  beforeAll(() => {
    media = api.app.get(MediaService);
  });

  it('serves a stored image with its type, length and a long-lived cache', async () => {
    const webp = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3f8f5a' } })
      .webp()
      .toBuffer();
    const id = await media.storeImage(webp, 'image/webp', { owner: 'e2e' });
    const response = await request(api.server()).get(imageUrl(id)).buffer(true).parse(binary).expect(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe(IMAGE_CACHE_CONTROL);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-length']).toBe(String(webp.length));
    expect(response.headers.etag).toBe(`"${id.toString()}"`);
    expect(Buffer.compare(response.body as Buffer, webp)).toBe(0);
  });

  it('answers a revalidation with 304', async () => {
    const id = await media.storeImage(Buffer.from('GIF89a'), 'image/gif');
    await request(api.server()).get(imageUrl(id)).set('If-None-Match', `"${id.toString()}"`).expect(304);
  });

  it('keeps a multi-chunk image intact (GridFS chunks are 255 KB)', async () => {
    const big = randomBytes(1024 * 1024 + 12_345);
    const id = await media.storeImage(big, 'image/jpeg');
    const response = await request(api.server()).get(imageUrl(id)).buffer(true).parse(binary).expect(200);
    expect((response.body as Buffer).length).toBe(big.length);
    expect(Buffer.compare(response.body as Buffer, big)).toBe(0);
  });

  it('answers a malformed id with 400 and a missing one with 404', async () => {
    const malformed = await request(api.server()).get('/api/images/not-an-id').expect(400);
    expect(malformed.body).toEqual({ success: false, statusCode: 400, code: 'INVALID_ID', message: 'Invalid image id' });
    const missing = await request(api.server()).get('/api/images/0123456789abcdef01234567').expect(404);
    expect(missing.body).toEqual({ success: false, statusCode: 404, code: 'IMAGE_NOT_FOUND', message: 'Image not found' });
  });

  it('gives images unguessable ids: no timestamp of now, no shared prefix, no counter', async () => {
    const ids = [];
    for (let n = 0; n < 20; n += 1) ids.push(await media.storeImage(Buffer.from(`image ${n}`), 'image/webp', { owner: 'e2e' }));
    const hex = ids.map((id) => id.toHexString());
    // A default ObjectId starts with the time in seconds and ends with a counter.
    const hour = 3600 * 1000;
    expect(ids.filter((id) => Math.abs(id.getTimestamp().getTime() - Date.now()) < hour)).toEqual([]);
    expect(new Set(hex.map((id) => id.slice(0, 8))).size).toBe(ids.length);
    const counters = hex.map((id) => parseInt(id.slice(18), 16));
    expect(counters.slice(1).filter((counter, n) => counter === counters[n]! + 1)).toEqual([]);
    // And each still serves.
    await request(api.server()).get(imageUrl(ids[0]!)).expect(200);
  });

  it('forgets a deleted image', async () => {
    const id = await media.storeImage(Buffer.from('bytes'), 'image/png');
    expect(await media.deleteImages([id])).toBe(1);
    await request(api.server()).get(imageUrl(id)).expect(404);
    expect(await media.deleteImages([id])).toBe(0);
  });
});
