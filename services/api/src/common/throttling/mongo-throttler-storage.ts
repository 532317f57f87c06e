import type { ThrottlerStorage } from '@nestjs/throttler';
import type { RateCountersService } from '../rate-counters/rate-counters.service';

type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

const secondsUntil = (moment: Date, now: Date) => Math.max(0, Math.ceil((moment.getTime() - now.getTime()) / 1000));

/**
 * @nestjs/throttler's storage on the MongoDB counters: a fixed window of `ttl` per key, and a
 * client past the limit is blocked for `blockDuration` (the window's length unless a limit says
 * otherwise), whichever API instance it reaches.
 */
export class MongoThrottlerStorage implements ThrottlerStorage {
  constructor(private readonly counters: RateCountersService) {}

  async increment(key: string, ttl: number, limit: number, blockDuration: number, throttlerName: string): Promise<ThrottlerStorageRecord> {
    const now = new Date();
    const counterKey = `${throttlerName}\u0000${key}`;
    const counter = await this.counters.hit(counterKey, ttl, now);
    let blockedUntil = counter.blockedUntil;
    if (counter.hits > limit && blockedUntil <= now) {
      blockedUntil = new Date(now.getTime() + Math.max(blockDuration, 1));
      await this.counters.block(counterKey, counter, blockedUntil);
    }
    const isBlocked = blockedUntil > now;
    return {
      totalHits: counter.hits,
      timeToExpire: secondsUntil(counter.windowEndsAt, now),
      isBlocked,
      timeToBlockExpire: isBlocked ? secondsUntil(blockedUntil, now) : 0,
    };
  }
}
