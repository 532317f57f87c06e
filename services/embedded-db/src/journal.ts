import { type FileHandle, open, readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { SNAPSHOT_FILE_MODE } from './snapshot';

/**
 * The strict durability of the CongoDB fallback: every change to its storage is appended to a
 * journal file and flushed to disk before the storage call returns, so before the write's reply
 * leaves. At start the journal is replayed over the snapshot; each snapshot starts a new journal
 * file first and deletes the older ones once it is saved.
 *
 * An entry holds the whole document after the change (not the command that made it), so
 * replaying an entry twice, or over a snapshot that already holds it, gives the same result.
 * One canonical-EJSON entry a line, in files `congodb-journal-<n>.ejson`, replayed in order of n.
 */
export type JournalEntry =
  | { put: { db: string; collection: string; document: Record<string, unknown> } }
  | { delete: { db: string; collection: string; id: unknown } }
  | { createCollection: { db: string; collection: string } }
  | { dropCollection: { db: string; collection: string } }
  | { dropDatabase: { db: string } }
  | { renameCollection: { db: string; from: string; to: string } }
  | { saveIndex: { db: string; collection: string; name: string; spec: Record<string, unknown> } }
  | { dropIndex: { db: string; collection: string; name: string } };

/** The parts of CongoDB's MemoryStorageAdapter that the journal records and replays. */
export interface JournalledStorage {
  insertOne(db: string, collection: string, document: Record<string, unknown>): Promise<Record<string, unknown>>;
  updateById(db: string, collection: string, id: unknown, document: Record<string, unknown>): Promise<boolean>;
  deleteById(db: string, collection: string, id: unknown): Promise<boolean>;
  collectionExists(db: string, collection: string): Promise<boolean>;
  createCollection(db: string, collection: string): Promise<void>;
  dropCollection(db: string, collection: string): Promise<boolean>;
  dropDatabase(db: string): Promise<boolean>;
  renameCollection(db: string, from: string, to: string): Promise<void>;
  saveIndex(db: string, collection: string, name: string, spec: Record<string, unknown>): Promise<void>;
  dropIndex(db: string, collection: string, name: string): Promise<boolean>;
}

/** The EJSON of the BSON library the storage's documents come from (CongoDB's, not the driver's). */
export interface Ejson {
  stringify(value: unknown, options: { relaxed: boolean }): string;
  parse(text: string, options: { relaxed: boolean }): unknown;
}

const FILE_PATTERN = /^congodb-journal-(\d+)\.ejson$/;
const fileName = (sequence: number) => `congodb-journal-${sequence}.ejson`;

async function journalFiles(dataDir: string): Promise<number[]> {
  const names = await readdir(dataDir);
  return names
    .map((name) => FILE_PATTERN.exec(name))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => Number(match[1]))
    .sort((a, b) => a - b);
}

export class WriteJournal {
  private file?: { handle: FileHandle; sequence: number; size: number };
  private started = false;
  private pending: string[] = [];
  /** The batch that takes lines appended now; the next one starts when it has begun. */
  private batch?: Promise<void>;
  /** Batches and file changes run one after another, in the order asked for. */
  private tail: Promise<void> = Promise.resolve();

  constructor(
    private readonly dataDir: string,
    private readonly ejson: Ejson,
  ) {}

  /** Whether changes are being recorded (from `start` until `close`). */
  get recording(): boolean {
    return this.started;
  }

  /**
   * Applies every journal file in the data directory, oldest first, straight to the storage.
   * A last line without its newline is a write cut short by a crash, never acknowledged: it is
   * left out. Any other unreadable line stops the start, as a damaged snapshot does.
   */
  async replay(storage: JournalledStorage): Promise<number> {
    let applied = 0;
    for (const sequence of await journalFiles(this.dataDir)) {
      const file = join(this.dataDir, fileName(sequence));
      const lines = (await readFile(file, 'utf8')).split('\n');
      lines.pop();
      for (const [index, line] of lines.entries()) {
        let entry: JournalEntry;
        try {
          // Relaxed, as the server reads BSON off the wire: numbers come back as numbers, which
          // the engine's $inc and comparisons need, not Int32 or Double objects.
          entry = this.ejson.parse(line, { relaxed: true }) as JournalEntry;
        } catch (error) {
          throw new Error(`${file} line ${index + 1} is not a journal entry: ${(error as Error).message}`);
        }
        await apply(storage, entry);
        applied += 1;
      }
    }
    return applied;
  }

  /** Starts recording into a new file after any that exist. */
  async start(): Promise<void> {
    const existing = await journalFiles(this.dataDir);
    await this.openFile((existing.at(-1) ?? 0) + 1);
    this.started = true;
  }

  /** Appends the entry; resolves once it is on disk (entries appended meanwhile share the flush). */
  record(entry: JournalEntry): Promise<void> {
    this.pending.push(`${this.ejson.stringify(entry, { relaxed: false })}\n`);
    if (!this.batch) {
      const batch = this.tail.then(() => {
        this.batch = undefined;
        return this.writePending();
      });
      this.batch = batch;
      this.tail = batch.catch(() => undefined);
    }
    return this.batch;
  }

  /**
   * Moves recording to a new file once what was appended so far is on disk. Returns the number
   * of the file it left: everything in it and the files before it happened before this call, so
   * a snapshot that starts reading now holds it.
   */
  rotate(): Promise<number> {
    const rotated = this.tail.then(async () => {
      const file = this.current();
      await file.handle.close();
      this.file = undefined;
      await this.openFile(file.sequence + 1);
      return file.sequence;
    });
    this.tail = rotated.then(
      () => undefined,
      () => undefined,
    );
    return rotated;
  }

