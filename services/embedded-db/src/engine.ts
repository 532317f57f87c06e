import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { MongoClient } from 'mongodb';
import { findFreePort } from './free-port';
import { restoreSnapshot, saveSnapshot } from './snapshot';
import { clearRunningState, readRunningState, writeRunningState } from './state-file';

export type EmbeddedEngine = 'mongodb' | 'congodb';

export interface EmbeddedDatabase {
  uri: string;
  engine: EmbeddedEngine;
  dataDir: string;
  /** Writes the fallback's data to disk now (a no-op for a real mongod, which keeps its own files). */
  snapshot(): Promise<void>;
  stop(): Promise<void>;
}

export interface StartOptions {
  dataDir: string;
  port?: number;
  /** Skip looking for a mongod and go straight to the fallback. */
  engine?: EmbeddedEngine;
  snapshotIntervalMs?: number;
  log?: (message: string) => void;
}

const SNAPSHOT_FILE = 'congodb-snapshot.ejson';
const DEFAULT_SNAPSHOT_INTERVAL_MS = 5000;

const FALLBACK_WARNING = [
  '',
  '!!! WARNING: no mongod could be started, so Nivasa is using CongoDB, a MongoDB',
  '!!! wire-protocol server written in TypeScript. It is for DEVELOPMENT ONLY: it',
  '!!! does not enforce unique indexes, has no $text search or TTL expiry, and its',
  '!!! transactions are not atomic. Set MONGOMS_SYSTEM_BINARY to a mongod binary,',
  '!!! or MONGODB_URI to a real MongoDB, for anything else.',
  '',
].join('\n');

async function startMongod(dataDir: string, port: number): Promise<{ uri: string; stop(): Promise<void> }> {
  // One download attempt, not mongodb-memory-server's three: offline, each try only costs time.
  process.env.MONGOMS_MAX_RETRIES ??= '0';
  const { MongoMemoryServer } = await import('mongodb-memory-server-core');
  const dbPath = join(dataDir, 'mongod');
  await mkdir(dbPath, { recursive: true });
  // mongodb-memory-server prints a long stack of its own when it finds no binary; the
  // caller reports the one line that matters.
  const warn = console.warn;
  console.warn = () => undefined;
  let server: InstanceType<typeof MongoMemoryServer>;
  try {
    server = await MongoMemoryServer.create({
      instance: { dbPath, port, ip: '127.0.0.1', storageEngine: 'wiredTiger' },
    });
  } finally {
    console.warn = warn;
  }
  return {
    uri: server.getUri(),
    // doCleanup false keeps dbPath: the data outlives the process.
    stop: async () => {
      await server.stop({ doCleanup: false });
    },
  };
}

async function startCongo(port: number): Promise<{ uri: string; stop(): Promise<void> }> {
  // ESM-only package without an exports map; its root module pulls in dependencies we stub out.
  const { CongoServer } = await import('@push.rocks/smartmongo/dist_ts/congodb/index.js' as string);
  const server = new CongoServer({ port, host: '127.0.0.1' });
  await server.start();
  return { uri: server.getConnectionUri(), stop: () => server.stop() };
}

/** Starts a database server in this process for the data directory, restoring its data. */
export async function startEmbeddedDatabase(options: StartOptions): Promise<EmbeddedDatabase> {
  const dataDir = resolve(options.dataDir);
  const log = options.log ?? ((message: string) => console.warn(message));
  const running = await readRunningState(dataDir);
  if (running && running.pid !== process.pid) {
    throw new Error(`An embedded database (pid ${running.pid}) already serves ${dataDir} at ${running.uri}`);
  }
  await mkdir(dataDir, { recursive: true });
  const port = options.port ?? (await findFreePort());

  let engine: EmbeddedEngine = options.engine ?? 'mongodb';
  let server: { uri: string; stop(): Promise<void> } | undefined;
  if (engine === 'mongodb') {
    try {
      server = await startMongod(dataDir, port);
    } catch (error) {
      log(`No mongod available (${(error as Error).message.split('\n')[0]}).`);
      engine = 'congodb';
    }
  }
  if (!server) {
    log(FALLBACK_WARNING);
    server = await startCongo(port);
  }
  const { uri } = server;
  const stopServer = server.stop;

  let snapshot = async () => undefined as void;
  let closeClient = async () => undefined as void;
  let timer: NodeJS.Timeout | undefined;
  if (engine === 'congodb') {
    const client = new MongoClient(uri, { serverMonitoringMode: 'poll' });
    await client.connect();
    const file = join(dataDir, SNAPSHOT_FILE);
    const restored = await restoreSnapshot(client, file);
    if (restored.documents > 0) log(`Restored ${restored.documents} documents from ${file}.`);
    let lastWritten = restored.text;
    let writing: Promise<void> = Promise.resolve();
    // Snapshots are serialised so a timer tick never races a shutdown write.
    snapshot = () => {
      writing = writing.then(async () => {
        lastWritten = await saveSnapshot(client, file, lastWritten);
      });
      return writing;
    };
    timer = setInterval(() => {
      snapshot().catch((error: Error) => log(`Snapshot failed: ${error.message}`));
    }, options.snapshotIntervalMs ?? DEFAULT_SNAPSHOT_INTERVAL_MS);
    timer.unref();
    closeClient = () => client.close();
  }

  await writeRunningState(dataDir, { uri, engine, pid: process.pid });

  let stopped: Promise<void> | undefined;
  return {
    uri,
    engine,
    dataDir,
    snapshot,
    stop() {
      stopped ??= (async () => {
        if (timer) clearInterval(timer);
        try {
          await snapshot();
        } finally {
          await closeClient();
          await stopServer();
          await clearRunningState(dataDir, process.pid);
        }
      })();
      return stopped;
    },
  };
}
