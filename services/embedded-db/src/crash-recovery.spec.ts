import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BSON, MongoClient, ObjectId } from 'mongodb';
import { type Durability, spawnEmbeddedDatabase, type SpawnedEmbeddedDatabase } from './index';
import { eventually, snapshotStatus, withClient } from './spec-support';

/** Short, so a run sees several snapshots; `npm start` uses 5 s unless told. */
// Each test writes for seconds and restarts a database; `npm test` runs every workspace as one
// jest run, which ignores a project's own testTimeout.
jest.setTimeout(60_000);

const SNAPSHOT_INTERVAL_MS = 400;
/** How late the engine's snapshot timer may fire while it serves a stream of writes on a loaded machine. */
const TIMER_LATENESS_MS = 250;
const WRITERS = 6;

/** What the writers were told was done, each with the time its reply came (this process's clock). */
interface Acknowledged {
  inserts: { key: string; at: number }[];
  deletes: { key: string; at: number }[];
  /** Keys whose delete was sent, acknowledged or not: after a crash they may be there or not. */
  deleteSent: Set<string>;
  /** Each writer's counter document, set to rising values. */
  counters: { writer: number; value: number; at: number }[];
}

/**
 * Writers insert documents, set a counter document of their own to rising values and delete
 * some of their earlier documents, each acknowledged before the next, until a request fails
 * (the engine was killed) or `stop()` is called.
 */
function writeContinuously(client: MongoClient): { acknowledged: Acknowledged; stop(): Promise<void> } {
  const acknowledged: Acknowledged = { inserts: [], deletes: [], deleteSent: new Set(), counters: [] };
  const documents = client.db('nivasa').collection('writes');
  let stopping = false;
  const writer = async (writer: number) => {
    try {
      for (let seq = 0; !stopping; seq += 1) {
        const key = `${writer}:${seq}`;
        await documents.insertOne({ _id: new ObjectId(), key, writer, seq, text: 'x'.repeat(200) });
        acknowledged.inserts.push({ key, at: Date.now() });
        if (seq % 5 === 4) {
          await documents.updateOne({ counterOf: writer }, { $set: { value: seq } }, { upsert: true });
          acknowledged.counters.push({ writer, value: seq, at: Date.now() });
        }
        if (seq % 7 === 6) {
          const victim = `${writer}:${seq - 3}`;
          acknowledged.deleteSent.add(victim);
          await documents.deleteOne({ key: victim });
          acknowledged.deletes.push({ key: victim, at: Date.now() });
        }
      }
    } catch {
      // The engine is gone: this writer is done.
    }
  };
  const running = Promise.all(Array.from({ length: WRITERS }, (_, n) => writer(n)));
  return {
    acknowledged,
    stop: async () => {
      stopping = true;
      await running;
    },
  };
}

/** Checks that every write acknowledged at or before `cut` is in the restarted engine. */
async function expectWritesUpTo(uri: string, acknowledged: Acknowledged, cut: number): Promise<{ checked: number }> {
  return withClient(uri, async (client) => {
    const stored = await client.db('nivasa').collection('writes').find({}).toArray();
    const keys = new Set(stored.filter((document) => document.key).map((document) => document.key as string));
    const expectedKeys = acknowledged.inserts.filter(({ key, at }) => at <= cut && !acknowledged.deleteSent.has(key)).map(({ key }) => key);
    expect(expectedKeys.filter((key) => !keys.has(key))).toEqual([]);
    const deletedKeys = acknowledged.deletes.filter(({ at }) => at <= cut).map(({ key }) => key);
    expect(deletedKeys.filter((key) => keys.has(key))).toEqual([]);
    for (let writer = 0; writer < WRITERS; writer += 1) {
      const values = acknowledged.counters.filter((counter) => counter.writer === writer && counter.at <= cut).map(({ value }) => value);
      if (values.length === 0) continue;
      const counter = stored.find((document) => document.counterOf === writer);
      expect(counter?.value).toBeGreaterThanOrEqual(Math.max(...values));
    }
    return { checked: expectedKeys.length + deletedKeys.length };
  });
}

