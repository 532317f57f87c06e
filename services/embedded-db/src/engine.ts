import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { MongoClient } from 'mongodb';
import { findFreePort, startOnFreePort } from './free-port';
import { type Ejson, journalWrites, type JournalledStorage, WriteJournal } from './journal';
import { removeLeftoverTemporaryFiles, restoreSnapshot, saveSnapshot } from './snapshot';
import { clearRunningState, readRunningState, writeRunningState } from './state-file';
import { SNAPSHOT_STATUS, type SnapshotStatusRecord } from './status';

export type EmbeddedEngine = 'mongodb' | 'congodb';

/**
 * When the CongoDB fallback's writes reach the disk: 'snapshot' (the default) at the next
 * snapshot, so a crash loses at most the writes of the last interval and the snapshot then under
 * way; 'every-write' also journals each write, flushed before it is acknowledged.
 */
export type Durability = 'snapshot' | 'every-write';
const DURABILITY_SETTINGS: readonly Durability[] = ['snapshot', 'every-write'];

const DEFAULT_SNAPSHOT_INTERVAL_MS = 5000;
/** Shorter intervals would keep the engine busy re-reading its data. */
const MIN_SNAPSHOT_INTERVAL_MS = 50;

export interface EmbeddedDatabase {
  uri: string;
  engine: EmbeddedEngine;
  dataDir: string;
  /**
   * Writes the fallback's data to disk now if it changed since the last snapshot that
   * succeeded (a no-op for a real mongod, which keeps its own files).
   */
  snapshot(): Promise<void>;
  stop(): Promise<void>;
}

export interface StartOptions {
  dataDir: string;
  port?: number;
  /** Skip looking for a mongod and go straight to the fallback. */
  engine?: EmbeddedEngine;
  snapshotIntervalMs?: number;
  durability?: Durability;
  log?: (message: string) => void;
}

const SNAPSHOT_FILE = 'congodb-snapshot.ejson';

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

/** Methods of CongoDB's MemoryStorageAdapter that change data, indexes or collections. */
const MUTATING_STORAGE_METHODS = [
  'insertOne',
  'insertMany',
  'updateById',
  'deleteById',
  'deleteByIds',
  'createCollection',
  'dropCollection',
  'dropDatabase',
  'renameCollection',
  'saveIndex',
  'dropIndex',
] as const;

/**
 * Counts the storage's changes, so a snapshot is taken only when the data moved: reading the
 * whole database every few seconds just to find it unchanged costs as much as writing it.
 * The count goes up once a change is done, so a snapshot that read the count after it also
 * read the change. Changes to the status database are not counted (recording a snapshot's
 * outcome would otherwise call for another snapshot).
 */
function countChanges(storage: Record<string, unknown>): { readonly count: number } {
  const counter = { count: 0 };
  for (const name of MUTATING_STORAGE_METHODS) {
    const original = storage[name];
    if (typeof original !== 'function') throw new Error(`CongoDB's storage has no ${name}(); snapshots cannot tell when data changed`);
    storage[name] = async function (this: unknown, dbName: string, ...rest: unknown[]) {
      try {
        return await original.call(this, dbName, ...rest);
      } finally {
        if (dbName !== SNAPSHOT_STATUS.database) counter.count += 1;
      }
    };
  }
  return counter;
}

interface CongoServer {
  uri: string;
  stop(): Promise<void>;
  changes: { readonly count: number };
  storage: JournalledStorage;
  /** The EJSON of the BSON library CongoDB's documents are made with. */
  ejson: Ejson;
}

async function startCongo(port: number): Promise<CongoServer> {
  // ESM-only package without an exports map; its root module pulls in dependencies we stub out.
  const { CongoServer } = await import('@push.rocks/smartmongo/dist_ts/congodb/index.js' as string);
  const { bson } = await import('@push.rocks/smartmongo/dist_ts/congodb/congodb.plugins.js' as string);
  const server = new CongoServer({ port, host: '127.0.0.1' });
  // Its storage lives in this process: wrapped before the first connection can write.
  const storage = server.getStorage();
  const changes = countChanges(storage);
  await server.start();
  return { uri: server.getConnectionUri(), stop: () => server.stop(), changes, storage, ejson: bson.EJSON };
}

/** The setting's value checked; a mistyped one fails the start rather than silently weakening it. */
function checkedSettings(options: StartOptions): { intervalMs: number; durability: Durability } {
  const intervalMs = options.snapshotIntervalMs ?? DEFAULT_SNAPSHOT_INTERVAL_MS;
  if (!(Number.isInteger(intervalMs) && intervalMs >= MIN_SNAPSHOT_INTERVAL_MS)) {
    throw new Error(
      `The snapshot interval must be a whole number of milliseconds, at least ${MIN_SNAPSHOT_INTERVAL_MS}, got ${intervalMs}`,
    );
  }
  const durability = options.durability ?? 'snapshot';
  if (!DURABILITY_SETTINGS.includes(durability)) {
    throw new Error(`Durability must be one of ${DURABILITY_SETTINGS.join(', ')}, got "${durability}"`);
  }
  return { intervalMs, durability };
}

