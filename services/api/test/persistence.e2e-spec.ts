import { getModelToken } from '@nestjs/mongoose';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { type Model, Types } from 'mongoose';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import request from 'supertest';
import { Listing } from '../src/listings/schemas/listing.schema';
import { createSession } from './support/accounts';
import { connectionOf, eventually, startApi, TestDatabase, useTestApi } from './support/harness';

describe('the database going away and coming back with its data', () => {
  const api = useTestApi();

  it('keeps a listing-like document with ObjectId and Date types across a restart, and the API survives it', async () => {
    const listings = api.app.get<Model<Listing>>(getModelToken(Listing.name));
    const owner = new Types.ObjectId();
    const createdAt = new Date('2026-03-04T05:06:07.089Z');
    const saved = await listings.create({
      name: 'Sunny annex near Peradeniya campus',
      description: 'Two rooms and a pantry with a separate entrance.',
      address: '5, Galaha Road',
      district: 'Kandy',
      city: 'Peradeniya',
      type: 'annex',
      rentType: 'monthly',
      bedrooms: 2,
      bathrooms: 1,
      beds: 1,
      rent: 35_000,
      area: 550,
      imageUrls: ['/api/images/0123456789abcdef01234567'],
      userRef: owner,
      createdAt,
    });

    await api.database.stop();
    // The API stays up and says the database is gone.
    const degraded = await eventually(async () => {
      const response = await request(api.server()).get('/api/health');
      expect(response.status).toBe(503);
      return response.body;
    });
    expect(degraded).toMatchObject({ status: 'degraded', database: { state: 'disconnected' } });

    await api.database.restart();
    // mongoose reconnects by itself.
    await eventually(async () => {
      await request(api.server()).get('/api/health').expect(200);
    });

    // Read through the driver, not the model, so mongoose's casting cannot hide a string.
    const stored = await connectionOf(api.app).collection('listings').findOne({ _id: saved._id });
    expect(stored).not.toBeNull();
    expect(stored!._id).toBeInstanceOf(Types.ObjectId);
    expect(stored!._id.equals(saved._id)).toBe(true);
    expect(stored!.userRef).toBeInstanceOf(Types.ObjectId);
    expect(stored!.userRef.equals(owner)).toBe(true);
    expect(stored!.createdAt).toBeInstanceOf(Date);
    expect(stored!.createdAt.getTime()).toBe(createdAt.getTime());
    expect(stored!.updatedAt).toBeInstanceOf(Date);
    expect(stored).toMatchObject({ rent: 35_000, status: 'pending', featured: false, imageUrls: ['/api/images/0123456789abcdef01234567'] });
  });
});

describe('the embedded engine failing to save its data', () => {
  let database: TestDatabase;
  let app: NestExpressApplication;

  beforeAll(async () => {
    database = await TestDatabase.start({ engine: 'congodb', snapshotIntervalMs: 200 });
    app = await startApi(database);
  });

  afterAll(async () => {
    await app?.close();
    await database?.destroy();
  });

  const health = () => request(app.getHttpServer()).get('/api/health');

  it('makes /api/health answer 503 degraded while snapshots fail, and ok once one succeeds again', async () => {
    // The API's start (its indexes) is snapshotted first.
    const saved = await eventually(async () => {
      const response = await health().expect(200);
      expect(response.body.snapshot.lastSavedAt).not.toBeNull();
      return response.body;
    });
    expect(saved).toMatchObject({ status: 'ok', engine: 'congodb', snapshot: { state: 'ok', failingSince: null, consecutiveFailures: 0 } });

    // A directory where the snapshot file goes: every write of it fails (root included, unlike chmod).
    const file = join(database.dataDir, 'congodb-snapshot.ejson');
    await eventually(async () => {
      await rm(file, { force: true });
      await mkdir(file);
    });
    await createSession(app);
    const degraded = await eventually(async () => {
      const response = await health();
      expect(response.status).toBe(503);
      return response.body;
    });
    expect(degraded).toMatchObject({
      status: 'degraded',
      database: { state: 'connected' },
      snapshot: { state: 'failing', lastSavedAt: expect.any(String), failingSince: expect.any(String) },
    });
    expect(degraded.snapshot.consecutiveFailures).toBeGreaterThanOrEqual(1);
    // The last good save is kept: the one read above, or a later one that landed before the directory did (every 200 ms).
    expect(Date.parse(degraded.snapshot.lastSavedAt)).toBeGreaterThanOrEqual(Date.parse(saved.snapshot.lastSavedAt));
    expect(Date.parse(degraded.snapshot.lastSavedAt)).toBeLessThanOrEqual(Date.parse(degraded.snapshot.failingSince));

    await rm(file, { recursive: true });
    const recovered = await eventually(async () => (await health().expect(200)).body);
    expect(recovered).toMatchObject({ status: 'ok', snapshot: { state: 'ok', failingSince: null, consecutiveFailures: 0 } });
    expect(Date.parse(recovered.snapshot.lastSavedAt)).toBeGreaterThan(Date.parse(saved.snapshot.lastSavedAt));
  });
});
