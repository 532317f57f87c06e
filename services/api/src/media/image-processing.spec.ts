import sharp from 'sharp';
import { detectImageFormat, processImage } from './image-processing';

const solid = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#2a9d8f' } });

describe('detectImageFormat', () => {
  it.each([
    ['jpeg', () => solid(40, 30).jpeg().toBuffer()],
    ['png', () => solid(40, 30).png().toBuffer()],
    ['webp', () => solid(40, 30).webp().toBuffer()],
    ['gif', () => solid(40, 30).gif().toBuffer()],
    ['avif', () => solid(40, 30).avif().toBuffer()],
  ])('accepts %s by its content', async (format, make) => {
    await expect(detectImageFormat(await make())).resolves.toBe(format);
  });

  it('refuses text, SVG, TIFF and truncated data, whatever they claim to be', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
    const tiff = await solid(10, 10).tiff().toBuffer();
    const png = await solid(40, 30).png().toBuffer();
    for (const data of [Buffer.from('just some text'), svg, tiff, png.subarray(0, 20), Buffer.alloc(0)]) {
      await expect(detectImageFormat(data)).resolves.toBeNull();
    }
  });
});

describe('processImage', () => {
  it('makes an avatar a 256×256 WebP, cropping to cover', async () => {
    const processed = await processImage(await solid(800, 400).png().toBuffer(), 'avatar');
    expect(processed).toMatchObject({ contentType: 'image/webp', width: 256, height: 256, sourceFormat: 'png' });
    const metadata = await sharp(processed!.data).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 256, height: 256 });
  });

  it('keeps a listing image within 1600 pixels and never enlarges it', async () => {
    const big = await processImage(await solid(3200, 1000).jpeg().toBuffer(), 'listing');
    expect(big).toMatchObject({ width: 1600, height: 500 });
    const small = await processImage(await solid(300, 200).jpeg().toBuffer(), 'listing');
    expect(small).toMatchObject({ width: 300, height: 200 });
  });

  it('drops EXIF metadata such as a location', async () => {
    const tagged = await solid(64, 64)
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret place' } })
      .toBuffer();
    expect((await sharp(tagged).metadata()).exif).toBeDefined();
    const processed = await processImage(tagged, 'listing');
    expect((await sharp(processed!.data).metadata()).exif).toBeUndefined();
  });

  it('refuses a file whose header is an image but whose body is not', async () => {
    const png = await solid(400, 400).png({ compressionLevel: 0 }).toBuffer();
    const corrupt = Buffer.concat([png.subarray(0, 100), Buffer.alloc(2000, 7)]);
    await expect(processImage(corrupt, 'avatar')).resolves.toBeNull();
  });
});
