import { createWriteStream } from 'node:fs';
import { type FileHandle, mkdir, open, readdir, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { BSON, type Collection, type Document, type IndexDescription, type MongoClient } from 'mongodb';
import { SNAPSHOT_STATUS } from './status';

const { EJSON } = BSON;

/**
 * Keeps the CongoDB fallback's data across restarts. CongoDB's own file storage turns
 * ObjectIds and dates into strings, so the snapshot is taken through the driver as
 * canonical EJSON, which keeps every BSON type.
 *
 * Version 2 is one canonical-EJSON value a line, written and read as a stream, so its size
 * is not bound by the largest string or buffer Node can make:
 *   {"format":"nivasa-embedded-db-snapshot","version":2}
 *   {"collection":{"db":…,"name":…,"indexes":[…]}}   then that collection's documents:
 *   {"document":{…}}
 *   {"end":{"documents":N}}                           last, so a cut-short file is refused
 * Version 1 (one JSON document holding everything) is still read.
 */
const FORMAT = 'nivasa-embedded-db-snapshot';
const VERSION = 2;

interface CollectionSnapshotV1 {
  indexes: IndexDescription[];
  documents: Document[];
}

interface SnapshotFileV1 {
  format: typeof FORMAT;
  version: 1;
  databases: Record<string, Record<string, CollectionSnapshotV1>>;
}

type SnapshotLine =
  | { format: typeof FORMAT; version: number }
  | { collection: { db: string; name: string; indexes: IndexDescription[] } }
  | { document: Document }
  | { end: { documents: number } };

const SKIPPED_DATABASES = new Set(['admin', 'local', 'config', SNAPSHOT_STATUS.database]);

/**
 * Documents per reply while reading. CongoDB serialises each reply into one buffer of at
 * most 17 MB (js-bson's limit); GridFS chunks are 255 KB, so 16 of them stay near 4 MB.
 */
const READ_BATCH_SIZE = 16;

/** Documents and bytes of EJSON per insert while restoring. */
const INSERT_BATCH_DOCUMENTS = 100;
const INSERT_BATCH_CHARACTERS = 4 * 1024 * 1024;

/** Owner read and write only: the file holds password hashes and everything else. */
export const SNAPSHOT_FILE_MODE = 0o600;

function line(value: SnapshotLine): string {
  return `${EJSON.stringify(value, { relaxed: false })}\n`;
}

async function indexesOf(collection: Collection): Promise<IndexDescription[]> {
  return (await collection.listIndexes().toArray())
    .filter((index) => index.name !== '_id_')
    .map(({ key, name, unique, sparse, expireAfterSeconds }) => ({
      key,
      name,
      ...(unique ? { unique } : {}),
      ...(sparse ? { sparse } : {}),
      ...(expireAfterSeconds !== undefined ? { expireAfterSeconds } : {}),
    })) as IndexDescription[];
}

/** The snapshot's lines, reading every collection in small batches. */
export async function* snapshotLines(client: MongoClient): AsyncGenerator<string> {
  yield line({ format: FORMAT, version: VERSION });
  let documents = 0;
  const { databases } = await client.db('admin').admin().listDatabases({ nameOnly: true });
  for (const { name: dbName } of databases) {
    if (SKIPPED_DATABASES.has(dbName)) continue;
    const db = client.db(dbName);
    for (const { name } of await db.listCollections({}, { nameOnly: true }).toArray()) {
      const collection = db.collection(name);
      yield line({ collection: { db: dbName, name, indexes: await indexesOf(collection) } });
      for await (const document of collection.find({}, { batchSize: READ_BATCH_SIZE })) {
        yield line({ document });
        documents += 1;
      }
    }
  }
  yield line({ end: { documents } });
}

/**
 * Streams the lines to a temporary file (owner-only, flushed to disk) and renames it over
 * the file, so a crash or a failure never leaves half a snapshot in its place.
 */
export async function writeSnapshotFile(file: string, lines: AsyncIterable<string>): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  // A leftover from a crashed attempt would keep its old mode; 'wx' makes a new file.
  await rm(temporary, { force: true });
  try {
    await pipeline(Readable.from(lines), createWriteStream(temporary, { flags: 'wx', mode: SNAPSHOT_FILE_MODE, flush: true }));
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true }).catch(() => undefined);
    throw error;
  }
}

/**
 * Deletes the temporary files of snapshots that a killed process left half-written. Only for a
 * process that knows it alone serves the data directory.
 */
