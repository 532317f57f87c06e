import type { Server } from 'node:http';
import { join, resolve } from 'node:path';
import { findRunningEmbeddedDatabase, spawnEmbeddedDatabase, type EmbeddedDatabase } from '@nivasa/embedded-db';
import { appServerOptions } from './app-config';
import { createAppServer, listen } from './app-server';
import { ProcessGroup, waitForHttp } from './processes';
import { APP_NAMES, REPO_ROOT, appPort, readPorts } from './ports';

export interface RunningStack {
  urls: Record<string, string>;
  stop(): Promise<void>;
}

/** Where the database comes from: the configured MongoDB, or an embedded server for DATA_DIR. */
export async function startStackDatabase(env: NodeJS.ProcessEnv): Promise<{ uri: string; engine: string; stop(): Promise<void> }> {
  if (env.MONGODB_URI) return { uri: env.MONGODB_URI, engine: 'external', stop: async () => undefined };
  if (env.NODE_ENV === 'production') {
    throw new Error('NODE_ENV is production but MONGODB_URI is not set. Production needs a real MongoDB; the embedded database is for development only.');
  }
  const dataDir = resolve(REPO_ROOT, env.DATA_DIR || 'data');
  const running = await findRunningEmbeddedDatabase(dataDir);
  if (running) {
    console.log(`Using the embedded database already serving ${dataDir} (${running.uri}).`);
    return { ...running, stop: async () => undefined };
  }
  const database: EmbeddedDatabase = await spawnEmbeddedDatabase({
    dataDir,
    port: env.EMBEDDED_DB_PORT ? Number(env.EMBEDDED_DB_PORT) : undefined,
    engine: env.EMBEDDED_DB_ENGINE === 'congodb' ? 'congodb' : undefined,
  });
  return database;
}

/** Starts the database, the API and the four front-end servers; `npm start` and the browser tests use it. */
export async function startStack(env: NodeJS.ProcessEnv = process.env): Promise<RunningStack> {
  const ports = readPorts(env);
  const database = await startStackDatabase(env);
  const processes = new ProcessGroup();
  const servers: Server[] = [];
  const stop = async () => {
    await Promise.all(servers.map((server) => new Promise((done) => server.close(done))));
    await processes.stopAll();
    await database.stop();
  };
  try {
    processes.start('api', process.execPath, [join(REPO_ROOT, 'services/api/dist/main.js')], {
      cwd: REPO_ROOT,
      env: {
        ...env,
        MONGODB_URI: database.uri,
        DATABASE_ENGINE: database.engine,
        API_PORT: String(ports.api),
        PUBLIC_URL: env.PUBLIC_URL || `http://localhost:${ports.shell}`,
      },
    });
    for (const app of APP_NAMES) {
      servers.push(await listen(createAppServer(appServerOptions(app, ports, env)), appPort(app, ports)));
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
    },
    stop,
  };
}
