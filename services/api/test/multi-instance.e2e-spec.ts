import type { NestExpressApplication } from '@nestjs/platform-express';
import { SchedulerRegistry } from '@nestjs/schedule';
import type { HomeListings } from '@nivasa/contracts/api';
import { HOME_LIMITS } from '@nivasa/contracts/limits';
import type { Server } from 'node:http';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { obtainIdToken } from '../../identity-provider/src/token-flow';
import { createAppServer, listen } from '../../shell-server/src/app-server';
import { RemotesDirectory } from '../../shell-server/src/remote-directory';
import { EXPIRING_KEYS_CLEANUP_JOB } from '../src/common/expiring-keys/expiring-keys-cleanup.job';
import { JobLockService } from '../src/common/job-lock/job-lock.service';
import { cookieFrom, newAccount, SITE_ORIGIN } from './support/accounts';
import { connectionOf, eventually, startApi, TestDatabase } from './support/harness';
import { type LocalIdentityProvider, startIdentityProvider } from './support/identity-provider';
import { createAdminSession, createListing } from './support/listings';
import { slotsTaken, slowUpload } from './support/slow-upload';

/** Low enough to reach in a test, the same on both instances. */
const AUTH_LIMIT = 8;

/**
 * Two API instances on one database, each its own Nest application with its own memory and
 * port, and the shell's proxy in front taking turns between them: what production runs behind
 * a load balancer. Whatever one instance learns (a counted attempt, a used nonce, a signed-out
 * token, a held job lock) the other must know.
 */