export async function removeLeftoverTemporaryFiles(file: string): Promise<void> {
  // Named as writeSnapshotFile names them: `<file>.<pid>.tmp`.
  const prefix = `${basename(file)}.`;
  for (const name of await readdir(dirname(file))) {
    if (name.startsWith(prefix) && /^\d+\.tmp$/.test(name.slice(prefix.length))) await rm(join(dirname(file), name), { force: true });
  }
}

export async function saveSnapshot(client: MongoClient, file: string): Promise<void> {
  await writeSnapshotFile(file, snapshotLines(client));
}

/** Lines of a UTF-8 stream, split on the newline byte (never part of a multi-byte character). */
async function* readLines(input: AsyncIterable<Buffer>): AsyncGenerator<string> {
  let parts: Buffer[] = [];
  for await (const chunk of input) {
    let start = 0;
    for (let newline = chunk.indexOf(10); newline !== -1; newline = chunk.indexOf(10, start)) {
      parts.push(chunk.subarray(start, newline));
      yield Buffer.concat(parts).toString('utf8');
      parts = [];
      start = newline + 1;
    }
    if (start < chunk.length) parts.push(chunk.subarray(start));
  }
  if (parts.length > 0) yield Buffer.concat(parts).toString('utf8');
}

async function createCollection(client: MongoClient, dbName: string, name: string, indexes: IndexDescription[]): Promise<Collection> {
  const db = client.db(dbName);
  await db.createCollection(name).catch(() => undefined);
  const collection = db.collection(name);
  if (indexes.length > 0) await collection.createIndexes(indexes);
  return collection;
}

async function restoreV1(client: MongoClient, snapshot: SnapshotFileV1): Promise<number> {
  let restored = 0;
  for (const [dbName, collections] of Object.entries(snapshot.databases)) {
    for (const [name, { indexes, documents }] of Object.entries(collections)) {
      const collection = await createCollection(client, dbName, name, indexes);
      for (let start = 0; start < documents.length; start += INSERT_BATCH_DOCUMENTS) {
        await collection.insertMany(documents.slice(start, start + INSERT_BATCH_DOCUMENTS), { ordered: true });
      }
      restored += documents.length;
    }
  }
  return restored;
}

export interface RestoredSnapshot {
  documents: number;
  /** When the file was last written; undefined when there was none. */
  savedAt?: Date;
}

/** Loads the file into the empty server; no file is an empty database. */
export async function restoreSnapshot(client: MongoClient, file: string): Promise<RestoredSnapshot> {
  let handle: FileHandle;
  try {
    handle = await open(file, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { documents: 0 };
    throw error;
  }
  try {
    // Earlier versions wrote it readable by everyone.
    await handle.chmod(SNAPSHOT_FILE_MODE);
    const savedAt = (await handle.stat()).mtime;
    const unreadable = new Error(`${file} is not a snapshot this version can read`);
    let version: number | undefined;
    let collection: Collection | undefined;
    let batch: Document[] = [];
    let batchCharacters = 0;
    let restored = 0;
    let ended = false;
    const flush = async () => {
      if (batch.length === 0) return;
      await collection!.insertMany(batch, { ordered: true });
      restored += batch.length;
      batch = [];
      batchCharacters = 0;
    };

    for await (const text of readLines(handle.createReadStream({ autoClose: false }))) {
      if (text.trim() === '') continue;
      const value = EJSON.parse(text, { relaxed: false }) as SnapshotLine | SnapshotFileV1;
      if (version === undefined) {
        // Canonical EJSON keeps numbers as Int32 objects, hence Number().
        if (!('format' in value) || value.format !== FORMAT) throw unreadable;
        version = Number(value.version);
        if (version === 1) return { documents: await restoreV1(client, value as SnapshotFileV1), savedAt };
        if (version !== VERSION) throw unreadable;
        continue;
      }
      if (ended) throw new Error(`${file} has data after its end`);
      if ('document' in value) {
        if (!collection) throw unreadable;
        batch.push(value.document);
        batchCharacters += text.length;
        if (batch.length >= INSERT_BATCH_DOCUMENTS || batchCharacters >= INSERT_BATCH_CHARACTERS) await flush();
      } else if ('collection' in value) {
        await flush();
        collection = await createCollection(client, value.collection.db, value.collection.name, value.collection.indexes);
      } else if ('end' in value) {
        await flush();
        if (Number(value.end.documents) !== restored)
          throw new Error(`${file} holds ${restored} documents, its end says ${Number(value.end.documents)}`);
        ended = true;
      } else {
        throw unreadable;
      }
    }
    if (version === undefined) return { documents: 0, savedAt };
    if (!ended) throw new Error(`${file} is cut short: it has no end line`);
    return { documents: restored, savedAt };
  } finally {
    await handle.close();
  }
}