/** Starts a database server in this process for the data directory, restoring its data. */
export async function startEmbeddedDatabase(options: StartOptions): Promise<EmbeddedDatabase> {
  const dataDir = resolve(options.dataDir);
  const log = options.log ?? ((message: string) => console.warn(message));
  const running = await readRunningState(dataDir);
  if (running && running.pid !== process.pid) {
    throw new Error(`An embedded database (pid ${running.pid}) already serves ${dataDir} at ${running.uri}`);
  }
  const { intervalMs, durability } = checkedSettings(options);
  await mkdir(dataDir, { recursive: true });

  let engine: EmbeddedEngine = options.engine ?? 'mongodb';
  let server: { uri: string; stop(): Promise<void> } | undefined;
  let congo: CongoServer | undefined;
  if (engine === 'mongodb') {
    try {
      server = await startMongod(dataDir, options.port ?? (await findFreePort()));
    } catch (error) {
      log(`No mongod available (${(error as Error).message.split('\n')[0]}).`);
      engine = 'congodb';
    }
  }
  if (!server) {
    log(FALLBACK_WARNING);
    // Asked for just before binding, and again if another process takes it first; one given is used as given.
    congo = await (options.port === undefined ? startOnFreePort(startCongo) : startCongo(options.port));
    server = congo;
  } else if (durability === 'every-write') {
    log(
      'Durability every-write is for the CongoDB fallback: mongod keeps its own journal (a write waits for it with write concern j: true).',
    );
  }
  const { uri } = server;
  const stopServer = server.stop;

  let snapshot = async () => undefined as void;
  let closeClient = async () => undefined as void;
  let timer: NodeJS.Timeout | undefined;
  if (congo) {
    const { changes: counter, storage } = congo;
    const journal = durability === 'every-write' ? new WriteJournal(dataDir, congo.ejson) : undefined;
    if (journal) journalWrites(storage, journal, SNAPSHOT_STATUS.database);
    const client = new MongoClient(uri, { serverMonitoringMode: 'poll' });
    await client.connect();
    const file = join(dataDir, SNAPSHOT_FILE);
    // No other process serves this directory (checked above): any temporary file is a crash's.
    await removeLeftoverTemporaryFiles(file);
    const restored = await restoreSnapshot(client, file);
    if (restored.documents > 0) log(`Restored ${restored.documents} documents from ${file}.`);
    // What the journal replays is newer than the file: the first snapshot takes it in.
    let savedCount = counter.count;
    if (journal) {
      const replayed = await journal.replay(storage);
      if (replayed > 0) log(`Replayed ${replayed} journalled writes over the snapshot.`);
      await journal.start();
    }

    const status: Omit<SnapshotStatusRecord, 'key'> = {
      state: 'ok',
      lastSavedAt: restored.savedAt ?? null,
      lastDurationMs: null,
      failingSince: null,
      consecutiveFailures: 0,
      lastError: null,
      updatedAt: new Date(),
    };
    const statusRecords = client.db(SNAPSHOT_STATUS.database).collection<SnapshotStatusRecord>(SNAPSHOT_STATUS.collection);
    const recordStatus = async (change: Partial<Omit<SnapshotStatusRecord, 'key' | 'updatedAt'>> = {}) => {
      Object.assign(status, change, { updatedAt: new Date() });
      await statusRecords
        .updateOne({ key: SNAPSHOT_STATUS.key }, { $set: status }, { upsert: true })
        .catch((error: Error) => log(`Could not record the snapshot status: ${error.message}`));
    };
    await recordStatus();

    let queue: Promise<void> = Promise.resolve();
    let busy = false;
    // Serialised, so a timer tick never races a shutdown write; each attempt starts whatever
    // became of the one before, so one failure never stops the later ones.
    snapshot = () => {
      const attempt = queue.then(async () => {
        const seen = counter.count;
        if (seen === savedCount) return;
        busy = true;
        const startedAt = Date.now();
        try {
          // Writes from here on go to a new journal file, which outlives this snapshot.
          const covered = await journal?.rotate();
          await saveSnapshot(client, file);
          savedCount = seen;
          if (covered !== undefined) {
            await journal!.removeThrough(covered).catch((error: Error) => log(`Could not delete old journal files: ${error.message}`));
          }
          if (status.state === 'failing') log(`Snapshot written again after ${status.consecutiveFailures} failed attempts.`);
          const lastSavedAt = new Date();
          await recordStatus({
            state: 'ok',
            lastSavedAt,
            lastDurationMs: lastSavedAt.getTime() - startedAt,
            failingSince: null,
            consecutiveFailures: 0,
            lastError: null,
          });
        } catch (error) {
          const message = (error as Error).message;
          log(`Snapshot failed (${status.consecutiveFailures + 1} in a row): ${message}`);
          await recordStatus({
            state: 'failing',
            failingSince: status.failingSince ?? new Date(),
            consecutiveFailures: status.consecutiveFailures + 1,
            lastError: message,
          });
          throw error;
        } finally {
          busy = false;
        }
      });
      queue = attempt.catch(() => undefined);
      return attempt;
    };
    timer = setInterval(() => {
      // Logged and recorded by the attempt itself.
      if (!busy) snapshot().catch(() => undefined);
    }, intervalMs);
    timer.unref();
    closeClient = async () => {
      await journal?.close();
      await client.close();
    };
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
