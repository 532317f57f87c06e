import type { Model } from 'mongoose';
import { useEmbeddedConnection } from '../../testing/embedded-connection';
import { JobLock, JobLockSchema } from './job-lock.schema';
import { JobLockService } from './job-lock.service';

// The lock's whole point is the database's atomic update, so it is tested against the
// embedded database, not a fake.
describe('JobLockService', () => {
  const connection = useEmbeddedConnection('locks');
  let model: Model<JobLock>;
  const instance = () => new JobLockService(model);

  beforeAll(() => {
    model = connection().model(JobLock.name, JobLockSchema);
  });

  it('gives a free lock to one instance and refuses it to another while the lease runs', async () => {
    const [a, b] = [instance(), instance()];
    expect(await a.acquire('one-at-a-time', 60_000)).toBe(true);
    expect(await b.acquire('one-at-a-time', 60_000)).toBe(false);
    // The holder itself does not get it twice either: a run never overlaps the previous one.
    expect(await a.acquire('one-at-a-time', 60_000)).toBe(false);
    expect(await model.countDocuments({ name: 'one-at-a-time' })).toBe(1);
  });

  it('lets exactly one of many contending instances win', async () => {
    const contenders = Array.from({ length: 8 }, instance);
    const results = await Promise.all(contenders.map((lock) => lock.acquire('race', 60_000)));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await model.countDocuments({ name: 'race' })).toBe(1);
  });

  it('frees the lock when the lease ends (a crashed holder does not block the job for good)', async () => {
    const [a, b] = [instance(), instance()];
    const start = new Date('2030-01-01T00:00:00Z');
    expect(await a.acquire('lease', 1000, start)).toBe(true);
    expect(await b.acquire('lease', 1000, new Date(start.getTime() + 999))).toBe(false);
    expect(await b.acquire('lease', 1000, new Date(start.getTime() + 1000))).toBe(true);
    expect((await model.findOne({ name: 'lease' }).lean())?.holder).toBe(b.holder);
  });

  it('releases only its own lease', async () => {
    const [a, b] = [instance(), instance()];
    expect(await a.acquire('release', 60_000)).toBe(true);
    await b.release('release');
    expect(await b.acquire('release', 60_000)).toBe(false);
    await a.release('release');
    expect(await b.acquire('release', 60_000)).toBe(true);
  });

  it('runs a task only where the lock was taken, and keeps the lease after it unless asked', async () => {
    const [a, b] = [instance(), instance()];
    const task = jest.fn(async () => 'done');
    await expect(a.runExclusive('job', 60_000, task)).resolves.toEqual({ ran: true, result: 'done' });
    await expect(b.runExclusive('job', 60_000, task)).resolves.toEqual({ ran: false });
    expect(task).toHaveBeenCalledTimes(1);

    await expect(a.runExclusive('job-released', 60_000, task, { releaseAfter: true })).resolves.toMatchObject({ ran: true });
    await expect(b.runExclusive('job-released', 60_000, task, { releaseAfter: true })).resolves.toMatchObject({ ran: true });
  });

  it('releases when asked even if the task fails', async () => {
    const [a, b] = [instance(), instance()];
    await expect(a.runExclusive('failing', 60_000, async () => Promise.reject(new Error('boom')), { releaseAfter: true })).rejects.toThrow(
      'boom',
    );
    expect(await b.acquire('failing', 60_000)).toBe(true);
  });

  it('runs a scheduled tick on one instance only, and logs a failing job instead of throwing it', async () => {
    const [a, b] = [instance(), instance()];
    const task = jest.fn(async () => 'done');
    await Promise.all([a.runScheduled('tick', 60_000, task), b.runScheduled('tick', 60_000, task)]);
    expect(task).toHaveBeenCalledTimes(1);
    await expect(a.runScheduled('failing-tick', 60_000, async () => Promise.reject(new Error('boom')))).resolves.toBeUndefined();
  });
});
