import sharp from 'sharp';

/**
 * A photo-like JPEG drawn from a number: a two-colour gradient with shapes placed by it, so
 * different numbers give different pictures and the same number the same one (duplicate photos
 * are found by what a picture looks like, not by its bytes).
 */
export async function scenePhoto(scene: number, width = 1200, height = 900): Promise<Buffer> {
  const at = (step: number, range: number) => Math.round(((((scene + 1) * 7919 * (step + 3)) % 997) / 997) * range);
  const hue = (step: number) => `hsl(${at(step, 360)}, 60%, ${30 + at(step + 1, 40)}%)`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="${(at(1, 10) / 10).toFixed(1)}">
      <stop offset="0" stop-color="${hue(2)}"/><stop offset="1" stop-color="${hue(4)}"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${at(6, width)}" cy="${at(7, height)}" r="${80 + at(8, 200)}" fill="${hue(9)}"/>
    <rect x="${at(10, width * 0.7)}" y="${at(11, height * 0.7)}" width="${150 + at(12, 300)}" height="${100 + at(13, 300)}" fill="${hue(14)}"/>
    <polygon points="0,${height} ${at(15, width)},${at(16, height / 2)} ${width},${height}" fill="${hue(17)}" opacity="0.7"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 88 }).toBuffer();
}

/** The photo mirrored left to right. */
export function mirrored(photo: Buffer): Promise<Buffer> {
  return sharp(photo).flop().jpeg({ quality: 88 }).toBuffer();
}

/** The photo as a re-save elsewhere makes it: smaller and recompressed. */
export function recompressed(photo: Buffer): Promise<Buffer> {
  return sharp(photo).resize(800).jpeg({ quality: 60 }).toBuffer();
}
