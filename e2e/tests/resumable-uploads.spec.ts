import { expect, test, type Page, type Request } from '@playwright/test';
import { RESUMABLE_UPLOAD_LIMITS } from '../../services/contracts/src/limits';
import { newAccount, signInThroughApi, signUpThroughApi } from '../support/accounts';
import { thumbnails } from '../support/listings';

/**
 * A phone's photo on a weak signal: made smaller in the browser, then sent in resumable tus pieces
 * that carry on from where the server stopped when the connection drops, or when the owner pauses.
 */

const LISTING_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/**
 * A 12-megapixel JPEG of 3 to 5 MB, as a phone camera writes it: light, shapes and sensor noise
 * (noise is what makes a photo's bytes), drawn by the browser itself.
 */
async function phonePhoto(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = new OffscreenCanvas(4032, 3024);
    const context = canvas.getContext('2d')!;
    for (const amplitude of [18, 12, 8, 5]) {
      const sky = context.createLinearGradient(0, 0, 0, canvas.height);
      sky.addColorStop(0, '#7fb3e0');
      sky.addColorStop(0.6, '#f1d9a8');
      sky.addColorStop(1, '#5a7d3a');
      context.fillStyle = sky;
      context.fillRect(0, 0, canvas.width, canvas.height);
      context.fillStyle = '#c4572f';
      context.fillRect(900, 1300, 1400, 1100);
      context.fillStyle = '#2f3b52';
      context.fillRect(1300, 1800, 380, 600);
      const pixels = context.getImageData(0, 0, canvas.width, canvas.height);
      for (let index = 0; index < pixels.data.length; index += 4) {
        const grain = (Math.random() - 0.5) * amplitude;
        pixels.data[index] += grain;
        pixels.data[index + 1] += grain;
        pixels.data[index + 2] += grain;
      }
      context.putImageData(pixels, 0, 0);
      const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.92 });
      if (blob.size < 5 * 1024 * 1024 - 1024) {
        const bytes = new Uint8Array(await blob.arrayBuffer());
        let binary = '';
        for (let start = 0; start < bytes.length; start += 0x8000) binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
        return btoa(binary);
      }
    }
    throw new Error('No photo under 5 MB');
  });
  return Buffer.from(base64, 'base64');
}

interface Piece {
  offset: number;
  bytes: number;
}

/** The PATCHes (their offsets and sizes) and the POST's announced length of the resumable uploads the page makes. */
function watchUploads(page: Page) {
  const pieces: Piece[] = [];
  const lengths: number[] = [];
  const heads: number[] = [];
  page.on('request', (request: Request) => {
    if (!request.url().includes('/api/uploads')) return;
    const headers = request.headers();
    if (request.method() === 'POST') lengths.push(Number(headers['upload-length']));
    if (request.method() === 'HEAD') heads.push(Date.now());
    if (request.method() === 'PATCH')
      pieces.push({ offset: Number(headers['upload-offset']), bytes: request.postDataBuffer()?.length ?? 0 });
  });
  return { pieces, lengths, heads };
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'accepted'));
});

test('a 4 MB photo goes up compressed, survives a dropped connection, and pauses and resumes where it stood', async ({ page, baseURL }) => {
  const account = newAccount('resumer');
  await signUpThroughApi(page.request, baseURL!, account);
  await signInThroughApi(page, baseURL!, account);
  await page.goto('/create-listing');
  const photo = await phonePhoto(page);
  expect(photo.length).toBeGreaterThan(3 * 1024 * 1024);
  expect(photo.length).toBeLessThan(LISTING_IMAGE_MAX_BYTES);
  const watched = watchUploads(page);

  // The signal drops once, as the second piece goes out.
  let cut = false;
  await page.route('**/api/uploads/*', async (route) => {
    const offset = Number(route.request().headers()['upload-offset']);
    if (route.request().method() === 'PATCH' && offset > 0 && !cut) {
      cut = true;
      await route.abort('connectionreset');
      return;
    }
    await route.continue();
  });
  const started = Date.now();
  await page.getByLabel('Images', { exact: true }).setInputFiles({ name: 'front.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(thumbnails(page)).toHaveCount(1, { timeout: 30_000 });
  const seconds = (Date.now() - started) / 1000;

  // Compressed: about a quarter of the photo, at most about 1 MB, in pieces.
  const [length] = watched.lengths;
  expect(watched.lengths).toHaveLength(1);
  expect(length).toBeLessThanOrEqual(RESUMABLE_UPLOAD_LIMITS.compressedMaxBytes);
  expect(length).toBeGreaterThan(RESUMABLE_UPLOAD_LIMITS.fromBytes);
  // After the cut the upload asked where to resume, and carried on from the cut piece's offset, never from 0.
  const cutAt = watched.pieces.findIndex(({ offset }) => offset > 0);
  const after = watched.pieces.slice(cutAt + 1);
  expect(cut).toBe(true);
  expect(watched.heads.length).toBeGreaterThanOrEqual(1);
  expect(after[0]?.offset).toBe(watched.pieces[cutAt]!.offset);
  expect(after.every(({ offset }) => offset > 0)).toBe(true);
  const sent = watched.pieces.reduce((sum, { bytes }) => sum + bytes, 0);
  test.info().annotations.push({
    type: 'figures',
    description: `photo ${photo.length} B, announced ${length} B, PATCH bodies ${sent} B (the cut piece included), ${seconds.toFixed(1)} s`,
  });

  // Pause holds the upload where it is; Resume carries on from there.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let holding = false;
  await page.unroute('**/api/uploads/*');
  await page.route('**/api/uploads/*', async (route) => {
    const offset = Number(route.request().headers()['upload-offset']);
    if (route.request().method() === 'PATCH' && offset > 0 && !holding) {
      holding = true;
      await held;
      // Paused meanwhile: the browser dropped the request.
      await route.abort('aborted').catch(() => undefined);
      return;
    }
    await route.continue();
  });
  const before = watched.pieces.length;
  await page.getByLabel('Images', { exact: true }).setInputFiles({ name: 'kitchen.jpg', mimeType: 'image/jpeg', buffer: photo });
  const pause = page.getByRole('button', { name: 'Pause uploading kitchen.jpg' });
  await expect.poll(() => holding).toBe(true);
  await pause.click();
  await expect(page.getByText(/^Paused at \d+%$/)).toBeVisible();
  release();
  const pausedAt = watched.pieces.length;
  await page.getByRole('button', { name: 'Resume uploading kitchen.jpg' }).click();
  await expect(thumbnails(page)).toHaveCount(2, { timeout: 30_000 });
  const resumed = watched.pieces.slice(pausedAt);
  expect(watched.pieces.slice(before, pausedAt).map(({ offset }) => offset)).toEqual([0, RESUMABLE_UPLOAD_LIMITS.chunkBytes]);
  expect(resumed[0]?.offset).toBe(RESUMABLE_UPLOAD_LIMITS.chunkBytes);
});
