import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { BSON, MongoClient, type Document, type IndexDescription } from 'mongodb';

const { EJSON } = BSON;

/**
 * Keeps the CongoDB fallback's data across restarts. CongoDB's own file storage turns
 * ObjectIds and dates into strings, so the snapshot is taken through the driver as
 * canonical EJSON, which keeps every BSON type.
 */
interface CollectionSnapshot {
  indexes: IndexDescription[];
  documents: Document[];
}

interface SnapshotFile {
  format: 'nivasa-embedded-db-snapshot';
  version: 1;
  databases: Record<string, Record<string, CollectionSnapshot>>;
}

const SYSTEM_DATABASES = new Set(['admin', 'local', 'config']);

export async function takeSnapshot(client: MongoClient): Promise<string> {
  const snapshot: SnapshotFile = {
    format: 'nivasa-embedded-db-snapshot',
    version: 1,
    databases: {},
  };
  const { databases } = await client.db('admin').admin().listDatabases({ nameOnly: true });
  for (const { name: dbName } of databases) {
    if (SYSTEM_DATABASES.has(dbName)) continue;
    const db = client.db(dbName);
    const collections: Record<string, CollectionSnapshot> = {};
    for (const { name } of await db.listCollections({}, { nameOnly: true }).toArray()) {
      const collection = db.collection(name);
      const indexes = (await collection.listIndexes().toArray())
        .filter((index) => index.name !== '_id_')
        .map(({ key, name: indexName, unique, sparse, expireAfterSeconds }) => ({
          key,
          name: indexName,
          ...(unique ? { unique } : {}),
          ...(sparse ? { sparse } : {}),
          ...(expireAfterSeconds !== undefined ? { expireAfterSeconds } : {}),
        })) as IndexDescription[];
      const documents = await collection.find({}).sort({ _id: 1 }).toArray();
      collections[name] = { indexes, documents };
    }
    snapshot.databases[dbName] = collections;
  }
  return EJSON.stringify(snapshot, { relaxed: false });
}

/** Writes only when the data changed, and atomically, so a crash never leaves half a file. */
export async function saveSnapshot(client: MongoClient, file: string, previous?: string): Promise<string> {
  const text = await takeSnapshot(client);
  if (text === previous) return text;
  await mkdir(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, text);
  await rename(temporary, file);
  return text;
}

export async function restoreSnapshot(client: MongoClient, file: string): Promise<{ documents: number; text?: string }> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { documents: 0 };
    throw error;
  }
  const snapshot = EJSON.parse(text, { relaxed: false }) as SnapshotFile;
  // Canonical EJSON keeps numbers as Int32 objects, hence Number().
  if (snapshot.format !== 'nivasa-embedded-db-snapshot' || Number(snapshot.version) !== 1) {
    throw new Error(`${file} is not a snapshot this version can read`);
  }
  let restored = 0;
  for (const [dbName, collections] of Object.entries(snapshot.databases)) {
    const db = client.db(dbName);
    for (const [name, { indexes, documents }] of Object.entries(collections)) {
      const collection = db.collection(name);
      await db.createCollection(name).catch(() => undefined);
      if (indexes.length > 0) await collection.createIndexes(indexes);
      for (let start = 0; start < documents.length; start += 500) {
        await collection.insertMany(documents.slice(start, start + 500), { ordered: true });
      }
      restored += documents.length;
    }
  }
  return { documents: restored, text };
}
