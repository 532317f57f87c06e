import { readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Compiler } from '@rspack/core';
import { PRECOMPRESSED_SUFFIX, compressors, isCompressible } from '@nivasa/shell-server/src/compressed-files';

/** Files compressed at once: zlib works on libuv's four threads. */
const CONCURRENCY = 4;

/**
 * Writes the brotli and gzip copies of each named file under `dir` that the servers send
 * compressed, beside it, at the servers' own settings. Returns the names it compressed.
 */
export async function precompress(dir: string, names: readonly string[]): Promise<string[]> {
  const done: string[] = [];
  const queue = [...names];
  const work = async () => {
    for (let name = queue.shift(); name !== undefined; name = queue.shift()) {
      const file = join(dir, name);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile() || !isCompressible(file, info.size)) continue;
      const source = await readFile(file);
      for (const [encoding, compress] of Object.entries(compressors) as [keyof typeof compressors, (input: Buffer) => Promise<Buffer>][]) {
        await writeFile(`${file}${PRECOMPRESSED_SUFFIX[encoding]}`, await compress(source));
      }
      done.push(name);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, work));
  return done.sort();
}

/**
 * A production build's text files get their compressed copies at build time (brotli at quality
 * 11 takes about 2.5 s of CPU an app), so the app's server sends them from disk: before, each
 * fresh server compressed a file on its first request, and its first visitors waited for it.
 */
export class PrecompressPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.afterEmit.tapPromise('PrecompressPlugin', async (compilation) => {
      const dir = compilation.outputOptions.path;
      if (dir)
        await precompress(
          dir,
          compilation.getAssets().map(({ name }) => name),
        );
    });
  }
}
