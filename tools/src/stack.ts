import type { Server } from 'node:http';
import { join } from 'node:path';
import { apiInstances, appServerOptions } from '@nivasa/shell-server/src/app-config';
import { startAppServer } from '@nivasa/shell-server/src/app-server';
import { startBackingServices } from './backing-services';
import { ProcessGroup, waitForHttp } from './processes';
import { APP_NAMES, REPO_ROOT, appPort, bindHost } from '@nivasa/shell-server/src/ports';
import { readPorts } from '@nivasa/contracts/ports';

export interface RunningStack {
  urls: Record<string, string>;
  stop(): Promise<void>;
}

/** Starts the backing services, the API and the four front-end servers; `npm start` and the browser tests use it. */
export async function startStack(env: NodeJS.ProcessEnv = process.env): Promise<RunningStack> {
  const ports = readPorts(env);
  const instances = apiInstances(env);
  const apiPorts = Array.from({ length: instances }, (_, index) => ports.api + index);
  const backing = await startBackingServices(env, ports);
  const processes = new ProcessGroup();
  const servers: Server[] = [];
  const stop = async () => {
    await Promise.all(servers.map((server) => new Promise((done) => server.close(done))));
    await processes.stopAll();
    await backing.stop();
  };
  try {
    // Stateless instances on one database, on API_PORT and the ports after it; the shell's proxy takes turns.
    for (let index = 0; index < instances; index += 1) {
      processes.start(`api-${index + 1}`, process.execPath, [join(REPO_ROOT, 'services/api/dist/main.js')], {
        cwd: REPO_ROOT,
        env: { ...env, ...backing.apiEnv, API_PORT: String(ports.api + index) },
      });
    }
    // The remotes first: the shell's server reads their route lists as it starts.
    for (const app of [...APP_NAMES.filter((name) => name !== 'shell'), 'shell' as const]) {
      servers.push(await startAppServer(appServerOptions(app, ports, env), appPort(app, ports), bindHost(env)));
    }
    await Promise.all(apiPorts.map((port) => waitForHttp(`http://127.0.0.1:${port}/api/health`)));
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    urls: {
      'Nivasa (shell)': `http://localhost:${ports.shell}`,
      [instances > 1 ? `API, ${instances} instances (proxied at /api)` : 'API (proxied at /api)']: apiPorts
        .map((port) => `http://localhost:${port}/api/health`)
        .join(' '),
      'mfe-public': `http://localhost:${ports.public}/mf-manifest.json`,
      'mfe-account': `http://localhost:${ports.account}/mf-manifest.json`,
      'mfe-admin': `http://localhost:${ports.admin}/mf-manifest.json`,
      ...backing.urls,
    },
    stop,
  };
}
