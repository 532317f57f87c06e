import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import { get, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import express from 'express';
import { compressedFiles } from './compressed-files';

const SCRIPT = `export const rooms = ${JSON.stringify(Array.from({ length: 200 }, (_, index) => `Room ${index}`))};\n`;

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'nivasa-compressed-files-'));
  await writeFile(join(dir, 'main.js'), SCRIPT);
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** Fetches main.js from the server in `encoding` and decodes its raw body. */
async function mainJs(encoding: 'br' | 'gzip'): Promise<string> {
  const app = express();
  const serve = compressedFiles(dir, () => undefined);
  app.use((req, res, next) => void serve(req, res, next));
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  try {
    const { port } = server.address() as AddressInfo;
    const [response] = (await once(
      get({ host: '127.0.0.1', port, path: '/main.js', headers: { 'Accept-Encoding': encoding } }),
      'response',
    )) as [IncomingMessage];
    expect(response.headers['content-encoding']).toBe(encoding);
    const chunks: Buffer[] = [];
    for await (const chunk of response) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks);
    return (encoding === 'br' ? brotliDecompressSync(raw) : gunzipSync(raw)).toString();
  } finally {
    server.close();
  }
}

test("sends the build's compressed copies from disk, without compressing the file itself", async () => {
  // Copies of different text: what arrives shows which was sent.
  await writeFile(join(dir, 'main.js.br'), brotliCompressSync('export const fromTheBuild = "br";\n'));
  await writeFile(join(dir, 'main.js.gz'), gzipSync('export const fromTheBuild = "gzip";\n'));
  expect(await mainJs('br')).toBe('export const fromTheBuild = "br";\n');
  expect(await mainJs('gzip')).toBe('export const fromTheBuild = "gzip";\n');
});

test('compresses the file itself when it has no copies, or copies older than it', async () => {
  expect(await mainJs('br')).toBe(SCRIPT);
  await writeFile(join(dir, 'main.js.br'), brotliCompressSync('stale\n'));
  const anHourAgo = new Date(Date.now() - 3_600_000);
  await utimes(join(dir, 'main.js.br'), anHourAgo, anHourAgo);
  expect(await mainJs('br')).toBe(SCRIPT);
});
