import type { Server } from 'node:http';
import { join } from 'node:path';
import { appServerOptions } from './app-config';
import { startAppServer } from './app-server';
import { startBackingServices } from './backing-services';
import { ProcessGroup, waitForHttp } from './processes';
import { APP_NAMES, REPO_ROOT, appPort, bindHost, readPorts } from './ports';

export interface RunningStack {
  urls: Record<string, string>;
  stop(): Promise<void>;
}

/** Starts the backing services, the API and the four front-end servers; `npm start` and the browser tests use it. */
export async function startStack(env: NodeJS.ProcessEnv = process.env): Promise<RunningStack> {
  const ports = readPorts(env);
  const backing = await startBackingServices(env, ports);
  const processes = new ProcessGroup();
  const servers: Server[] = [];
  const stop = async () => {
    await Promise.all(servers.map((server) => new Promise((done) => server.close(done))));
    await processes.stopAll();
    await backing.stop();
  };
  try {
    processes.start('api', process.execPath, [join(REPO_ROOT, 'services/api/dist/main.js')], {
      cwd: REPO_ROOT,
      env: { ...env, ...backing.apiEnv },
    });
    // The remotes first: the shell's server reads their route lists as it starts.
    for (const app of [...APP_NAMES.filter((name) => name !== 'shell'), 'shell' as const]) {
      servers.push(await startAppServer(appServerOptions(app, ports, env), appPort(app, ports), bindHost(env)));
    }
    await waitForHttp(`http://127.0.0.1:${ports.api}/api/health`);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    urls: {
      'Nivasa (shell)': `http://localhost:${ports.shell}`,
      'API (proxied at /api)': `http://localhost:${ports.api}/api/health`,
      'mfe-public': `http://localhost:${ports.public}/mf-manifest.json`,
      'mfe-account': `http://localhost:${ports.account}/mf-manifest.json`,
      'mfe-admin': `http://localhost:${ports.admin}/mf-manifest.json`,
      ...backing.urls,
    },
    stop,
  };
}
