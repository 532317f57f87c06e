import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompress } from './precompress-plugin';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'nivasa-precompress-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

test("writes each text file's brotli and gzip copies beside it, and leaves small and binary files alone", async () => {
  const script = `export const rooms = ${JSON.stringify(Array.from({ length: 200 }, (_, index) => `Room ${index}`))};\n`;
  await writeFile(join(dir, 'main.abc123.js'), script);
  await writeFile(join(dir, 'small.js'), 'export {};\n');
  await writeFile(join(dir, 'photo.png'), Buffer.alloc(4096, 7));

  expect(await precompress(dir, ['main.abc123.js', 'small.js', 'photo.png', 'gone.js'])).toEqual(['main.abc123.js']);
  expect(brotliDecompressSync(await readFile(join(dir, 'main.abc123.js.br'))).toString()).toBe(script);
  expect(gunzipSync(await readFile(join(dir, 'main.abc123.js.gz'))).toString()).toBe(script);
  await expect(readFile(join(dir, 'small.js.br'))).rejects.toThrow();
  await expect(readFile(join(dir, 'photo.png.br'))).rejects.toThrow();
});
