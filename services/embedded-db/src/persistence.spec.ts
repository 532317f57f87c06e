import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MongoClient, ObjectId } from 'mongodb';
import { findRunningEmbeddedDatabase, spawnEmbeddedDatabase } from './index';

describe('embedded database process', () => {
  let dataDir: string;

  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'nivasa-embedded-db-'));
  });

  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  async function withClient<T>(uri: string, work: (client: MongoClient) => Promise<T>): Promise<T> {
    const client = new MongoClient(uri, { serverMonitoringMode: 'poll' });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.close();
    }
  }

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
});
