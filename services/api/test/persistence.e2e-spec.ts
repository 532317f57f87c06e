import { getModelToken } from '@nestjs/mongoose';
import { type Model, Types } from 'mongoose';
import request from 'supertest';
import { Listing } from '../src/listings/schemas/listing.schema';
import { connectionOf, eventually, useTestApi } from './support/harness';

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
