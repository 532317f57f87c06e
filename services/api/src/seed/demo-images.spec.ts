import { IMAGE_SIZES } from '@nivasa/contracts/api';
import { LISTING_TYPES } from '@nivasa/contracts/listing-types';
import sharp from 'sharp';
import { CARD_IMAGE_MAX_BYTES } from '../media/image-processing';
import { DEMO_LISTINGS } from './demo-data';
import { DEMO_IMAGE_HEIGHT, DEMO_IMAGE_WIDTH, demoImageSvg, renderDemoImage, scenesFor } from './demo-images';

/** The picture drawn small (48x32), as grey levels: enough to tell two pictures apart at a glance. */
async function thumbnail(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg), { density: 8 }).resize(48, 32, { fit: 'fill' }).removeAlpha().greyscale().raw().toBuffer();
}

/** Mean difference of two thumbnails' pixels, 0 to 255. */
function difference(a: Buffer, b: Buffer): number {
  let sum = 0;
  for (let n = 0; n < a.length; n += 1) sum += Math.abs(a[n]! - b[n]!);
  return sum / a.length;
}

/** Mean of each colour channel of a cover, to tell palettes apart. */
async function meanColour(svg: string): Promise<number[]> {
  const { channels } = await sharp(Buffer.from(svg), { density: 8 }).removeAlpha().stats();
  return channels.map((channel) => channel.mean);
}

describe('demo images', () => {
  // One scene per type, taking turns, so every type and every scene is drawn once at least.
  const drawn = LISTING_TYPES.map((type, index) => [type, (['exterior', 'interior', 'surroundings'] as const)[index % 3]] as const);

  it.each(drawn)(
    'renders %s (%s) in the sizes of an upload: full as drawn, and a card within 60 KB',
    async (type, scene) => {
      const image = await renderDemoImage(type, scene, 'spec');
      expect(image).toMatchObject({ width: DEMO_IMAGE_WIDTH, height: DEMO_IMAGE_HEIGHT });
      expect(await sharp(image.data).metadata()).toMatchObject({ format: 'webp', width: DEMO_IMAGE_WIDTH, height: DEMO_IMAGE_HEIGHT });
      // Drawn at the detail width, so the full size is the detail size; the card is its own.
      expect(DEMO_IMAGE_WIDTH).toBe(IMAGE_SIZES.detail);
      expect(image.smaller.detail).toBeUndefined();
      const card = image.smaller.card!;
      expect(await sharp(card.data).metadata()).toMatchObject({ format: 'webp', width: IMAGE_SIZES.card, channels: 3 });
      expect(card.data.length).toBeLessThanOrEqual(CARD_IMAGE_MAX_BYTES);
    },
    20_000,
  );

  it('draws the same picture for the same seed and another for another seed', async () => {
    expect(demoImageSvg('bungalow', 'exterior', 'a')).toBe(demoImageSvg('bungalow', 'exterior', 'a'));
    expect(demoImageSvg('bungalow', 'exterior', 'a')).not.toBe(demoImageSvg('bungalow', 'exterior', 'b'));
    const [first, again] = [await renderDemoImage('annex', 'interior', '3'), await renderDemoImage('annex', 'interior', '3')];
    expect(Buffer.compare(first.smaller.card!.data, again.smaller.card!.data)).toBe(0);
  }, 20_000);

  it("gives every demo listing a cover that looks unlike every other listing's", async () => {
    const covers = await Promise.all(
      DEMO_LISTINGS.map((listing, index) => thumbnail(demoImageSvg(listing.type, scenesFor(listing.type, listing.images)[0]!, `${index}`))),
    );
    let closest = Infinity;
    for (let a = 0; a < covers.length; a += 1) {
      for (let b = a + 1; b < covers.length; b += 1) closest = Math.min(closest, difference(covers[a]!, covers[b]!));
    }
    // Two draws of one scene with shifted framing, another sky and other plants differ by far more than noise.
    expect(closest).toBeGreaterThan(8);
  });

  it('varies the palette with the seed within one type', async () => {
    const colours = await Promise.all(['1', '2', '3', '4'].map((seed) => meanColour(demoImageSvg('apartment', 'exterior', seed))));
    const keys = new Set(colours.map((channels) => channels.map((mean) => Math.round(mean / 4)).join(',')));
    expect(keys.size).toBe(4);
  });

  it('shows rooms from inside first and buildings from outside first', () => {
    expect(scenesFor('singleroom', 2)).toEqual(['interior', 'exterior']);
    expect(scenesFor('apartment', 1)).toEqual(['exterior']);
    expect(scenesFor('hotel', 9)).toHaveLength(3);
  });
});
