import { execFile } from 'node:child_process';
import path from 'node:path';
import type { Compilation } from '@rspack/core';
import { LANGUAGES, type Language } from '../../../services/contracts/src/languages';
import { prerenderedFileOf } from '@nivasa/shell-server/src/localised-files';
import { REPO_ROOT } from '@nivasa/shell-server/src/ports';

const PRERENDER_SCRIPT = path.join(REPO_ROOT, 'rspack.prerender.ts');
const TSX = path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx');

/** Each language's pages: path to static HTML. */
export type PrerenderedPages = Record<Language, Record<string, string>>;

/**
 * Runs rspack.prerender.ts on an app's module, from the app's folder: each language's path to
 * static HTML. In production mode, so antd names its classes as the app's production build and
 * the build's stylesheet of antd's styles (antd-styles.ts) do.
 */
export function renderPrerendered(appDir: string, module: string): Promise<PrerenderedPages> {
  return new Promise((resolve, reject) => {
    const env = { ...process.env, NODE_ENV: 'production' };
    execFile(TSX, [PRERENDER_SCRIPT, module], { cwd: appDir, env, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`Prerendering ${module} failed: ${stderr || error.message}`));
      else resolve(JSON.parse(stdout) as PrerenderedPages);
    });
  });
}

/**
 * Emits one path's page in every language it was drawn in, under prerenderedFileOf's names, each
 * through `finish`; the English file's name, which a route list names.
 */
export function emitPrerenderedPage(
  compilation: Compilation,
  pages: PrerenderedPages,
  pagePath: string,
  finish: (html: string) => string = (html) => html,
): string {
  const { RawSource } = compilation.compiler.rspack.sources;
  for (const language of LANGUAGES) {
    const html = pages[language][pagePath];
    if (html !== undefined) compilation.emitAsset(prerenderedFileOf(pagePath, language), new RawSource(finish(html)));
  }
  return prerenderedFileOf(pagePath);
}
