import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { NextFunction, Request, Response } from 'express';

/**
 * Serves built text files compressed once, at the best ratio, from memory. Compressing every
 * response on the fly cost 60% of the throughput (bench/static-assets.bench.ts); the files of
 * a build never change, so each is compressed once and kept, keyed by its modification time so a
 * rebuild in place is picked up. The build writes each file's compressed copies beside it
 * (PrecompressPlugin); a file without them (or with copies older than itself) is compressed on
 * its first request.
 */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.json', '.svg', '.map', '.txt', '.webmanifest']);
const MIN_BYTES = 1024;

type Encoding = 'br' | 'gzip';

/** Where the build keeps a file's compressed copy: `main.js.br`, `main.js.gz`. */
export const PRECOMPRESSED_SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/** Whether a file of this name and size is sent compressed. */
export const isCompressible = (path: string, bytes: number): boolean => COMPRESSIBLE.has(extname(path)) && bytes >= MIN_BYTES;

interface CachedFile {
  version: string;
  bodies: Partial<Record<Encoding | 'identity', Promise<Buffer>>>;
}

/** The servers' compression, at the best ratio; the budget tests measure files with it too. */
export const compressors: Record<Encoding, (input: Buffer) => Promise<Buffer>> = {
  br: (input) =>
    promisify(brotliCompress)(input, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: input.length },
    }),
  gzip: (input) => promisify(gzip)(input, { level: 9 }),
};

/** Brotli whenever the client takes it (browsers list it after gzip), else gzip. */
function preferredEncoding(req: Request): Encoding | undefined {
  if (req.acceptsEncodings('br') === 'br') return 'br';
  if (req.acceptsEncodings('gzip') === 'gzip') return 'gzip';
  return undefined;
}

/** The build's compressed copy of a file, if it has one no older than the file. */
async function builtCopy(file: string, sourceMtimeMs: number, encoding: Encoding): Promise<Buffer | undefined> {
  const copy = `${file}${PRECOMPRESSED_SUFFIX[encoding]}`;
  const info = await stat(copy).catch(() => null);
  return info?.isFile() && info.mtimeMs >= sourceMtimeMs ? readFile(copy) : undefined;
}

export function compressedFiles(root: string, setHeaders: (res: Response, path: string) => void) {
  const cache = new Map<string, CachedFile>();

  async function body(file: string, source: { mtimeMs: number; size: number }, encoding: Encoding | 'identity'): Promise<Buffer> {
    const version = `${source.mtimeMs}-${source.size}`;
    let entry = cache.get(file);
    if (!entry || entry.version !== version) {
      entry = { version, bodies: {} };
      cache.set(file, entry);
    }
    const identity = (entry.bodies.identity ??= readFile(file));
    if (encoding === 'identity') return identity;
    return (entry.bodies[encoding] ??= builtCopy(file, source.mtimeMs, encoding).then(
      (copy) => copy ?? identity.then(compressors[encoding]),
    ));
  }

  /** Sends the requested path under root if it is a compressible file; otherwise passes on. */
  return async function serve(req: Request, res: Response, next: NextFunction): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let decoded: string;
    try {
      decoded = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    const file = normalize(join(root, decoded));
    if (!file.startsWith(root + sep) || !COMPRESSIBLE.has(extname(file))) return next();
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return next();

    const encoding = info.size >= MIN_BYTES ? preferredEncoding(req) : undefined;
    const version = `${info.mtimeMs}-${info.size}`;
    try {
      const payload = await body(file, info, encoding ?? 'identity');
      res.type(extname(file));
      res.vary('Accept-Encoding');
      res.setHeader('ETag', `"${version}-${encoding ?? 'identity'}"`);
      if (encoding) res.setHeader('Content-Encoding', encoding);
      setHeaders(res, file);
      if (req.fresh) {
        res.status(304).end();
        return;
      }
      res.setHeader('Content-Length', payload.length);
      res.end(req.method === 'HEAD' ? undefined : payload);
    } catch (error) {
      next(error);
    }
  };
}
