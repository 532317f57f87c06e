import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { run } from './processes';
import { REPO_ROOT } from '@nivasa/shell-server/src/ports';

const FRONT_END_INPUTS = [
  'shell/session',
  'shell/ui',
  'services/contracts',
  'rspack.config.base.ts',
  'tools/src/shared-modules.ts',
  'tools/src/build-plugins',
];

/**
 * Each workspace with a build, in build order: what it builds from (its own folder, the
 * workspaces it uses, shared configuration), and the file whose presence means it is built.
 */
export const BUILD_STEPS = [
  { workspace: 'services/contracts', inputs: [], output: 'services/contracts/dist/limits.js' },
  { workspace: 'services/embedded-db', inputs: [], output: 'services/embedded-db/dist/cli.js' },
  { workspace: 'services/api', inputs: ['services/contracts', 'services/embedded-db'], output: 'services/api/dist/main.js' },
  { workspace: 'shell', inputs: FRONT_END_INPUTS, output: 'shell/dist/index.html' },
  { workspace: 'mfe-public', inputs: FRONT_END_INPUTS, output: 'mfe-public/dist/mf-manifest.json' },
  { workspace: 'mfe-account', inputs: FRONT_END_INPUTS, output: 'mfe-account/dist/mf-manifest.json' },
  { workspace: 'mfe-admin', inputs: FRONT_END_INPUTS, output: 'mfe-admin/dist/mf-manifest.json' },
] as const;

type BuildStep = (typeof BUILD_STEPS)[number];

/**
 * The last step that writes type declarations: the Node workspaces' tsconfigs resolve the
 * packages to their dist/*.d.ts, so type-aware lint sees every type only once it is done.
 */
export const LAST_DECLARATIONS_STEP: BuildStep['workspace'] = 'services/embedded-db';

/** Where a build records the hash of the inputs it was made from: inside its output folder, so a clean build removes it. */
const STAMP = '.build-inputs.sha256';
// Build outputs, installed packages and test artefacts are not inputs.
const NOT_INPUTS = new Set(['node_modules', 'dist', 'coverage', 'test-results', 'playwright-report', '.git']);
// The installed packages' versions are inputs of every build.
const SHARED_INPUTS = ['package-lock.json', 'package.json'];

async function filesUnder(path: string): Promise<string[]> {
  const absolute = join(REPO_ROOT, path);
  let entries;
  try {
    entries = await readdir(absolute, { withFileTypes: true });
  } catch (error) {
    // A single file, such as rspack.config.base.ts.
    if ((error as NodeJS.ErrnoException).code === 'ENOTDIR') return [path];
    throw error;
  }
  const files: string[] = [];
  for (const entry of entries) {
    if (NOT_INPUTS.has(entry.name)) continue;
    const child = relative(REPO_ROOT, join(absolute, entry.name));
    if (entry.isDirectory()) files.push(...(await filesUnder(child)));
    else if (entry.isFile()) files.push(child);
  }
  return files;
}

/** A hash of every input file's path and content. */
export async function inputsHash(step: Pick<BuildStep, 'workspace' | 'inputs'>): Promise<string> {
  const paths = new Set<string>();
  for (const input of [step.workspace, ...step.inputs, ...SHARED_INPUTS]) for (const file of await filesUnder(input)) paths.add(file);
  const hash = createHash('sha256');
  for (const path of [...paths].sort()) {
    hash.update(`${path}\u0000`);
    hash.update(await readFile(join(REPO_ROOT, path)));
    hash.update('\u0000');
  }
  return hash.digest('hex');
}

function stampOf(step: BuildStep): string {
  return join(REPO_ROOT, step.output, '..', STAMP);
}

async function isFresh(step: BuildStep, hash: string): Promise<boolean> {
  if (!existsSync(join(REPO_ROOT, step.output))) return false;
  try {
    return (await readFile(stampOf(step), 'utf8')) === hash;
  } catch {
    return false;
  }
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/**
 * Builds each workspace whose inputs changed since its last build (or that was never built),
 * and every workspace when `force` is set. After a `git pull` or an edit, `npm start` so serves
 * what the sources say, never a stale build.
 */
export async function buildStale(force = false, afterStep?: (workspace: BuildStep['workspace']) => void): Promise<string[]> {
  const built: string[] = [];
  for (const step of BUILD_STEPS) {
    const hash = await inputsHash(step);
    if (!force && (await isFresh(step, hash))) {
      afterStep?.(step.workspace);
      continue;
    }
    const started = Date.now();
    await run(npm, ['run', 'build', '--workspace', step.workspace], { cwd: REPO_ROOT });
    await writeFile(stampOf(step), hash);
    built.push(`${step.workspace} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    afterStep?.(step.workspace);
  }
  return built;
}
