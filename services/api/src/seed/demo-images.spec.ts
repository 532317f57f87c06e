import { LISTING_TYPES } from '@nivasa/contracts/listing-types';
import sharp from 'sharp';
import { DEMO_IMAGE_HEIGHT, DEMO_IMAGE_WIDTH, demoImageSvg, renderDemoImage, scenesFor } from './demo-images';

/** The budget for a card image. */
const CARD_IMAGE_MAX_BYTES = 60 * 1024;

describe('demo images', () => {
  it.each(LISTING_TYPES)('renders a small 800x533 WebP for %s', async (type) => {
    for (const scene of scenesFor(type, 3)) {
      const image = await renderDemoImage(type, scene, 'spec');
      const meta = await sharp(image).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: DEMO_IMAGE_WIDTH, height: DEMO_IMAGE_HEIGHT });
      expect(image.length).toBeLessThan(CARD_IMAGE_MAX_BYTES);
    }
  });

  it('draws the same picture for the same seed and another for another seed', () => {
    expect(demoImageSvg('bungalow', 'exterior', 'a')).toBe(demoImageSvg('bungalow', 'exterior', 'a'));
    expect(demoImageSvg('bungalow', 'exterior', 'a')).not.toBe(demoImageSvg('bungalow', 'exterior', 'b'));
  });

  it('shows rooms from inside first and buildings from outside first', () => {
    expect(scenesFor('singleroom', 2)).toEqual(['interior', 'exterior']);
    expect(scenesFor('apartment', 1)).toEqual(['exterior']);
    expect(scenesFor('hotel', 9)).toHaveLength(3);
  });
});
