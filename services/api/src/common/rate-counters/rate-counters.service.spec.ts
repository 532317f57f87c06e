import type { Model } from 'mongoose';
import { useEmbeddedConnection } from '../../testing/embedded-connection';
import { JobLock, JobLockSchema } from '../job-lock/job-lock.schema';
import { JobLockService } from '../job-lock/job-lock.service';
import { MongoThrottlerStorage } from '../throttling/mongo-throttler-storage';
import { RateCounter, RateCounterSchema } from './rate-counter.schema';
import { RATE_COUNTERS_CLEANUP_JOB, RateCountersCleanupJob } from './rate-counters-cleanup.job';
import { RateCountersService } from './rate-counters.service';

// Several instances share these counters only through the database's atomic updates, so each
// "instance" here is a service of its own on the embedded database.
describe('RateCountersService', () => {
  const connection = useEmbeddedConnection('rate-counters');
  let model: Model<RateCounter>;
  const instance = () => new RateCountersService(model);
  const at = (ms: number) => new Date(Date.UTC(2030, 0, 1) + ms);

  beforeAll(() => {
    model = connection().model(RateCounter.name, RateCounterSchema);
  });

  it('counts hits within a window and starts a new window once it ends', async () => {
    const counters = instance();
    expect((await counters.hit('window', 1000, at(0))).hits).toBe(1);
    expect((await counters.hit('window', 1000, at(500))).hits).toBe(2);
    expect(await counters.hits('window', at(999))).toBe(2);
    expect(await counters.hits('window', at(1000))).toBe(0);
    const renewed = await counters.hit('window', 1000, at(1000));
    expect(renewed.hits).toBe(1);
    expect(renewed.windowEndsAt).toEqual(at(2000));
  });

  it('loses no hit when many instances count the same key at once, and keeps one document for it', async () => {
    const contenders = Array.from({ length: 6 }, instance);
    await Promise.all(contenders.flatMap((counters) => Array.from({ length: 10 }, () => counters.hit('race', 60_000))));
    expect(await instance().hits('race')).toBe(60);
    const counts = await model.find({ hits: 60 }).lean();
    expect(counts).toHaveLength(1);
  });

  it('keeps a block past the end of its window, and forgets a cleared key', async () => {
    const counters = instance();
    const counter = await counters.hit('blocked', 1000, at(0));
    await counters.block('blocked', counter, at(5000));
    const during = await counters.hit('blocked', 1000, at(3000));
    expect(during.hits).toBe(2);
    expect(during.blockedUntil).toEqual(at(5000));
    await counters.clear('blocked');
    expect(await counters.hits('blocked', at(3000))).toBe(0);
  });

  it('removes spent counters only', async () => {
    const counters = instance();
    await counters.hit('spent', 1000, at(0));
    await counters.hit('live', 1000, at(10_000));
    expect(await counters.removeSpent(at(5000))).toBeGreaterThanOrEqual(1);
    expect(await counters.hits('live', at(10_500))).toBe(1);
  });

  it('removes spent counters in the scheduled job, on one of two instances ticking at once', async () => {
    const counters = instance();
    await counters.hit('spent-before-tick', 1000, new Date(Date.now() - 60_000));
    await counters.hit('live-at-tick', 60_000);
    const locks = connection().model(JobLock.name, JobLockSchema);
    const jobs = [0, 1].map(() => new RateCountersCleanupJob(instance(), new JobLockService(locks)));
    const removeSpent = jest.spyOn(RateCountersService.prototype, 'removeSpent');
    try {
      await Promise.all(jobs.map((job) => job.tick()));
      expect(removeSpent).toHaveBeenCalledTimes(1);
    } finally {
      removeSpent.mockRestore();
    }
    expect(await model.countDocuments({ expiresAt: { $lte: new Date() } })).toBe(0);
    expect(await counters.hits('live-at-tick')).toBe(1);
    expect(await locks.findOne({ name: RATE_COUNTERS_CLEANUP_JOB }).lean()).toMatchObject({ holder: expect.any(String) });
  });
});

describe('MongoThrottlerStorage', () => {
  const connection = useEmbeddedConnection('throttler-storage');
  let storages: MongoThrottlerStorage[];

  beforeAll(() => {
    const model = connection().model(RateCounter.name, RateCounterSchema);
    storages = [new MongoThrottlerStorage(new RateCountersService(model)), new MongoThrottlerStorage(new RateCountersService(model))];
  });

  it('gives a client the same limit across two instances, blocks past it with a time to wait, and keeps names apart', async () => {
    const results = [];
    for (let hit = 0; hit < 6; hit += 1) results.push(await storages[hit % 2].increment('client', 60_000, 4, 30_000, 'writes-ip'));
    expect(results.map((record) => record.isBlocked)).toEqual([false, false, false, false, true, true]);
    expect(results[3]).toMatchObject({ totalHits: 4, timeToBlockExpire: 0 });
    expect(results[4].timeToBlockExpire).toBeGreaterThan(25);
    expect(results[4].timeToBlockExpire).toBeLessThanOrEqual(30);
    expect(results[0].timeToExpire).toBeLessThanOrEqual(60);
    expect((await storages[0].increment('client', 60_000, 4, 30_000, 'uploads')).isBlocked).toBe(false);
  });
});
