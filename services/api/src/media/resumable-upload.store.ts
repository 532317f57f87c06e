import { DataStore, ERRORS, Upload } from '@tus/utils';
import { RESUMABLE_UPLOAD_LIMITS } from '@nivasa/contracts/limits';
import type { Connection } from 'mongoose';
import { mongo, Types } from 'mongoose';
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';

export const RESUMABLE_UPLOADS_COLLECTION = 'resumable_uploads';
export const RESUMABLE_UPLOAD_PARTS_COLLECTION = 'resumable_upload_parts';
export const RESUMABLE_UPLOAD_LIFETIME_MS = RESUMABLE_UPLOAD_LIMITS.lifetimeHours * 60 * 60 * 1000;
/** One stored part's bytes at most; a PATCH's body is kept in parts of this size. */
const PART_BYTES = RESUMABLE_UPLOAD_LIMITS.chunkBytes;

/** An upload as MongoDB keeps it: who, what for, how far, and which writes count. */
export interface ResumableUploadRecord {
  _id: Types.ObjectId;
  owner: string;
  purpose: string;
  size: number;
  offset: number;
  /** The writes that moved `offset`, in order: only their parts make up the file. */
  writes: string[];
  createdAt: Date;
  /** The stored image's address, once the upload was complete and the image pipeline took it. */
  imageUrl?: string;
}

interface UploadPart {
  upload: string;
  write: string;
  start: number;
  data: mongo.Binary;
}

/**
 * The tus DataStore of Nivasa: every upload's state and received bytes live in MongoDB, never in
 * one process, because the shell's proxy sends consecutive requests of one upload to different
 * API instances. A PATCH's bytes are stored as parts tagged with the write's id, then the
 * upload's offset moves in one update conditioned on the offset the write started from: of two
 * writes at one offset (a resume racing an interrupted request on another instance) only one
 * counts, and the other's parts are dropped. An interrupted PATCH keeps what arrived.
 */
export class MongoUploadStore extends DataStore {
  constructor(private readonly connection: Connection) {
    super();
    this.extensions = ['creation', 'termination', 'expiration'];
  }

  private get uploads() {
    return this.connection.collection<ResumableUploadRecord>(RESUMABLE_UPLOADS_COLLECTION);
  }

  private get parts() {
    return this.connection.collection<UploadPart>(RESUMABLE_UPLOAD_PARTS_COLLECTION);
  }

  async createIndexes(): Promise<void> {
    await this.uploads.createIndex({ owner: 1, imageUrl: 1 });
    await this.uploads.createIndex({ createdAt: 1 });
    await this.parts.createIndex({ upload: 1, start: 1 });
  }

  /** The owner and purpose come from the server (onUploadCreate puts them in the metadata), never the client. */
  override async create(upload: Upload): Promise<Upload> {
    const { owner, purpose } = upload.metadata ?? {};
    if (!owner || !purpose || upload.size === undefined) throw ERRORS.INVALID_LENGTH;
    const createdAt = new Date();
    await this.uploads.insertOne({
      _id: new Types.ObjectId(upload.id),
      owner,
      purpose,
      size: upload.size,
      offset: 0,
      writes: [],
      createdAt,
    });
    upload.creation_date = createdAt.toISOString();
    upload.metadata = { purpose };
    return upload;
  }

  override async getUpload(id: string): Promise<Upload> {
    const record = await this.find(id);
    if (!record) throw ERRORS.FILE_NOT_FOUND;
    return new Upload({
      id,
      size: record.size,
      offset: record.offset,
      metadata: { purpose: record.purpose },
      creation_date: record.createdAt.toISOString(),
    });
  }

  find(id: string): Promise<ResumableUploadRecord | null> {
    return this.uploads.findOne({ _id: new Types.ObjectId(id) });
  }

  override async write(stream: Readable, id: string, offset: number): Promise<number> {
    const write = randomBytes(8).toString('hex');
    const pending: Buffer[] = [];
    let pendingBytes = 0;
    let start = offset;
    const flush = async () => {
      if (pendingBytes === 0) return;
      const data = Buffer.concat(pending, pendingBytes);
      pending.length = 0;
      pendingBytes = 0;
      await this.parts.insertOne({ upload: id, write, start, data: new mongo.Binary(data) });
      start += data.length;
    };
    try {
      for await (const chunk of stream) {
        pending.push(chunk as Buffer);
        pendingBytes += (chunk as Buffer).length;
        if (pendingBytes >= PART_BYTES) await flush();
      }
    } catch {
      // The connection dropped: what arrived is kept below, so the client resumes from there.
    }
    await flush();
    if (start === offset) return offset;
    const moved = await this.uploads.updateOne(
      { _id: new Types.ObjectId(id), offset },
      { $set: { offset: start }, $push: { writes: write } },
    );
    if (moved.modifiedCount !== 1) {
      await this.parts.deleteMany({ upload: id, write });
      throw ERRORS.INVALID_OFFSET;
    }
    return start;
  }

  /** The whole file of a complete upload, from the parts of the writes that counted. */
  async read(id: string): Promise<Buffer> {
    const record = await this.find(id);
    if (!record) throw ERRORS.FILE_NOT_FOUND;
    const counted = new Set(record.writes);
    const parts = await this.parts.find({ upload: id }, { sort: { start: 1 } }).toArray();
    const file = Buffer.alloc(record.size);
    let filled = 0;
    for (const part of parts) {
      if (!counted.has(part.write)) continue;
      const bytes = part.data.buffer;
      Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).copy(file, part.start);
      filled += bytes.length;
    }
    if (filled !== record.size) throw ERRORS.FILE_WRITE_ERROR;
    return file;
  }

  /** Records the stored image of a complete upload and drops its parts; true if this call was the first. */
  async complete(id: string, imageUrl: string): Promise<boolean> {
    const claimed = await this.uploads.updateOne({ _id: new Types.ObjectId(id), imageUrl: { $exists: false } }, { $set: { imageUrl } });
    await this.parts.deleteMany({ upload: id });
    return claimed.modifiedCount === 1;
  }

  /** Unfinished uploads of the owner, to bound what one user keeps. */
  countPending(owner: string): Promise<number> {
    return this.uploads.countDocuments({ owner, imageUrl: { $exists: false } });
  }

  override async remove(id: string): Promise<void> {
    await this.parts.deleteMany({ upload: id });
    await this.uploads.deleteOne({ _id: new Types.ObjectId(id) });
  }

  override getExpiration(): number {
    return RESUMABLE_UPLOAD_LIFETIME_MS;
  }

  /** Removes uploads created before the lifetime, finished or not, with their parts; safe to run again. */
  override async deleteExpired(now = new Date()): Promise<number> {
    const before = new Date(now.getTime() - RESUMABLE_UPLOAD_LIFETIME_MS);
    const expired = await this.uploads.find({ createdAt: { $lt: before } }, { projection: { _id: 1 } }).toArray();
    for (const { _id } of expired) await this.remove(_id.toHexString());
    return expired.length;
  }
}
