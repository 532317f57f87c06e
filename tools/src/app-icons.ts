/**
 * Writes the installed app's icons (shell/public/icons/*.png, committed) from the one SVG in
 * build-plugins/app-icon.ts. Run again after changing the icon: `npx tsx tools/src/app-icons.ts`.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { APP_ICONS, appIconSvg } from './build-plugins/app-icon';

async function main(): Promise<void> {
  const dir = join(__dirname, '..', '..', 'shell', 'public', 'icons');
  await mkdir(dir, { recursive: true });
  for (const icon of APP_ICONS) {
    const size = Number(icon.sizes.split('x')[0]);
    const svg = Buffer.from(appIconSvg({ maskable: icon.purpose === 'maskable' }));
    await sharp(svg, { density: (72 * size) / 32 })
      .resize(size, size)
      .png({ compressionLevel: 9 })
      .toFile(join(dir, icon.src.split('/').pop() as string));
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
