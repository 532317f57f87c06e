import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ProcessGroup, run, waitForHttp } from './processes';
import { REPO_ROOT, bindHost } from '@nivasa/shell-server/src/ports';
import { readPorts } from '@nivasa/contracts/ports';

/**
 * `npm run dev`: the API recompiled and restarted on change, and each front end under
 * `rspack serve` with hot reload, on the same ports as `npm start`.
 */
export async function startDev(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const ports = readPorts(env);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  await run(npm, ['run', 'build', '--workspace', 'services/contracts', '--workspace', 'services/embedded-db'], { cwd: REPO_ROOT });
  // Loaded after that build: the backing services run the embedded database's compiled code.
  const { startBackingServices } = await import('./backing-services.js');
  const backing = await startBackingServices(env, ports);
  const processes = new ProcessGroup();
  const apiDir = join(REPO_ROOT, 'services/api');
  processes.start(
    'api compiler',
    join(REPO_ROOT, 'node_modules/.bin/tsc'),
    ['-p', 'tsconfig.build.json', '--watch', '--preserveWatchOutput'],
    { cwd: apiDir },
  );
  await waitForFile(join(apiDir, 'dist/main.js'));
  processes.start('api', process.execPath, ['--watch-path=dist', 'dist/main.js'], {
    cwd: apiDir,
    env: { ...env, ...backing.apiEnv },
  });
  for (const app of ['mfe-public', 'mfe-account', 'mfe-admin', 'shell']) {
    // By package name: the path `shell` would also select shell/session and shell/ui.
    processes.start(app, npm, ['run', 'dev', '--workspace', `@nivasa/${app}`, '--', '--host', bindHost(env)], { cwd: REPO_ROOT, env });
  }
  await waitForHttp(`http://127.0.0.1:${ports.api}/api/health`, 120_000);
  console.log(`\nNivasa (dev) on http://localhost:${ports.shell} — the API restarts and the pages hot-reload on change.`);
  const shutdown = () => {
    processes
      .stopAll()
      .then(() => backing.stop())
      .then(
        () => process.exit(0),
        () => process.exit(1),
      );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

async function waitForFile(file: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!existsSync(file)) {
    if (Date.now() > deadline) throw new Error(`${file} was not built in time`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}
