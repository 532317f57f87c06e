import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnEmbeddedDatabase, type EmbeddedDatabase } from '@nivasa/embedded-db';
import { startBackingServices, type BackingServices } from '../../tools/src/backing-services';
import { REPO_ROOT } from '../../services/shell-server/src/ports';
import { readPorts } from '@nivasa/contracts/ports';
import { ProcessGroup, waitForHttp } from '../../tools/src/processes';

/**
 * An API of a test's own, with its own embedded database in a fresh data directory, started the
 * way `npm start` starts them, so a test can stop and start the API or the database alone.
 * `settings` (the ports: API_PORT, the stand-ins') join the environment, which the front-end
 * servers read too. stop() stops whatever start() got to, so a start cut short leaves nothing running.
 */
export class BackendStack {
  readonly env: NodeJS.ProcessEnv;
  private database: EmbeddedDatabase | undefined;
  private backing: BackingServices | undefined;
  private api: ProcessGroup | undefined;

  constructor(
    settings: Record<string, string | number>,
    private readonly databasePort: number,
  ) {
    this.env = {
      ...process.env,
      ...Object.fromEntries(Object.entries(settings).map(([name, value]) => [name, String(value)])),
      NODE_ENV: 'test',
      LOG_LEVEL: 'fatal',
      // The tests make the listings they need; drawing the demo pictures keeps both cores busy for seconds.
      SEED_DEMO: 'false',
    };
  }

  get dataDir(): string {
    return this.env.DATA_DIR!;
  }

  get apiOrigin(): string {
    return `http://127.0.0.1:${readPorts(this.env).api}`;
  }

  async start(): Promise<void> {
    this.env.DATA_DIR = await mkdtemp(join(tmpdir(), 'nivasa-backend-'));
    await this.startDatabase();
    this.env.MONGODB_URI = this.database!.uri;
    this.env.DATABASE_ENGINE = this.database!.engine;
    this.backing = await startBackingServices(this.env, readPorts(this.env));
    await this.startApi();
  }

  async startApi(): Promise<void> {
    if (this.api) throw new Error('The API is already running');
    this.api = new ProcessGroup();
    this.api.start('api', process.execPath, [join(REPO_ROOT, 'services/api/dist/main.js')], {
      cwd: REPO_ROOT,
      env: { ...this.env, ...this.backing!.apiEnv },
      stdio: 'ignore',
    });
    await waitForHttp(`${this.apiOrigin}/api/health`);
  }

  async stopApi(): Promise<void> {
    await this.api?.stopAll();
    this.api = undefined;
  }

  /** Again on the same port and data directory: the API's connection string still points there. */
  async startDatabase(): Promise<void> {
    if (this.database) throw new Error('The database is already running');
    this.database = await spawnEmbeddedDatabase({ dataDir: this.dataDir, port: this.databasePort, stderr: 'ignore' });
  }

  async stopDatabase(): Promise<void> {
    await this.database?.stop();
    this.database = undefined;
  }

  async stop(): Promise<void> {
    await this.stopApi();
    await this.backing?.stop();
    await this.stopDatabase();
    if (this.env.DATA_DIR) await rm(this.env.DATA_DIR, { recursive: true, force: true });
  }
}
