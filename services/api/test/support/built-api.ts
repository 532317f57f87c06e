import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const API_ROOT = join(__dirname, '..', '..');

function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(path));
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts')) newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

/**
 * The compiled file, built first when missing or older than the sources. The CLI is tested
 * as shipped: compiled by tsc, whose decorator metadata Nest's injection needs (tsx's
 * esbuild emits none).
 */
export function builtFile(relative: string): string {
  const file = join(API_ROOT, 'dist', relative);
  if (!existsSync(file) || statSync(file).mtimeMs < newestSource(join(API_ROOT, 'src'))) {
    execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', join(API_ROOT, 'tsconfig.build.json')], {
      stdio: 'inherit',
    });
  }
  return file;
}
