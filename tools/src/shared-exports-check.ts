/**
 * `tsx shared-exports-check.ts <package dir>...` fails when a shared package lost an export
 * without a major version bump (each package's build runs it); `--record` writes the exports
 * now into each package's record (`npm run exports:record`, for every shared package).
 */
import { relative, resolve } from 'node:path';
import { REPO_ROOT } from '@nivasa/shell-server/src/ports';
import { checkPackage, recordPackage, RECORD_FILE } from './shared-exports';
import { SHARED_PACKAGES } from './shared-modules';

async function main(args: string[]): Promise<boolean> {
  const record = args.includes('--record');
  const named = args.filter((arg) => arg !== '--record').map((dir) => resolve(dir));
  const packageDirs = named.length > 0 ? named : SHARED_PACKAGES.map(({ dir }) => dir);
  let passed = true;
  for (const dir of packageDirs) {
    const where = relative(REPO_ROOT, dir) || '.';
    try {
      if (record) {
        await recordPackage(dir);
        console.log(`${where}/${RECORD_FILE}: recorded.`);
        continue;
      }
      const { errors, notes } = checkPackage(dir);
      for (const note of notes) console.warn(note);
      if (errors.length > 0) {
        passed = false;
        console.error(`${where}: shared exports check failed.\n  ${errors.join('\n  ')}`);
      }
    } catch (error) {
      passed = false;
      console.error(`${where}: ${(error as Error).message}`);
    }
  }
  return passed;
}

void main(process.argv.slice(2)).then((passed) => {
  process.exitCode = passed ? 0 : 1;
});
