import type { Server } from 'node:http';
import { appServerOptions } from '../../services/shell-server/src/app-config';
import { startAppServer } from '../../services/shell-server/src/app-server';
import { APP_NAMES, appPort, type AppName } from '../../services/shell-server/src/ports';
import { readPorts, type PlatformPorts } from '@nivasa/contracts/ports';

export type RemoteName = Exclude<AppName, 'shell'>;
export const REMOTE_NAMES = APP_NAMES.filter((name): name is RemoteName => name !== 'shell');

/**
 * The shell's and the remotes' servers, configured from `env` (ports, API_PORT, DATA_DIR, REMOTE_*_URL)
 * as `npm start` configures them, so a test can run a copy of the front ends on ports of its own
 * and stop or start any one of them.
 */
export class FrontEndServers {
  readonly ports: PlatformPorts;
  readonly shellOrigin: string;
  private readonly running = new Map<AppName, Server>();

  constructor(private readonly env: NodeJS.ProcessEnv) {
    this.ports = readPorts(env);
    this.shellOrigin = `http://localhost:${this.ports.shell}`;
  }

  async start(app: AppName): Promise<void> {
    if (this.running.has(app)) throw new Error(`${app} is already running`);
    this.running.set(app, await startAppServer(appServerOptions(app, this.ports, this.env), appPort(app, this.ports), '127.0.0.1'));
  }

  /** Stops at once: open keep-alive connections are cut, as when the process dies. */
  async stop(app: AppName): Promise<void> {
    const server = this.running.get(app);
    if (!server) return;
    this.running.delete(app);
    const closed = new Promise((done) => server.close(done));
    server.closeAllConnections();
    await closed;
  }

  /** The remotes first: the shell's server reads their route lists as it starts. */
  async startAll(): Promise<void> {
    for (const app of [...REMOTE_NAMES, 'shell' as const]) await this.start(app);
  }

  async stopAll(): Promise<void> {
    await Promise.all([...this.running.keys()].map((app) => this.stop(app)));
  }
}
