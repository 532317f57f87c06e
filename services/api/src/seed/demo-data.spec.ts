import { distanceKm } from '@nivasa/contracts/geo';
import { PlacesService } from '../places/places.service';
import { isTownOf } from '@nivasa/contracts/districts';
import { listingInputSchema } from '@nivasa/contracts/listing-schema';
import { LISTING_LIMITS } from '@nivasa/contracts/limits';
import { hasRentBasis, LISTING_TYPES } from '@nivasa/contracts/listing-types';
import { model, Types } from 'mongoose';
import { Listing, ListingSchema } from '../listings/schemas/listing.schema';
import { DEMO_LISTINGS, DEMO_USERS, demoLocationOf } from './demo-data';

const ListingModel = model(Listing.name, ListingSchema);

/** The validation errors of a listing, by field (none: {}); no database involved. */
async function errorsOf(fields: object): Promise<Record<string, { message: string }>> {
  try {
    await new ListingModel(fields).validate();
    return {};
  } catch (error) {
    return (error as { errors: Record<string, { message: string }> }).errors;
  }
}

describe('demo data', () => {
  it('covers all 11 listing types with public listings', () => {
    const publicTypes = new Set(DEMO_LISTINGS.filter((listing) => listing.status === 'approved').map((listing) => listing.type));
    expect([...publicTypes].sort()).toEqual([...LISTING_TYPES].sort());
    expect(LISTING_TYPES).toHaveLength(11);
  });

  it('has about 30 listings across several districts, some featured and some pending', () => {
    expect(DEMO_LISTINGS.length).toBeGreaterThanOrEqual(30);
    expect(new Set(DEMO_LISTINGS.map((listing) => listing.district)).size).toBeGreaterThanOrEqual(8);
    expect(DEMO_LISTINGS.filter((listing) => listing.featured).length).toBeGreaterThanOrEqual(4);
    expect(DEMO_LISTINGS.filter((listing) => listing.status === 'pending').length).toBeGreaterThanOrEqual(2);
  });

  it('features only approved listings', () => {
    expect(DEMO_LISTINGS.filter((listing) => listing.featured && listing.status !== 'approved')).toEqual([]);
  });

  it('places every listing in a real town of its district', () => {
    for (const listing of DEMO_LISTINGS) expect([listing.name, isTownOf(listing.district, listing.city)]).toEqual([listing.name, true]);
  });

  it('gives a rent basis to all but houses for sale', () => {
    for (const listing of DEMO_LISTINGS)
      expect([listing.name, listing.rentType !== undefined]).toEqual([listing.name, hasRentBasis(listing.type)]);
  });

  it('is accepted by the listing schema, limits included', async () => {
    for (const { owner, images, daysAgo, ...fields } of DEMO_LISTINGS) {
      expect(DEMO_USERS.some((user) => user.key === owner)).toBe(true);
      expect(images).toBeGreaterThanOrEqual(1);
      expect(images).toBeLessThanOrEqual(3);
      expect(daysAgo).toBeGreaterThanOrEqual(0);
      const errors = await errorsOf({
        ...fields,
        userRef: new Types.ObjectId(),
        imageUrls: Array.from({ length: images }, () => `/api/images/${new Types.ObjectId().toString()}`),
      });
      expect([fields.name, errors]).toEqual([fields.name, {}]);
      // The owner's part is what the contracts' listing input schema takes, as the API would.
      const { status: _status, featured: _featured, ...ownerFields } = fields;
      const input = listingInputSchema.safeParse({ ...ownerFields, imageUrls: [`/api/images/${new Types.ObjectId().toString()}`] });
      expect([fields.name, input.success]).toEqual([fields.name, true]);
      expect(fields.name.length).toBeLessThanOrEqual(LISTING_LIMITS.nameMaxLength);
    }
  });

  it('has unique listing names and demo users on example.com who are not admins', () => {
    expect(new Set(DEMO_LISTINGS.map((listing) => listing.name)).size).toBe(DEMO_LISTINGS.length);
    for (const user of DEMO_USERS) expect(user.email).toMatch(/@example\.com$/);
    expect(DEMO_USERS.some((user) => 'isAdmin' in user)).toBe(false);
  });
});

describe('listing schema', () => {
  const valid = {
    name: 'Annex near Peradeniya campus',
    description: 'Two rooms',
    address: '5, Galaha Road',
    district: 'Kandy',
    city: 'Peradeniya',
    type: 'annex',
    rentType: 'monthly',
    bedrooms: 2,
    bathrooms: 1,
    beds: 1,
    rent: 30_000,
    area: 500,
    imageUrls: ['/api/images/64b7f0c2a1b2c3d4e5f60719'],
    userRef: new Types.ObjectId(),
  };

  it('defaults the server-owned fields', async () => {
    const listing = new ListingModel(valid);
    await expect(listing.validate()).resolves.toBeUndefined();
    expect(listing.toObject()).toMatchObject({ status: 'pending', featured: false, rating: 0, numReviews: 0, rules: '', parking: false });
  });

  it.each([
    [{ name: 'Too short' }, 'name'],
    [{ name: 'x'.repeat(63) }, 'name'],
    [{ rent: 49 }, 'rent'],
    [{ rent: 10_000_001 }, 'rent'],
    [{ bedrooms: 0 }, 'bedrooms'],
    [{ beds: 11 }, 'beds'],
    [{ area: 0 }, 'area'],
    [{ city: 'Galle' }, 'city'],
    [{ district: 'Atlantis' }, 'district'],
    [{ type: 'castle' }, 'type'],
    [{ rentType: undefined }, 'rentType'],
    [{ rentType: 'yearly' }, 'rentType'],
    [{ imageUrls: [] }, 'imageUrls'],
    [{ imageUrls: Array.from({ length: 7 }, (_, i) => `/api/images/${String(i).repeat(24)}`) }, 'imageUrls'],
    [{ imageUrls: ['https://example.com/room.jpg'] }, 'imageUrls.0'],
    [{ bedrooms: 1.5 }, 'bedrooms'],
    [{ availableFrom: '2027-02-30' }, 'availableFrom'],
    [{ status: 'published' }, 'status'],
  ])('refuses %p', async (change, field) => {
    expect(Object.keys(await errorsOf({ ...valid, ...change }))).toContain(field);
  });

  it('needs no rent basis for a house for sale', async () => {
    expect(await errorsOf({ ...valid, type: 'fullhousesale', rentType: undefined, rent: 9_000_000 })).toEqual({});
  });

  it("pins every listing near its town's centre in the gazetteer, never two on one spot, the same on every start", () => {
    const places = new PlacesService();
    const pins = DEMO_LISTINGS.map((listing, index) => {
      const town = places.townOf(listing.district, listing.city);
      expect([listing.city, town]).toEqual([listing.city, expect.objectContaining({ lat: expect.any(Number) })]);
      const pin = demoLocationOf(town!, index);
      const metres = distanceKm(town!, pin) * 1000;
      expect(metres).toBeGreaterThan(99);
      expect(metres).toBeLessThan(461);
      expect(demoLocationOf(town!, index)).toEqual(pin);
      return `${pin.lat},${pin.lng}`;
    });
    expect(new Set(pins).size).toBe(pins.length);
    // Colombo's neighbourhoods are among them.
    expect(DEMO_LISTINGS.map((listing) => listing.city)).toEqual(
      expect.arrayContaining(['Wellawatte', 'Bambalapitiya', 'Kollupitiya', 'Borella']),
    );
  });
});
