import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { derivedObjectId, isDuplicateKeyError } from '../derived-id';
import { RateCounter } from './rate-counter.schema';

const COUNTER_KIND = 'rate-counter';
const NEVER = new Date(0);

export interface CounterState {
  hits: number;
  windowEndsAt: Date;
  blockedUntil: Date;
}

/**
 * Fixed-window counters in MongoDB, so N API instances give a client the same limit as one.
 * Every step is a single-document atomic update (CongoDB has no transactions): count within a
 * live window or block; else start a new window on a spent counter; else create it, and when
 * another instance created it first, count again.
 */
@Injectable()
export class RateCountersService {
  constructor(@InjectModel(RateCounter.name) private readonly counters: Model<RateCounter>) {}

  /** Counts one hit; the counter's state after it. */
  async hit(key: string, windowMs: number, now = new Date()): Promise<CounterState> {
    const _id = derivedObjectId(COUNTER_KIND, key);
    const windowEndsAt = new Date(now.getTime() + windowMs);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const counted = await this.counters
        .findOneAndUpdate(
          { _id, $or: [{ windowEndsAt: { $gt: now } }, { blockedUntil: { $gt: now } }] },
          { $inc: { hits: 1 } },
          { returnDocument: 'after' },
        )
        .lean()
        .exec();
      if (counted) return counted;
      const renewed = await this.counters
        .findOneAndUpdate(
          { _id, windowEndsAt: { $lte: now }, blockedUntil: { $lte: now } },
          { $set: { hits: 1, windowEndsAt, blockedUntil: NEVER, expiresAt: windowEndsAt } },
          { returnDocument: 'after' },
        )
        .lean()
        .exec();
      if (renewed) return renewed;
      try {
        const created = { _id, hits: 1, windowEndsAt, blockedUntil: NEVER, expiresAt: windowEndsAt };
        await this.counters.create(created);
        return created;
      } catch (error) {
        if (!isDuplicateKeyError(error)) throw error;
      }
    }
    throw new Error(`Rate counter ${_id.toHexString()} kept changing under this instance`);
  }

  /** Blocks the counter until `until`, unless it is blocked longer already. */
  async block(key: string, counter: Pick<CounterState, 'windowEndsAt'>, until: Date): Promise<void> {
    const expiresAt = until > counter.windowEndsAt ? until : counter.windowEndsAt;
    await this.counters
      .updateOne({ _id: derivedObjectId(COUNTER_KIND, key), blockedUntil: { $lt: until } }, { $set: { blockedUntil: until, expiresAt } })
      .exec();
  }

  /** Hits in the counter's live window; 0 when it has none. */
  async hits(key: string, now = new Date()): Promise<number> {
    const counter = await this.counters
      .findOne({ _id: derivedObjectId(COUNTER_KIND, key), windowEndsAt: { $gt: now } }, { hits: 1 })
      .lean()
      .exec();
    return counter?.hits ?? 0;
  }

  /** Forgets the counter (a successful sign-in clears its address's failures). */
  async clear(key: string): Promise<void> {
    await this.counters.deleteOne({ _id: derivedObjectId(COUNTER_KIND, key) }).exec();
  }

  /** Removes spent counters (MongoDB's TTL index does it too; CongoDB's does not); RateCountersCleanupJob runs it. */
  async removeSpent(now = new Date()): Promise<number> {
    const { deletedCount } = await this.counters.deleteMany({ expiresAt: { $lte: now } }).exec();
    return deletedCount;
  }
}
