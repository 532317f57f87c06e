import { type Page, type Request } from '@playwright/test';
import { expect, test } from '../support/test';
import { RESUMABLE_UPLOAD_LIMITS } from '../../services/contracts/src/limits';
import { newAccount, signInThroughApi, signUpThroughApi } from '../support/accounts';
import { thumbnails } from '../support/listings';

/**
 * A phone's photo on a weak signal: made smaller in the browser, then sent in resumable tus pieces
 * that carry on from where the server stopped when the connection drops, or when the owner pauses.
 */

const LISTING_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/**
 * A 12-megapixel JPEG of 3 to 4.4 MB, as a phone camera writes it, drawn by the browser itself:
 * light and shapes, texture a few pixels across (detail that survives being made smaller, as a
 * photo's does) and sensor noise (which does not, but takes bytes in the original).
 */
async function phonePhoto(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const grain = (context: OffscreenCanvasRenderingContext2D, amplitude: number) => {
      const pixels = context.getImageData(0, 0, context.canvas.width, context.canvas.height);
      for (let index = 0; index < pixels.data.length; index += 4) {
        for (let channel = 0; channel < 3; channel += 1) pixels.data[index + channel] += (Math.random() - 0.5) * amplitude;
      }
      context.putImageData(pixels, 0, 0);
    };
    const scene = new OffscreenCanvas(1344, 1008);
    const sceneContext = scene.getContext('2d')!;
    const sky = sceneContext.createLinearGradient(0, 0, 0, scene.height);
    sky.addColorStop(0, '#7fb3e0');
    sky.addColorStop(0.6, '#f1d9a8');
    sky.addColorStop(1, '#5a7d3a');
    sceneContext.fillStyle = sky;
    sceneContext.fillRect(0, 0, scene.width, scene.height);
    sceneContext.fillStyle = '#c4572f';
    sceneContext.fillRect(300, 430, 470, 370);
    sceneContext.fillStyle = '#2f3b52';
    sceneContext.fillRect(430, 600, 130, 200);
    grain(sceneContext, 70);
    const photo = new OffscreenCanvas(4032, 3024);
    const context = photo.getContext('2d')!;
    for (const amplitude of [16, 10, 6, 3, 0]) {
      context.drawImage(scene, 0, 0, photo.width, photo.height);
      grain(context, amplitude);
      const blob = await photo.convertToBlob({ type: 'image/jpeg', quality: 0.92 });
      // About 4 MB, as a phone's 12-megapixel photo.
      if (blob.size < 4.4 * 1024 * 1024) {
        const bytes = new Uint8Array(await blob.arrayBuffer());
        let binary = '';
        for (let start = 0; start < bytes.length; start += 0x8000) binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
        return btoa(binary);
      }
    }
    throw new Error('No photo under 4.4 MB');
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

// Drawing and encoding a 12-megapixel photo in the page takes a few seconds on a loaded machine.
test.describe.configure({ timeout: 60_000 });

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