  /** Deletes the files up to and including that number: a saved snapshot holds what they held. */
  async removeThrough(sequence: number): Promise<void> {
    for (const old of await journalFiles(this.dataDir)) {
      if (old <= sequence) await rm(join(this.dataDir, fileName(old)), { force: true });
    }
  }

  /** Stops recording once what was appended is on disk. */
  async close(): Promise<void> {
    this.started = false;
    await this.tail;
    const file = this.file;
    this.file = undefined;
    await file?.handle.close();
  }

  private current(): NonNullable<WriteJournal['file']> {
    if (!this.file) throw new Error('The write journal is not open');
    return this.file;
  }

  private async openFile(sequence: number): Promise<void> {
    const handle = await open(join(this.dataDir, fileName(sequence)), 'a', SNAPSHOT_FILE_MODE);
    this.file = { handle, sequence, size: (await handle.stat()).size };
    // The new file's name must reach the disk too, or a power cut could lose the file whole.
    const directory = await open(this.dataDir, 'r');
    try {
      await directory.sync();
    } finally {
      await directory.close();
    }
  }

  private async writePending(): Promise<void> {
    const text = this.pending.join('');
    this.pending = [];
    const file = this.current();
    try {
      await file.handle.appendFile(text);
      await file.handle.datasync();
      file.size += Buffer.byteLength(text);
    } catch (error) {
      // Cut off a partial write, so the next entry starts on a line of its own.
      await file.handle.truncate(file.size).catch(() => undefined);
      throw error;
    }
  }
}

async function apply(storage: JournalledStorage, entry: JournalEntry): Promise<void> {
  if ('put' in entry) {
    const { db, collection, document } = entry.put;
    if (!(await storage.updateById(db, collection, document._id, document))) await storage.insertOne(db, collection, document);
  } else if ('delete' in entry) {
    await storage.deleteById(entry.delete.db, entry.delete.collection, entry.delete.id);
  } else if ('createCollection' in entry) {
    await storage.createCollection(entry.createCollection.db, entry.createCollection.collection);
  } else if ('dropCollection' in entry) {
    await storage.dropCollection(entry.dropCollection.db, entry.dropCollection.collection);
  } else if ('dropDatabase' in entry) {
    await storage.dropDatabase(entry.dropDatabase.db);
  } else if ('renameCollection' in entry) {
    const { db, from, to } = entry.renameCollection;
    // Already renamed when the snapshot was taken after it.
    if (await storage.collectionExists(db, from)) await storage.renameCollection(db, from, to);
  } else if ('saveIndex' in entry) {
    const { db, collection, name, spec } = entry.saveIndex;
    await storage.saveIndex(db, collection, name, spec);
  } else if ('dropIndex' in entry) {
    const { db, collection, name } = entry.dropIndex;
    await storage.dropIndex(db, collection, name);
  } else {
    throw new Error(`Unknown journal entry ${Object.keys(entry).join(', ')}`);
  }
}

/**
 * Wraps the storage's changing methods so that each change, once made, is recorded in the
 * journal before the call returns. `skipDatabase` is not recorded (the engine's own status).
 * Calls made while the journal is not recording (restoring, replaying) pass straight through.
 */
export function journalWrites(storage: JournalledStorage, journal: WriteJournal, skipDatabase: string): void {
  const methods = storage as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
  const wrap = <Args extends unknown[], Result>(
    name: keyof JournalledStorage,
    entryOf: (result: Result, ...args: Args) => JournalEntry | undefined,
    /** Asked before the change: true when it will change nothing worth recording. */
    noNews?: (...args: Args) => Promise<boolean>,
  ) => {
    const original = methods[name];
    methods[name] = async function (this: unknown, ...args: unknown[]) {
      const record = journal.recording && args[0] !== skipDatabase && !(noNews && (await noNews(...(args as Args))));
      const result = (await original.apply(this, args)) as Result;
      const entry = record ? entryOf(result, ...(args as Args)) : undefined;
      if (entry) await journal.record(entry);
      return result;
    };
  };
  wrap('insertOne', (document: Record<string, unknown>, db: string, collection: string) => ({ put: { db, collection, document } }));
  wrap('updateById', (updated: boolean, db: string, collection: string, _id: unknown, document: Record<string, unknown>) =>
    updated ? { put: { db, collection, document } } : undefined,
  );
  wrap('deleteById', (deleted: boolean, db: string, collection: string, id: unknown) =>
    deleted ? { delete: { db, collection, id } } : undefined,
  );
  // Every insert and update asks for its collection: only a new one is news.
  wrap(
    'createCollection',
    (_: void, db: string, collection: string) => ({ createCollection: { db, collection } }),
    (db: string, collection: string) => storage.collectionExists(db, collection),
  );
  wrap('dropCollection', (dropped: boolean, db: string, collection: string) =>
    dropped ? { dropCollection: { db, collection } } : undefined,
  );
  wrap('dropDatabase', (dropped: boolean, db: string) => (dropped ? { dropDatabase: { db } } : undefined));
  wrap('renameCollection', (_: void, db: string, from: string, to: string) => ({ renameCollection: { db, from, to } }));
  wrap('saveIndex', (_: void, db: string, collection: string, name: string, spec: Record<string, unknown>) => ({
    saveIndex: { db, collection, name, spec },
  }));
  wrap('dropIndex', (dropped: boolean, db: string, collection: string, name: string) =>
    dropped ? { dropIndex: { db, collection, name } } : undefined,
  );
}
