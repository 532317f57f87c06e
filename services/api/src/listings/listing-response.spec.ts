import { Types } from 'mongoose';
import { type StoredListing, toListingResponse } from './listing-response';

describe('toListingResponse', () => {
  const stored = {
    _id: new Types.ObjectId('64b7f0c2a1b2c3d4e5f60718'),
    __v: 0,
    name: 'Quiet annex near the lake',
    description: 'Two rooms and a garden.',
    rules: '',
    address: '12 Lake Road',
    district: 'Kandy',
    city: 'Peradeniya',
    type: 'annex',
    rentType: 'monthly',
    bedrooms: 2,
    bathrooms: 1,
    beds: 1,
    rent: 45_000,
    area: 600,
    parking: true,
    furnished: false,
    kitchen: true,
    hotwater: false,
    aircondition: false,
    imageUrls: ['/api/images/64b7f0c2a1b2c3d4e5f60719'],
    userRef: new Types.ObjectId('64b7f0c2a1b2c3d4e5f6071a'),
    status: 'disapproved',
    statusReason: 'The photos show another house.',
    featured: false,
    rating: 4.5,
    numReviews: 2,
    createdAt: new Date('2026-01-02T03:04:05.000Z'),
    updatedAt: new Date('2026-01-03T03:04:05.000Z'),
    revisionId: new Types.ObjectId('64b7f0c2a1b2c3d4e5f6071b'),
    location: { lat: 7.2644, lng: 80.5969 },
    showExactLocation: false,
    publicPoint: { type: 'Point', coordinates: [80.5991, 7.2661] },
    publicLat: 7.2661,
    publicLng: 80.5991,
    monthlyRent: 45_000,
    derivedFieldsVersion: 1,
  } as StoredListing;

  it('gives ids and dates as strings and leaves out what the contracts do not name', () => {
    const response = toListingResponse(stored);
    expect(response).toMatchObject({
      _id: '64b7f0c2a1b2c3d4e5f60718',
      userRef: '64b7f0c2a1b2c3d4e5f6071a',
      rentType: 'monthly',
      statusReason: 'The photos show another house.',
      createdAt: '2026-01-02T03:04:05.000Z',
      updatedAt: '2026-01-03T03:04:05.000Z',
    });
    expect(response).not.toHaveProperty('__v');
    for (const stored of ['publicPoint', 'publicLat', 'publicLng', 'monthlyRent', 'derivedFieldsVersion']) {
      expect(response).not.toHaveProperty(stored);
    }
  });

  it('gives the owner the pin and everyone else the public point', () => {
    expect(toListingResponse(stored, true).location).toEqual({ lat: 7.2644, lng: 80.5969 });
    expect(toListingResponse(stored).location).toEqual({ lat: 7.2661, lng: 80.5991 });
    expect(toListingResponse(stored).showExactLocation).toBe(false);
  });

  it('leaves out a rent basis and a reason the listing does not have', () => {
    const forSale: Partial<StoredListing> = { ...stored, type: 'fullhousesale', rent: 25_000_000 };
    delete forSale.rentType;
    delete forSale.statusReason;
    const response = toListingResponse(forSale as StoredListing);
    expect(response).not.toHaveProperty('rentType');
    expect(response).not.toHaveProperty('statusReason');
  });
});
