import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { CARD_IMAGE_MAX_BYTES, detectImageFormat, processImage } from './image-processing';

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

  it('makes a listing image its full, detail and card widths as WebP, each made from the source', async () => {
    const processed = await processImage(await solid(4000, 3000).jpeg().toBuffer(), 'listing');
    expect(processed).toMatchObject({ contentType: 'image/webp', width: 1920, height: 1440, sourceFormat: 'jpeg' });
    expect(processed!.smaller.detail).toMatchObject({ width: 1280, height: 960 });
    expect(processed!.smaller.card).toMatchObject({ width: 720, height: 540 });
    for (const size of [processed!, processed!.smaller.detail!, processed!.smaller.card!]) {
      expect(await sharp(size.data).metadata()).toMatchObject({ format: 'webp', width: size.width, height: size.height });
    }
  });

  it('never enlarges: a small image is only its own size, a middling one has no detail size', async () => {
    const small = await processImage(await solid(300, 200).jpeg().toBuffer(), 'listing');
    expect(small).toMatchObject({ width: 300, height: 200, smaller: {} });
    const middling = await processImage(await solid(1000, 800).png().toBuffer(), 'listing');
    expect(middling).toMatchObject({ width: 1000, height: 800 });
    expect(Object.keys(middling!.smaller)).toEqual(['card']);
  });

  it('turns a phone photo upright by its EXIF orientation before dropping the EXIF', async () => {
    const sideways = await solid(800, 400).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const processed = await processImage(sideways, 'listing');
    expect(processed).toMatchObject({ width: 400, height: 800 });
    expect((await sharp(processed!.data).metadata()).orientation).toBeUndefined();
  });

  it('keeps a very tall image within twice its width', async () => {
    const tower = await processImage(await solid(1000, 6000).png().toBuffer(), 'listing');
    expect(tower).toMatchObject({ width: 640, height: 3840 });
  });

  it('fits the card within 60 KB even for a picture of pure noise, lowering quality first', async () => {
    const noise = await sharp(randomBytes(2400 * 1800 * 3), { raw: { width: 2400, height: 1800, channels: 3 } })
      .jpeg({ quality: 95 })
      .toBuffer();
    const processed = await processImage(noise, 'listing');
    const card = processed!.smaller.card!;
    expect(card.data.length).toBeLessThanOrEqual(CARD_IMAGE_MAX_BYTES);
    expect(card.width).toBeLessThanOrEqual(720);
    expect(card.width).toBeGreaterThan(300);
  });

  it('turns a CMYK JPEG into sRGB colours', async () => {
    const cmyk = await solid(800, 600).toColourspace('cmyk').jpeg().toBuffer();
    expect((await sharp(cmyk).metadata()).space).toBe('cmyk');
    const processed = await processImage(cmyk, 'listing');
    const card = await sharp(processed!.smaller.card!.data).raw().toBuffer({ resolveWithObject: true });
    const expected = await sharp(cmyk).toColourspace('srgb').raw().toBuffer();
    // Three channels of the same colour as libvips' own conversion, within WebP's rounding (read as RGBA, they would be far off).
    expect(card.info.channels).toBe(3);
    for (const channel of [0, 1, 2]) expect(Math.abs(card.data[channel]! - expected[channel]!)).toBeLessThan(6);
  });

  it('drops EXIF with a GPS position, XMP, the ICC profile and comments from every size', async () => {
    const tagged = await solid(2000, 1500)
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret place' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '6/1 55/1 0/1' } })
      .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></x:xmpmeta>')
      .withIccProfile('p3')
      .toBuffer();
    expect(await sharp(tagged).metadata()).toMatchObject({ exif: expect.any(Buffer), xmp: expect.any(Buffer), icc: expect.any(Buffer) });
    const processed = await processImage(tagged, 'listing');
    for (const size of [processed!, processed!.smaller.detail!, processed!.smaller.card!]) {
      const metadata = await sharp(size.data).metadata();
      expect(metadata).not.toHaveProperty('exif');
      expect(metadata).not.toHaveProperty('xmp');
      expect(metadata).not.toHaveProperty('icc');
      expect(metadata).not.toHaveProperty('comments');
    }
  });

  it('refuses a file whose header is an image but whose body is not', async () => {
    const png = await solid(400, 400).png({ compressionLevel: 0 }).toBuffer();
    const corrupt = Buffer.concat([png.subarray(0, 100), Buffer.alloc(2000, 7)]);
    await expect(processImage(corrupt, 'avatar')).resolves.toBeNull();
  });
});
