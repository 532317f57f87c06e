import { Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { derivedObjectId, isDuplicateKeyError } from '../derived-id';
import { ExpiringKey } from './expiring-key.schema';

/**
 * Keys that may be taken once until they expire (used sign-in nonces, signed-out session
 * tokens, upload slots), kept in MongoDB so every API instance sees them: `take` is true for the first
 * caller only, however many race for the key.
 */
@Injectable()
export class ExpiringKeysService {
  private readonly logger = new Logger(ExpiringKeysService.name);

  constructor(@InjectModel(ExpiringKey.name) private readonly keys: Model<ExpiringKey>) {}

  /** Takes the key until `expiresAt`; false when it is taken already (and not yet expired). */
  async take(kind: string, key: string, expiresAt: Date, now = new Date()): Promise<boolean> {
    const _id = derivedObjectId(kind, key);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      try {
        await this.keys.create({ _id, kind, expiresAt });
        return true;
      } catch (error) {
        if (!isDuplicateKeyError(error)) throw error;
        // Taken before: free again only if that has expired and the cleanup has not run yet.
        const { deletedCount } = await this.keys.deleteOne({ _id, expiresAt: { $lte: now } }).exec();
        if (deletedCount === 0) return false;
      }
    }
    return false;
  }

  /** Frees a key before it expires (an upload's slot once the upload is answered). */
  async release(kind: string, key: string): Promise<void> {
    await this.keys.deleteOne({ _id: derivedObjectId(kind, key) }).exec();
  }

  /** Whether the key is taken and has not expired. */
  async has(kind: string, key: string, now = new Date()): Promise<boolean> {
    return (await this.keys.exists({ _id: derivedObjectId(kind, key), expiresAt: { $gt: now } })) !== null;
  }

  /** Removes expired keys (MongoDB's TTL index does it too; CongoDB's does not); ExpiringKeysCleanupJob runs it. */
  async removeExpired(now = new Date()): Promise<number> {
    const { deletedCount } = await this.keys.deleteMany({ expiresAt: { $lte: now } }).exec();
    if (deletedCount) this.logger.log(`Removed ${deletedCount} expired keys`);
    return deletedCount;
  }
}