/** A client that gives up within a second once the engine is gone, and never resends a write. */
function writingClient(uri: string): MongoClient {
  return new MongoClient(uri, { serverMonitoringMode: 'poll', serverSelectionTimeoutMS: 1000, retryWrites: false });
}

const journalFiles = async (dataDir: string) => (await readdir(dataDir)).filter((name) => name.startsWith('congodb-journal-'));

describe('the CongoDB fallback killed with SIGKILL while it is written to', () => {
  let dataDir: string;
  const running: SpawnedEmbeddedDatabase[] = [];

  const start = async (durability: Durability, snapshotIntervalMs = SNAPSHOT_INTERVAL_MS) => {
    const database = await spawnEmbeddedDatabase({ dataDir, engine: 'congodb', durability, snapshotIntervalMs, stderr: 'ignore' });
    running.push(database);
    return database;
  };

  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'nivasa-crash-'));
  });

  afterEach(async () => {
    await Promise.all(running.splice(0).map((database) => database.stop()));
    await rm(dataDir, { recursive: true, force: true });
  });

  it('loses no write acknowledged more than one snapshot interval and one snapshot before the kill', async () => {
    const first = await start('snapshot');
    const client = writingClient(first.uri);
    await client.connect();
    const writes = writeContinuously(client);
    // A write waits at most one interval (and the timer's lateness) for the next snapshot to
    // start, then for that snapshot to be written. The snapshot cut short by the kill was never
    // timed, so it is allowed twice the longest one seen (the status records each one's time).
    let longestSnapshotMs = 0;
    const bound = () => SNAPSHOT_INTERVAL_MS + TIMER_LATENESS_MS + 2 * longestSnapshotMs;
    // Long enough that well over a second of writes falls before the bound, however slow the machine.
    const startedAt = Date.now();
    for (let elapsed = 0; elapsed < Math.max(2500, bound() + 1500) && elapsed < 8000; elapsed = Date.now() - startedAt) {
      longestSnapshotMs = Math.max(longestSnapshotMs, (await snapshotStatus(client))?.lastDurationMs ?? 0);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const killedAt = Date.now();
    await first.kill('SIGKILL');
    await writes.stop();
    await client.close();

    const restarted = await start('snapshot');
    const { checked } = await expectWritesUpTo(restarted.uri, writes.acknowledged, killedAt - bound());
    expect(checked).toBeGreaterThan(50);
    const lost = await withClient(restarted.uri, async (restartedClient) => {
      const stored = await restartedClient
        .db('nivasa')
        .collection('writes')
        .countDocuments({ key: { $exists: true } });
      return writes.acknowledged.inserts.length - writes.acknowledged.deletes.length - stored;
    });
    console.log(
      `Snapshot durability: interval ${SNAPSHOT_INTERVAL_MS} ms, longest snapshot ${longestSnapshotMs} ms, bound ${bound()} ms; ` +
        `${checked} writes acknowledged before the bound all kept; about ${lost} of the last ones lost.`,
    );
  });

  it("with durability 'every-write', keeps every acknowledged insert, update and delete, and compacts its journal", async () => {
    const first = await start('every-write');
    const client = writingClient(first.uri);
    await client.connect();
    const writes = writeContinuously(client);
    // Several snapshots, and the journal moving to a new file at each, while the writes go on.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await first.kill('SIGKILL');
    await writes.stop();
    await client.close();
    // A snapshot's temporary file, as a kill during a snapshot leaves it.
    await writeFile(join(dataDir, 'congodb-snapshot.ejson.99999999.tmp'), 'half a snapshot');

    const restartedAt = Date.now();
    const restarted = await start('every-write');
    const { checked } = await expectWritesUpTo(restarted.uri, writes.acknowledged, Infinity);
    expect(checked).toBe(
      writes.acknowledged.inserts.filter(({ key }) => !writes.acknowledged.deleteSent.has(key)).length + writes.acknowledged.deletes.length,
    );
    expect(checked).toBeGreaterThan(100);
    expect((await readdir(dataDir)).filter((name) => name.endsWith('.tmp'))).toEqual([]);
    // What the journal gave back is still numbers the engine can count with.
    await withClient(restarted.uri, async (restartedClient) => {
      const documents = restartedClient.db('nivasa').collection('writes');
      const counter = await documents.findOne({ counterOf: 0 });
      await documents.updateOne({ counterOf: 0 }, { $inc: { value: 1 } });
      expect((await documents.findOne({ counterOf: 0 }))?.value).toBe(counter!.value + 1);
    });

    // The first snapshot after the restart takes in what was replayed; the older journal files go.
    await withClient(restarted.uri, async (restartedClient) => {
      await eventually(async () => expect((await snapshotStatus(restartedClient))?.lastSavedAt?.getTime()).toBeGreaterThan(restartedAt));
    });
    expect((await journalFiles(dataDir)).length).toBeLessThanOrEqual(2);
  });

  it('leaves out a journal line cut short by the crash, and replays the whole ones before it', async () => {
    const kept = new ObjectId();
    const whole = BSON.EJSON.stringify(
      { put: { db: 'nivasa', collection: 'users', document: { _id: kept, email: 'kept@example.lk' } } },
      { relaxed: false },
    );
    const cut = BSON.EJSON.stringify(
      { put: { db: 'nivasa', collection: 'users', document: { _id: new ObjectId(), email: 'cut@example.lk' } } },
      { relaxed: false },
    );
    await writeFile(join(dataDir, 'congodb-journal-1.ejson'), `${whole}\n${cut.slice(0, 40)}`);
    const database = await start('every-write');
    await withClient(database.uri, async (client) => {
      const users = await client.db('nivasa').collection('users').find({}).toArray();
      expect(users).toEqual([{ _id: kept, email: 'kept@example.lk' }]);
    });
  });

  it("costs a share of the write rate with 'every-write', measured against the default in the same run", async () => {
    const [plain, strict] = await Promise.all([start('snapshot', 5000), start('every-write', 5000)]);
    const rates: Record<Durability, number[]> = { snapshot: [], 'every-write': [] };
    const connect = (uri: string) => new MongoClient(uri, { serverMonitoringMode: 'poll' });
    const clients = { snapshot: connect(plain.uri), 'every-write': connect(strict.uri) };
    /** Writes a second of 8 writers inserting for the time given. */
    const measure = async (durability: Durability, phaseMs: number) => {
      const documents = clients[durability].db('nivasa').collection('rate');
      let written = 0;
      const end = Date.now() + phaseMs;
      await Promise.all(
        Array.from({ length: 8 }, async () => {
          for (; Date.now() < end; written += 1) await documents.insertOne({ text: 'x'.repeat(200) });
        }),
      );
      return written / (phaseMs / 1000);
    };
    try {
      // Warmed up first (connections, the engines' compiled code), then taken in turns, so load
      // from elsewhere on the machine falls on both alike.
      await Promise.all([measure('snapshot', 300), measure('every-write', 300)]);
      for (const durability of ['snapshot', 'every-write', 'snapshot', 'every-write', 'snapshot', 'every-write'] as const) {
        rates[durability].push(await measure(durability, 700));
      }
    } finally {
      await Promise.all(Object.values(clients).map((client) => client.close()));
    }
    const total = (values: number[]) => values.reduce((sum, value) => sum + value, 0);
    const ratio = total(rates['every-write']) / total(rates.snapshot);
    console.log(
      `Writes a second, 8 writers, three turns each: default ${rates.snapshot.map(Math.round).join(', ')}; every-write ${rates['every-write'].map(Math.round).join(', ')}; ratio ${ratio.toFixed(2)}.`,
    );
    // Concurrent writes share one flush, so the strict setting keeps a good share of the rate.
    expect(ratio).toBeGreaterThan(0.1);
  });
});
