import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/**
 * A real PNG of random colours. Noise does not compress, so its size is about width × height × 3
 * bytes whatever the run: big enough to watch an upload's progress on a throttled connection.
 */
export function noisePng(width: number, height: number): Buffer {
  return rgbPng(width, height, randomBytes(width * 3 * height));
}

/**
 * A picture like a photo of a house, drawn from a number (a sky-to-ground gradient, a wall, a
 * roof and a door placed by it), mirrored left to right when asked: the same number gives the
 * same picture, so two owners can upload the same photo.
 */
export function scenePng(scene: number, { width = 480, height = 360, mirrored = false } = {}): Buffer {
  const pixels = Buffer.alloc(width * 3 * height);
  const wallLeft = width * (0.15 + ((scene * 37) % 20) / 100);
  const doorLeft = wallLeft + width * 0.12;
  for (let y = 0; y < height; y += 1) {
    for (let drawnX = 0; drawnX < width; drawnX += 1) {
      const x = mirrored ? width - 1 - drawnX : drawnX;
      const sky = [120 + (y * 100) / height, 170 + (y * 60) / height, 230 - (y * 40) / height];
      const roof = y > height * 0.25 && y < height * 0.45 && Math.abs(x - wallLeft - width * 0.25) < (y - height * 0.25) * 1.6;
      const wall = y >= height * 0.45 && y < height * 0.85 && x > wallLeft && x < wallLeft + width * 0.5;
      const door = wall && y > height * 0.6 && x > doorLeft && x < doorLeft + width * 0.08;
      const ground = y >= height * 0.85;
      const colour = door ? [90, 58, 30] : wall ? [201, 162, 122] : roof ? [143, 45, 31] : ground ? [70, 130 + (scene % 5) * 10, 60] : sky;
      pixels.set(colour.map(Math.round), (y * width + drawnX) * 3);
    }
  }
  return rgbPng(width, height, pixels);
}

/** A PNG of these RGB pixels, row after row. */
function rgbPng(width: number, height: number, pixels: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bits per sample
  header.writeUInt8(2, 9); // truecolour (RGB)
  const rowBytes = width * 3;
  // Each row starts with its filter type, 0 (none).
  const rows = Buffer.alloc((rowBytes + 1) * height);
  for (let y = 0; y < height; y += 1) pixels.copy(rows, y * (rowBytes + 1) + 1, y * rowBytes, (y + 1) * rowBytes);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** How many pixels two screenshots of one size differ in by more than a shade (16 of 255), counted in a browser's canvas. */
export async function pixelsApart(page: Page, one: Buffer, other: Buffer): Promise<number> {
  return page.evaluate(
    async ([first, second]) => {
      const pixelsOf = async (base64: string) => {
        const image = await createImageBitmap(await (await fetch(`data:image/png;base64,${base64}`)).blob());
        const canvas = new OffscreenCanvas(image.width, image.height);
        const context = canvas.getContext('2d')!;
        context.drawImage(image, 0, 0);
        return context.getImageData(0, 0, image.width, image.height);
      };
      const [a, b] = await Promise.all([pixelsOf(first), pixelsOf(second)]);
      if (a.width !== b.width || a.height !== b.height) return Infinity;
      let apart = 0;
      for (let index = 0; index < a.data.length; index += 4) {
        const shade = Math.max(...[0, 1, 2].map((channel) => Math.abs(a.data[index + channel] - b.data[index + channel])));
        if (shade > 16) apart += 1;
      }
      return apart;
    },
    [one.toString('base64'), other.toString('base64')],
  );
}
