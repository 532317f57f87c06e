import { createHash, randomBytes } from 'node:crypto';
import { chmod, mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { BSON, GridFSBucket, ObjectId } from 'mongodb';
import { findRunningEmbeddedDatabase, spawnEmbeddedDatabase } from './index';
import { writeSnapshotFile } from './snapshot';
import { eventually, snapshotStatus, withClient } from './spec-support';

const SNAPSHOT_FILE = 'congodb-snapshot.ejson';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('embedded database process', () => {
  let dataDir: string;

  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'nivasa-embedded-db-'));
  });

  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps a listing-like document, with its ObjectId and Date types, across a restart', async () => {
    const owner = new ObjectId();
    const createdAt = new Date('2026-03-04T05:06:07.089Z');
    const first = await spawnEmbeddedDatabase({ dataDir, stderr: 'ignore' });
    expect(await findRunningEmbeddedDatabase(dataDir)).toEqual({ uri: first.uri, engine: first.engine });
    const id = await withClient(first.uri, async (client) => {
      const listings = client.db('nivasa').collection('listings');
      await listings.createIndex({ status: 1, createdAt: -1 });
      const { insertedId } = await listings.insertOne({
        name: 'Sunny annex near Peradeniya campus',
        userRef: owner,
        createdAt,
        rent: 35000,
        imageUrls: ['/api/images/1'],
        featured: false,
      });
      return insertedId;
    });
    await first.stop();
    expect(await findRunningEmbeddedDatabase(dataDir)).toBeNull();

    const second = await spawnEmbeddedDatabase({ dataDir, stderr: 'ignore' });
    try {
      await withClient(second.uri, async (client) => {
        const listings = client.db('nivasa').collection('listings');
        const stored = await listings.findOne({ _id: id });
        expect(stored).not.toBeNull();
        expect(stored!._id).toBeInstanceOf(ObjectId);
        expect(stored!.userRef).toBeInstanceOf(ObjectId);
        expect(stored!.userRef.equals(owner)).toBe(true);
        expect(stored!.createdAt).toBeInstanceOf(Date);
        expect(stored!.createdAt.getTime()).toBe(createdAt.getTime());
        expect(stored!.rent).toBe(35000);
        expect(stored!.featured).toBe(false);
        // Queries by type still match after the restart.
        expect(await listings.countDocuments({ createdAt: { $gte: new Date('2026-01-01') } })).toBe(1);
        const indexNames = (await listings.listIndexes().toArray()).map((index) => index.name);
        expect(indexNames).toContain('status_1_createdAt_-1');
      });
    } finally {
      await second.stop();
    }
  });

  it('refuses to serve a data directory that another process already serves', async () => {
    const running = await spawnEmbeddedDatabase({ dataDir, stderr: 'ignore' });
    try {
      await expect(spawnEmbeddedDatabase({ dataDir, stderr: 'ignore' })).rejects.toThrow(/exited with code 1/);
    } finally {
      await running.stop();
    }
  });

  it('keeps 60 MB of GridFS files, and the small writes after them, across a restart', async () => {
    const first = await spawnEmbeddedDatabase({ dataDir, engine: 'congodb', snapshotIntervalMs: 200, stderr: 'ignore' });
    const files = new Map<string, string>();
    let kept: ObjectId;
    let deleted: ObjectId;
    try {
      await withClient(first.uri, async (client) => {
        const db = client.db('nivasa');
        const users = db.collection('users');
        ({ insertedId: kept } = await users.insertOne({ email: 'kept@example.lk', password: 'old hash', sessionVersion: 0 }));
        ({ insertedId: deleted } = await users.insertOne({ email: 'gone@example.lk', password: 'hash' }));
        // A burst of uploads: twelve 5 MB files of random bytes, 240 chunks of 255 KB.
        const bucket = new GridFSBucket(db, { bucketName: 'images' });
        for (let n = 0; n < 12; n += 1) {
          const bytes = randomBytes(5 * 1024 * 1024);
          const id = new ObjectId();
          await pipeline(Readable.from([bytes]), bucket.openUploadStreamWithId(id, `${n}.bin`));
          files.set(id.toHexString(), sha256(bytes));
        }
        const burstDone = new Date();
        // A periodic snapshot takes it all in. One that began during the burst may end after it
        // with part of it; the next one, at the following tick, has the rest.
        await eventually(async () => {
          const status = await snapshotStatus(client);
          expect(status).toMatchObject({ state: 'ok', consecutiveFailures: 0 });
          expect(status!.lastSavedAt!.getTime()).toBeGreaterThan(burstDone.getTime());
          expect((await stat(join(dataDir, SNAPSHOT_FILE))).size).toBeGreaterThan(60 * 1024 * 1024);
        }, 60_000);

        // Then a changed password, a revoked session and a deleted account.
        await users.updateOne({ _id: kept }, { $set: { password: 'new hash' }, $inc: { sessionVersion: 1 } });
        await users.deleteOne({ _id: deleted });
      });
    } finally {
      await first.stop();
    }

    const second = await spawnEmbeddedDatabase({ dataDir, engine: 'congodb', stderr: 'ignore' });
    try {
      await withClient(second.uri, async (client) => {
        const db = client.db('nivasa');
        expect(await db.collection('users').findOne({ _id: kept })).toMatchObject({ password: 'new hash', sessionVersion: 1 });
        expect(await db.collection('users').findOne({ _id: deleted })).toBeNull();
        const bucket = new GridFSBucket(db, { bucketName: 'images' });
        for (const [id, hash] of files) {
          const chunks: Buffer[] = [];
          for await (const chunk of bucket.openDownloadStream(new ObjectId(id))) chunks.push(chunk as Buffer);
          expect(sha256(Buffer.concat(chunks))).toBe(hash);
        }
      });
    } finally {
      await second.stop();
    }
  }, 180_000);

  it('snapshots again after a failed snapshot, and records each outcome where a client can read it', async () => {
    const file = join(dataDir, SNAPSHOT_FILE);
    const database = await spawnEmbeddedDatabase({ dataDir, engine: 'congodb', snapshotIntervalMs: 100, stderr: 'ignore' });
    try {
      await withClient(database.uri, async (client) => {
        expect(await snapshotStatus(client)).toMatchObject({ state: 'ok', lastSavedAt: null, consecutiveFailures: 0 });
        // A directory where the file goes makes every write fail, even as root (chmod would not).
        await mkdir(file);
        await client.db('nivasa').collection('users').insertOne({ email: 'first@example.lk' });
        const failing = await eventually(async () => {
          const status = await snapshotStatus(client);
          expect(status).toMatchObject({ state: 'failing', lastSavedAt: null });
          expect(status!.consecutiveFailures).toBeGreaterThanOrEqual(2);
          return status!;
        });
        expect(failing.failingSince).toBeInstanceOf(Date);
        expect(failing.lastError).toMatch(/directory/i);

        await rm(file, { recursive: true });
        const recovered = await eventually(async () => {
          const status = await snapshotStatus(client);
          expect(status).toMatchObject({ state: 'ok', failingSince: null, consecutiveFailures: 0, lastError: null });
          return status!;
        });
        expect(recovered.lastSavedAt).toBeInstanceOf(Date);
        expect((await stat(file)).isFile()).toBe(true);
      });
    } finally {
      await database.stop();
    }

    const restarted = await spawnEmbeddedDatabase({ dataDir, engine: 'congodb', stderr: 'ignore' });
    try {
      await withClient(restarted.uri, async (client) => {
        expect(await client.db('nivasa').collection('users').findOne({ email: 'first@example.lk' })).not.toBeNull();
        const status = await snapshotStatus(client);
        expect(status).toMatchObject({ state: 'ok', consecutiveFailures: 0 });
        // A new record with the file's time: the status database is not in the snapshot.
        expect(status!.lastSavedAt!.getTime()).toBe((await stat(file)).mtime.getTime());
      });
    } finally {
      await restarted.stop();
    }
  });

  it('writes the snapshot readable by its owner only, and rewrites it only when data changed', async () => {
    const file = join(dataDir, SNAPSHOT_FILE);
    const database = await spawnEmbeddedDatabase({ dataDir, engine: 'congodb', snapshotIntervalMs: 100, stderr: 'ignore' });
    try {
      await withClient(database.uri, async (client) => {
        const listings = client.db('nivasa').collection('listings');
        await listings.insertOne({ name: 'Annex in Kandy' });
        const first = await eventually(() => stat(file));
        expect(first.mode & 0o777).toBe(0o600);
        // Ten intervals with no change: the file is left alone (each write makes a new inode).
        await listings.find({}).toArray();
        await new Promise((resolve) => setTimeout(resolve, 1000));
        const unchanged = await stat(file);
        expect(unchanged.ino).toBe(first.ino);
        expect(unchanged.mtimeMs).toBe(first.mtimeMs);

        await listings.updateOne({ name: 'Annex in Kandy' }, { $set: { rent: 30_000 } });
        await eventually(async () => expect((await stat(file)).ino).not.toBe(first.ino));
        expect((await stat(file)).mode & 0o777).toBe(0o600);
      });
    } finally {
      await database.stop();
    }
  });

  it('writes through an owner-only temporary file, even over a leftover one', async () => {
    const file = join(dataDir, SNAPSHOT_FILE);
    const temporary = `${file}.${process.pid}.tmp`;
    await writeFile(temporary, 'left over from a crash', { mode: 0o644 });
    await chmod(temporary, 0o644);
    const modes: number[] = [];
    async function* lines() {
      yield 'first\n';
      // The stream is open and written to once the second line is asked for.
      modes.push((await eventually(() => stat(temporary))).mode & 0o777);
      yield 'second\n';
    }
    await writeSnapshotFile(file, lines());
    expect(modes).toEqual([0o600]);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    await expect(stat(temporary)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('restores a snapshot in the earlier single-document format, and makes it owner-only', async () => {
    const file = join(dataDir, SNAPSHOT_FILE);
    const id = new ObjectId();
    const createdAt = new Date('2025-12-01T10:00:00.000Z');
    const v1 = {
      format: 'nivasa-embedded-db-snapshot',
      version: 1,
      databases: {
        nivasa: {
          users: {
            indexes: [{ key: { email: 1 }, name: 'email_1', unique: true }],
            documents: [{ _id: id, email: 'old@example.lk', createdAt }],
          },
        },
      },
    };
    await writeFile(file, BSON.EJSON.stringify(v1, { relaxed: false }), { mode: 0o644 });
    await chmod(file, 0o644);
    const database = await spawnEmbeddedDatabase({ dataDir, engine: 'congodb', stderr: 'ignore' });
    try {
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      await withClient(database.uri, async (client) => {
        const users = client.db('nivasa').collection('users');
        const stored = await users.findOne({ _id: id });
        expect(stored!.createdAt).toBeInstanceOf(Date);
        expect(stored!.createdAt.getTime()).toBe(createdAt.getTime());
        expect((await users.listIndexes().toArray()).map((index) => index.name)).toContain('email_1');
      });
    } finally {
      await database.stop();
    }
  });
});
