import { getModelToken } from '@nestjs/mongoose';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { imageSizeUrl } from '@nivasa/contracts/api';
import { LISTING_TYPES } from '@nivasa/contracts/listing-types';
import type { Model } from 'mongoose';
import request from 'supertest';
import { Listing } from '../src/listings/schemas/listing.schema';
import { DEMO_LISTINGS, DEMO_USERS } from '../src/seed/demo-data';
import { PasswordHasher } from '../src/users/password-hasher';
import { connectionOf, startApi, TestDatabase, useTestApi } from './support/harness';

async function counts(app: NestExpressApplication) {
  const db = connectionOf(app).db!;
  const [listings, users, runs] = await Promise.all(['listings', 'users', 'seed_runs'].map((name) => db.collection(name).countDocuments()));
  // An image's smaller sizes are files of their own that name it.
  const images = await db.collection('images.files').countDocuments({ 'metadata.variantOf': { $exists: false } });
  return { listings, users, images, runs };
}

describe('demo data seeding', () => {
  let database: TestDatabase;
  let app: NestExpressApplication | undefined;

  beforeAll(async () => {
    database = await TestDatabase.start();
  });

  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  afterAll(async () => {
    await database?.destroy();
  });

  // Drawing and encoding the 65 demo pictures in their sizes takes about 8 s of CPU: more on a busy machine.
  it('seeds an empty database on the first start: every type, featured and pending, users and images', async () => {
    app = await startApi(database, { SEED_DEMO: 'true', DEMO_USER_PASSWORD: 'demo-password-1' });
    const listings = app.get<Model<Listing>>(getModelToken(Listing.name));
    const all = await listings.find().lean();
    expect(all).toHaveLength(DEMO_LISTINGS.length);
    expect(new Set(all.map((listing) => listing.type))).toEqual(new Set(LISTING_TYPES));
    const approvedTypes = new Set(all.filter((listing) => listing.status === 'approved').map((listing) => listing.type));
    expect(approvedTypes.size).toBe(11);
    expect(all.filter((listing) => listing.featured).length).toBeGreaterThan(0);
    expect(all.filter((listing) => listing.status === 'pending').length).toBeGreaterThan(0);

    const users = await connectionOf(app).collection('users').find().toArray();
    expect(users.map((user) => user.email).sort()).toEqual(DEMO_USERS.map((user) => user.email).sort());
    expect(users.every((user) => user.isAdmin === false)).toBe(true);
    // DEMO_USER_PASSWORD lets a developer sign in as a demo user.
    await expect(app.get(PasswordHasher).verify(users[0]!.password as string, 'demo-password-1')).resolves.toBe(true);

    // Every image a listing names is served.
    const urls = all.flatMap((listing) => listing.imageUrls);
    expect(urls.length).toBe((await counts(app)).images);
    // In the sizes of an upload: a card within 60 KB, the largest as drawn.
    for (const url of urls.slice(0, 5)) {
      const card = await request(app.getHttpServer()).get(imageSizeUrl(url, 'card')).expect(200);
      expect(card.headers['content-type']).toBe('image/webp');
      expect(Number(card.headers['content-length'])).toBeLessThanOrEqual(60 * 1024);
      const largest = await request(app.getHttpServer()).get(url).expect(200);
      expect(Number(largest.headers['content-length'])).toBeGreaterThan(Number(card.headers['content-length']));
    }
  }, 90_000);

  it('adds nothing on a second start', async () => {
    app = await startApi(database, { SEED_DEMO: 'true' });
    expect(await counts(app)).toEqual({ listings: DEMO_LISTINGS.length, users: DEMO_USERS.length, images: expect.any(Number), runs: 1 });
    const before = (await counts(app)).images;
    await app.close();
    app = await startApi(database, { SEED_DEMO: 'true' });
    expect((await counts(app)).images).toBe(before);
  });

  it('does not seed a database that already holds listings, even after they were all deleted', async () => {
    app = await startApi(database);
    const db = connectionOf(app).db!;
    await db.collection('listings').deleteMany({});
    await app.close();
    app = await startApi(database, { SEED_DEMO: 'true' });
    expect((await counts(app)).listings).toBe(0);
  });
});

describe('SEED_DEMO=false', () => {
  const api = useTestApi({ SEED_DEMO: 'false' });

  it('seeds nothing', async () => {
    expect(await counts(api.app)).toEqual({ listings: 0, users: 0, images: 0, runs: 0 });
  });
});

describe('a database with listings but no seed record', () => {
  let database: TestDatabase;
  let app: NestExpressApplication | undefined;

  beforeAll(async () => {
    database = await TestDatabase.start();
  });

  afterAll(async () => {
    await app?.close();
    await database?.destroy();
  });

  it('is left as it is', async () => {
    app = await startApi(database);
    await connectionOf(app).collection('listings').insertOne({ name: 'A listing from a real user', status: 'approved' });
    await app.close();
    app = await startApi(database, { SEED_DEMO: 'true' });
    expect(await counts(app)).toEqual({ listings: 1, users: 0, images: 0, runs: 1 });
  });
});