describe('two API instances on one database', () => {
  let database: TestDatabase;
  let provider: LocalIdentityProvider;
  let instances: NestExpressApplication[];
  let proxy: Server;
  let proxyDir: string;
  let proxyUrl: string;
  const [a, b] = [() => instances[0]!.getHttpServer(), () => instances[1]!.getHttpServer()];

  beforeAll(async () => {
    database = await TestDatabase.start();
    provider = await startIdentityProvider();
    const env = {
      THROTTLE_AUTH_LIMIT: String(AUTH_LIMIT),
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
    };
    instances = [await startApi(database, env), await startApi(database, env)];
    const ports: number[] = [];
    for (const instance of instances) {
      await instance.listen(0, '127.0.0.1');
      ports.push((instance.getHttpServer().address() as AddressInfo).port);
    }
    // The shell's server needs a build to serve; its proxy is what is tested, so a page of its own will do.
    proxyDir = await mkdtemp(join(tmpdir(), 'nivasa-multi-instance-'));
    await writeFile(join(proxyDir, 'index.html'), '<!doctype html><title>Nivasa</title>');
    const shell = createAppServer({
      kind: 'shell',
      distDir: proxyDir,
      apiUrl: ports.map((port) => `http://127.0.0.1:${port}`),
      remotes: new RemotesDirectory({ public: 'http://127.0.0.1:9/a', account: 'http://127.0.0.1:9/b', admin: 'http://127.0.0.1:9/c' }),
      publicUrl: 'http://localhost:3000',
    });
    proxy = await listen(shell, 0, '127.0.0.1');
    proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((done) => proxy?.close(done));
    for (const instance of instances ?? []) await instance.close();
    await provider?.stop();
    await database?.destroy();
    if (proxyDir) await rm(proxyDir, { recursive: true, force: true });
  });

  it('gives an attacker spreading sign-in attempts over both instances the same limit as one', async () => {
    const attempt = (server: () => Server, index: number) =>
      request(server())
        .post('/api/auth/signin')
        .set('X-Forwarded-For', '198.51.100.1')
        .send({ email: `guess${index}@example.lk`, password: 'not the password' });
    const statuses: number[] = [];
    for (let index = 0; index <= AUTH_LIMIT; index += 1) statuses.push((await attempt(index % 2 ? b : a, index)).status);
    expect(statuses).toEqual([...Array<number>(AUTH_LIMIT).fill(401), 429]);
    // Refused on the other instance too, for this window.
    expect((await attempt(a, 99)).status).toBe(429);
    expect((await attempt(b, 100)).status).toBe(429);
  });

  it('refuses on one instance a session signed out on the other', async () => {
    const account = newAccount();
    await request(b()).post('/api/auth/signup').set('X-Forwarded-For', '198.51.100.20').send(account).expect(201);
    const signedIn = await request(a())
      .post('/api/auth/signin')
      .set('X-Forwarded-For', '198.51.100.20')
      .send({ email: account.email, password: account.password })
      .expect(200);
    const cookie = cookieFrom(signedIn)!;
    await request(b()).get('/api/verify-token').set('Cookie', cookie).expect(200);
    await request(a()).post('/api/auth/signout').set('Cookie', cookie).set('Origin', SITE_ORIGIN).expect(200);
    await request(b()).get('/api/verify-token').set('Cookie', cookie).expect(401);
  });

  it('refuses on one instance an identity-provider token already used on the other', async () => {
    const attempt = await request(a()).get('/api/auth/google/start').set('X-Forwarded-For', '198.51.100.30').expect(200);
    const cookie = cookieFrom(attempt, 'oidc_nonce')!;
    const idToken = await obtainIdToken({
      issuer: provider.issuer,
      clientId: provider.clientId,
      redirectUri: provider.redirectUri,
      email: 'two-instances@example.lk',
      name: 'Two Instances',
      nonce: attempt.body.nonce,
    });
    const send = (server: () => Server) =>
      request(server())
        .post('/api/auth/google')
        .set('X-Forwarded-For', '198.51.100.30')
        .set('Cookie', cookie)
        .set('Origin', SITE_ORIGIN)
        .send({ idToken });
    await send(b).expect(200);
    await send(a).expect(401);
    await send(b).expect(401);
  });

  it('allows a user two uploads under way across both instances, not two on each', async () => {
    const account = newAccount();
    const address = '198.51.100.40';
    await request(a()).post('/api/auth/signup').set('X-Forwarded-For', address).send(account).expect(201);
    const signedIn = await request(b())
      .post('/api/auth/signin')
      .set('X-Forwarded-For', address)
      .send({ email: account.email, password: account.password })
      .expect(200);
    const session = { cookie: cookieFrom(signedIn)! };
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#264653' } })
      .png()
      .toBuffer();
    const upload = (server: () => Server) =>
      request(server())
        .post('/api/images?purpose=listing')
        .set('Cookie', session.cookie)
        .set('Origin', SITE_ORIGIN)
        .set('X-Forwarded-For', address)
        .attach('image', png, 'room.png');
    const portOf = (server: () => Server) => (server().address() as AddressInfo).port;
    const underWay = [slowUpload(portOf(a), session, png), slowUpload(portOf(a), session, png)];
    await slotsTaken(connectionOf(instances[0]!), 2, underWay);
    expect((await upload(b).expect(429)).body.code).toBe('UPLOADS_IN_FLIGHT');
    expect(await Promise.all(underWay.map((slow) => slow.finish()))).toEqual([201, 201]);
    await upload(b).expect(201);
  });

  it('converges the home call on both instances within its cache bound after a change on one', async () => {
    const owner = await createAdminSession(instances[0]!);
    const { _id, revisionId } = await createListing(instances[0]!, owner, { type: 'annex', name: 'Annex seen by both instances' });
    const homeHas = async (server: () => Server) => {
      const { recent } = (await request(server()).get('/api/listing/home').expect(200)).body as HomeListings;
      return recent.some((section) => section.listings.some((listing) => listing._id === _id));
    };
    // Both instances have the home answer cached before the change.
    expect(await homeHas(a)).toBe(false);
    expect(await homeHas(b)).toBe(false);
    await request(a())
      .patch(`/api/listing/approve/${_id}`)
      .set('Cookie', owner.cookie)
      .set('Origin', SITE_ORIGIN)
      .send({ revision: revisionId })
      .expect(200);
    const changedAt = Date.now();
    // The instance that made the change drops its cache at once; the other within the bound.
    expect(await homeHas(a)).toBe(true);
    while (!(await homeHas(b))) {
      expect(Date.now() - changedAt).toBeLessThanOrEqual(HOME_LIMITS.cacheMaxAgeMs + 1000);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(Date.now() - changedAt).toBeLessThanOrEqual(HOME_LIMITS.cacheMaxAgeMs + 1000);
  });

  it('runs each scheduled job once per period, whichever instance fires first', async () => {
    const keys = connectionOf(instances[0]!).collection('expiring_keys');
    const expired = (count: number) =>
      Array.from({ length: count }, (_, index) => ({ kind: 'test', expiresAt: new Date(Date.now() - 1000 - index) }));
    await keys.insertMany(expired(5));
    const jobNames = [...instances[0]!.get(SchedulerRegistry).getCronJobs().keys()];
    expect(jobNames).toContain(EXPIRING_KEYS_CLEANUP_JOB);
    // Both instances' timers fire together, as they do on the hour.
    await Promise.all(
      instances.flatMap((instance) => [...instance.get(SchedulerRegistry).getCronJobs().values()].map((job) => job.fireOnTick())),
    );
    const holders = instances.map((instance) => instance.get(JobLockService).holder);
    // Every job took the lock (a timer's tick does not wait for its job), and exactly one instance holds each.
    await eventually(async () => {
      const locks = await connectionOf(instances[0]!)
        .collection('job_locks')
        .find({ name: { $in: jobNames } })
        .toArray();
      expect(locks.map((lock) => lock.name).sort()).toEqual([...jobNames].sort());
      for (const lock of locks) expect(holders).toContain(lock.holder);
      expect(await keys.countDocuments({ kind: 'test' })).toBe(0);
    }, 10_000);

    // Later in the same period (an instance whose clock runs a little late): nothing runs again.
    await keys.insertMany(expired(3));
    await Promise.all(instances.map((instance) => instance.get(SchedulerRegistry).getCronJob(EXPIRING_KEYS_CLEANUP_JOB).fireOnTick()));
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await keys.countDocuments({ kind: 'test' })).toBe(3);
  });

  it("spreads the shell's /api requests over both instances in turn, and keeps answering reads when one stops", async () => {
    const served = [0, 0];
    instances.forEach((instance, index) => instance.getHttpServer().on('request', () => (served[index] += 1)));
    for (let index = 0; index < 6; index += 1) expect((await fetch(`${proxyUrl}/api/health`)).status).toBe(200);
    expect(served).toEqual([3, 3]);
    const signUp = await fetch(`${proxyUrl}/api/auth/signup`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: SITE_ORIGIN },
      body: JSON.stringify(newAccount()),
    });
    expect(signUp.status).toBe(201);

    await instances.pop()!.close();
    for (let index = 0; index < 6; index += 1) expect((await fetch(`${proxyUrl}/api/health`)).status).toBe(200);
    expect(served[0]).toBe(3 + 1 + 6);
  });
});
