import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { REPO_ROOT } from '@nivasa/shell-server/src/ports';

const TSX = join(REPO_ROOT, 'node_modules', '.bin', 'tsx');
const BUILD = join(__dirname, 'test-build.ts');

/**
 * A throwaway project on disk, built by real rspack. @rspack/core is an ES module, which jest's
 * CommonJS runtime cannot load, so the build runs in a child process under tsx, as `rspack build` would.
 */
export async function scratchProject(files: Record<string, string>) {
  const dir = await mkdtemp(join(tmpdir(), 'nivasa-build-plugin-'));
  for (const [name, content] of Object.entries(files)) {
    await mkdir(dirname(join(dir, name)), { recursive: true });
    await writeFile(join(dir, name), content);
  }
  return {
    dir,
    /**
     * Builds ./index.js with the plugins (and config) that `setup`, the source of a module in the
     * project, exports as `plugins` (and `config`). Answers the build's errors.
     */
    async build(setup: string): Promise<string[]> {
      await writeFile(join(dir, 'build-setup.ts'), setup);
      return new Promise((resolve, reject) => {
        execFile(TSX, [BUILD, dir], { cwd: dir }, (error, stdout, stderr) => {
          if (error) reject(new Error(`The build did not run: ${stderr || error.message}`));
          else resolve(JSON.parse(stdout) as string[]);
        });
      });
    },
    output: (name: string) => readFile(join(dir, 'dist', name), 'utf8'),
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}
