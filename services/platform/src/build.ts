import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { run } from './processes';
import { REPO_ROOT } from './ports';

/** Each workspace with a build, and the file whose presence means it is built. */
const BUILD_STEPS = [
  { workspace: 'services/contracts', output: 'services/contracts/dist/limits.js' },
  { workspace: 'services/embedded-db', output: 'services/embedded-db/dist/cli.js' },
  { workspace: 'services/api', output: 'services/api/dist/main.js' },
  { workspace: 'shell', output: 'shell/dist/index.html' },
  { workspace: 'mfe-public', output: 'mfe-public/dist/mf-manifest.json' },
  { workspace: 'mfe-account', output: 'mfe-account/dist/mf-manifest.json' },
  { workspace: 'mfe-admin', output: 'mfe-admin/dist/mf-manifest.json' },
] as const;

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Builds the workspaces that have no build yet, or all of them when `force` is set. */
export async function buildMissing(force = false): Promise<string[]> {
  const built: string[] = [];
  for (const { workspace, output } of BUILD_STEPS) {
    if (!force && existsSync(join(REPO_ROOT, output))) continue;
    const started = Date.now();
    await run(npm, ['run', 'build', '--workspace', workspace], { cwd: REPO_ROOT });
    built.push(`${workspace} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  }
  return built;
}
