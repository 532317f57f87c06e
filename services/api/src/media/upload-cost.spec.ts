import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { processImage } from './image-processing';

/**
 * The security review's worst case: a photo of pure noise, as tall as a listing image may be
 * (1920×3840), compresses so badly that an open-ended search for the card's quality ran 20
 * encodes. Its cost is measured against a normal phone photo in the same run, as CPU time
 * (every libvips thread counted, so other work on the machine does not tilt the ratio).
 */
const WORST_TO_NORMAL_MAX = 3;

/** A 12-megapixel phone photo: smooth light across the frame, some texture, a few hard edges. */
async function normalPhoto(): Promise<Buffer> {
  const [width, height] = [4032, 3024];
  const texture = await sharp(randomBytes((width / 4) * (height / 4) * 3), { raw: { width: width / 4, height: height / 4, channels: 3 } })
    .blur(1.5)
    .resize(width, height)
    .png({ compressionLevel: 0 })
    .toBuffer();
  const shapes = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      '<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7fb4e6"/><stop offset="1" stop-color="#f2e6c9"/></linearGradient></defs>' +
      `<rect width="${width}" height="${height}" fill="url(#sky)"/>` +
      `<rect x="600" y="1200" width="2400" height="1500" fill="#c9a27a"/><rect x="1500" y="1900" width="500" height="800" fill="#5b3a1e"/>` +
      `<polygon points="400,1250 1800,500 3200,1250" fill="#8f2d1f"/></svg>`,
  );
  return sharp(shapes)
    .composite([{ input: texture, blend: 'soft-light' }])
    .jpeg({ quality: 88 })
    .toBuffer();
}

async function worstCasePhoto(): Promise<Buffer> {
  const [width, height] = [1920, 3840];
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 40 })
    .toBuffer();
}

/** CPU milliseconds one listing upload's processing takes: the median of three runs. */
async function processingCost(photo: Buffer): Promise<number> {
  const runs: number[] = [];
  for (let run = 0; run < 3; run += 1) {
    const before = process.cpuUsage();
    const processed = await processImage(photo, 'listing');
    const used = process.cpuUsage(before);
    expect(processed).not.toBeNull();
    runs.push((used.user + used.system) / 1000);
  }
  return runs.sort((a, b) => a - b)[1]!;
}

describe('the work one listing upload costs', () => {
  jest.setTimeout(120_000);

  it('is at most three times a normal photo for a worst-case photo of noise, measured in the same run', async () => {
    const [normal, worst] = [await normalPhoto(), await worstCasePhoto()];
    await processImage(normal, 'listing'); // warm-up: libvips loads its codecs once
    const normalCost = await processingCost(normal);
    const worstCost = await processingCost(worst);
    const figures = `normal photo ${(normal.length / 1e6).toFixed(1)} MB: ${normalCost.toFixed(0)} ms CPU; worst case ${(worst.length / 1e6).toFixed(1)} MB: ${worstCost.toFixed(0)} ms CPU; ratio ${(worstCost / normalCost).toFixed(2)}`;
    console.log(figures);
    expect(worstCost / normalCost).toBeLessThanOrEqual(WORST_TO_NORMAL_MAX);
  });
});
