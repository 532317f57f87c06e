import { execFile } from 'node:child_process';
import path from 'node:path';
import type { Language } from '@nivasa/contracts/languages';
import { localisedPrerenderedFile } from '@nivasa/shell-server/src/localised-files';
import { REPO_ROOT } from '@nivasa/shell-server/src/ports';

const PRERENDER_SCRIPT = path.join(REPO_ROOT, 'rspack.prerender.ts');
const TSX = path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx');

/** Each language's pages: path to static HTML. */
export type PrerenderedPages = Record<Language, Record<string, string>>;

/** Runs rspack.prerender.ts on an app's module, from the app's folder: each language's path to static HTML. */
export function renderPrerendered(appDir: string, module: string): Promise<PrerenderedPages> {
  return new Promise((resolve, reject) => {
    execFile(TSX, [PRERENDER_SCRIPT, module], { cwd: appDir, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`Prerendering ${module} failed: ${stderr || error.message}`));
      else resolve(JSON.parse(stdout) as PrerenderedPages);
    });
  });
}

/** A prerendered page's file name: '/' is index, '/about' about; in Sinhala prerendered/si/index.html. */
export const prerenderedFileOf = (pagePath: string, language: Language = 'en') =>
  localisedPrerenderedFile(`prerendered/${pagePath === '/' ? 'index' : pagePath.slice(1).replace(/[^a-z0-9]+/g, '-')}.html`, language);
