import type { Listing, ListingInput } from '@nivasa/contracts/api';
import { distanceKm, type GeoPoint, movedPoint } from '@nivasa/contracts/geo';
import { GEO_LIMITS } from '@nivasa/contracts/limits';
import { SEARCH_MESSAGES } from '@nivasa/contracts/listing-messages';
import { Types } from 'mongoose';
import request from 'supertest';
import { ListingFieldsBackfillJob } from '../src/listings/listing-fields-backfill.job';
import { PlacesService } from '../src/places/places.service';
import { asUser, createSession, type Session } from './support/accounts';
import { clientOf } from './support/actors';
import { connectionOf, useTestApi } from './support/harness';
import {
  createAdminSession,
  createListing,
  insertListings,
  listingInput,
  listingsCollection,
  moderate,
  storedListing,
  uploadListingImage,
} from './support/listings';

/** Search near a place, within an area and by distance, on the development engine the suites run on. */
describe('search by place (the development engine)', () => {
  const api = useTestApi();
  let owner: Session;
  let campus: GeoPoint;

  const search = async (query: string) => (await request(api.server()).get(`/api/listing/get?${query}`).expect(200)).body as Listing[];
  const names = async (query: string) => (await search(query)).map((listing) => listing.name);
  const pinned = (name: string, metres: number, bearing: number, fields: Record<string, unknown> = {}) =>
    storedListing(owner, { name, status: 'approved', location: movedPoint(campus, bearing, metres), ...fields });

  beforeAll(async () => {
    owner = await createSession(api.app);
    const place = api.app.get(PlacesService).byId('university-of-moratuwa');
    campus = { lat: place!.lat, lng: place!.lng };
    // Districts and towns do not bound a search by distance: the points do.
    await insertListings(api.app, [
      pinned('Annex one kilometre from campus', 1_000, 0.3, { createdAt: new Date('2026-01-01') }),
      pinned('Room three kilometres from campus', 3_000, 2.1, { type: 'singleroom', createdAt: new Date('2026-01-03') }),
      pinned('House eight kilometres from campus', 8_000, 4.4, { createdAt: new Date('2026-01-02') }),
      pinned('Pending annex next to campus', 500, 1, { status: 'pending' }),
    ]);
  });

  it('finds within the radius of a place, each with its distance, and orders by distance when asked', async () => {
    const within5 = await search('near=university-of-moratuwa');
    expect(within5.map((listing) => listing.name)).toEqual(['Room three kilometres from campus', 'Annex one kilometre from campus']);
    for (const listing of within5) {
      // Measured to the public point, 200-300 m from the pin, to one decimal.
      const truth = distanceKm(campus, listing.location);
      expect(listing.distanceKm).toBe(Math.round(truth * 10) / 10);
      expect(Number.isInteger(listing.distanceKm! * 10)).toBe(true);
    }
    expect(within5[1]!.distanceKm).toBeGreaterThanOrEqual(0.7);
    expect(within5[1]!.distanceKm).toBeLessThanOrEqual(1.3);
    expect(await names('near=university-of-moratuwa&sort=distance')).toEqual([
      'Annex one kilometre from campus',
      'Room three kilometres from campus',
    ]);
    expect(await names('near=university-of-moratuwa&radiusKm=10&sort=distance&startIndex=1')).toEqual([
      'Room three kilometres from campus',
      'House eight kilometres from campus',
    ]);
    expect(await names('near=university-of-moratuwa&radiusKm=10&type=singleroom')).toEqual(['Room three kilometres from campus']);
  });

  it('takes any point as the centre', async () => {
    const query = `lat=${campus.lat}&lng=${campus.lng}&radiusKm=2`;
    const [only, ...rest] = await search(query);
    expect(rest).toEqual([]);
    expect(only).toMatchObject({ name: 'Annex one kilometre from campus', distanceKm: expect.any(Number) });
    // Without a centre, no distance.
    expect((await search('type=annex'))[0]).not.toHaveProperty('distanceKm');
  });

  it('finds within a map view and within a drawn area', async () => {
    const box = (km: number) => {
      const south = movedPoint(campus, Math.PI, km * 1000);
      const north = movedPoint(campus, 0, km * 1000);
      const west = movedPoint(campus, -Math.PI / 2, km * 1000);
      const east = movedPoint(campus, Math.PI / 2, km * 1000);
      // As a map writes its view into the address: to about 10 cm.
      const short = (degrees: number) => Number(degrees.toFixed(6));
      return { south: short(south.lat), north: short(north.lat), west: short(west.lng), east: short(east.lng) };
    };
    const view = box(4);
    expect(await names(`bbox=${view.west},${view.south},${view.east},${view.north}`)).toEqual([
      'Room three kilometres from campus',
      'Annex one kilometre from campus',
    ]);
    // A triangle north of campus: the annex (1 km away, bearing 0.3) is in it, the room (bearing 2.1, to the south-east) is not.
    const far = box(6);
    const triangle = `${far.west},${campus.lat};${far.east},${campus.lat};${campus.lng},${far.north}`;
    expect(await names(`polygon=${triangle}`)).toEqual(['Annex one kilometre from campus']);
    expect(await names(`polygon=${triangle};${far.west},${campus.lat}&near=university-of-moratuwa&radiusKm=0.5`)).toEqual([]);
  });

  it('refuses an unknown place, a distance order without a centre, and garbage areas, each with a code', async () => {
    const unknown = await request(api.server()).get('/api/listing/get?near=atlantis-university').expect(400);
    expect(unknown.body).toMatchObject({ code: 'NEAR_PLACE_UNKNOWN', message: SEARCH_MESSAGES.nearUnknown });
    const refusals: [string, string][] = [
      ['sort=distance', 'sort'],
      ['radiusKm=5', 'radiusKm'],
      [`near=university-of-moratuwa&radiusKm=${GEO_LIMITS.radiusKmMax + 1}`, 'radiusKm'],
      ['lat=6.8', 'lng'],
      ['lat=51.5&lng=-0.12', 'lng'],
      ['bbox=80,7,79,6', 'bbox'],
      ['polygon=79.8,6.8;79.9,6.9;79.9,6.8;79.8,6.9', 'polygon'],
      ['polygon[$where]=1', 'polygon[$where]'],
    ];
    for (const [query, field] of refusals) {
      const response = await request(api.server()).get(`/api/listing/get?${query}`).expect(400);
      expect({ query, code: response.body.code, fields: response.body.errors.map((error: { field: string }) => error.field) }).toEqual({
        query,
        code: 'VALIDATION_FAILED',
        fields: [field],
      });
    }
  });
});

describe('where a listing shows', () => {
  const api = useTestApi();
  let owner: Session;
  let visitor: Session;

  beforeAll(async () => {
    [owner, visitor] = [await createSession(api.app), await createSession(api.app)];
  });

  const read = async (id: string, session?: Session) =>
    (session ? await asUser(api.app, session).get(`/api/listing/get/${id}`) : await request(api.server()).get(`/api/listing/get/${id}`))
      .body as Listing;

  it('shows the owner the pin and everyone else a point 200-300 m from it, the same each time', async () => {
    const pin = { lat: 6.8747, lng: 79.8605 };
    const created = await createListing(api.app, owner, { location: pin, district: 'Colombo', city: 'Nugegoda' });
    expect(created.location).toEqual(pin);
    expect(created.showExactLocation).toBe(false);
    await moderate(api.app, created._id, { status: 'approved' });
    const seen = await read(created._id, visitor);
    const metres = distanceKm(pin, seen.location) * 1000;
    expect(metres).toBeGreaterThanOrEqual(199);
    expect(metres).toBeLessThanOrEqual(301);
    expect((await read(created._id)).location).toEqual(seen.location);
    expect((await read(created._id, owner)).location).toEqual(pin);
    const [found] = (await request(api.server()).get('/api/listing/get?city=Nugegoda&district=Colombo').expect(200)).body as Listing[];
    expect(found!.location).toEqual(seen.location);
    const mine = (await asUser(api.app, owner).get(`/api/user/listings/${owner.user._id}`).expect(200)).body as Listing[];
    expect(mine.find((listing) => listing._id === created._id)!.location).toEqual(pin);
  });

  it('shows the pin to everyone when the owner chooses, and the town centre when the owner places none', async () => {
    const pin = { lat: 7.2906, lng: 80.6337 };
    const exact = await createListing(api.app, owner, { location: pin, showExactLocation: true });
    await moderate(api.app, exact._id, { status: 'approved' });
    expect((await read(exact._id)).location).toEqual(pin);

    const unplaced = await createListing(api.app, owner, { district: 'Kandy', city: 'Peradeniya' });
    const centre = api.app.get(PlacesService).townOf('Kandy', 'Peradeniya')!;
    expect(unplaced.location).toEqual({ lat: centre.lat, lng: centre.lng });
  });

  it('refuses a pin outside Sri Lanka or of the wrong shape', async () => {
    const imageUrls = [await uploadListingImage(api.app, owner)];
    for (const location of [{ lat: 13.08, lng: 80.27 }, { lat: 6.9 }, { lat: 6.9, lng: 79.9, alt: 3 }, 'Colombo']) {
      const body = { ...listingInput(imageUrls), location } as unknown as ListingInput;
      const response = await asUser(api.app, owner).post('/api/listing/create').send(body).expect(400);
      expect(response.body.errors.map((error: { field: string }) => error.field.split('.')[0])).toEqual(['location']);
    }
  });

  it("keeps the public point and the monthly rent in step with an owner's edits and an approval", async () => {
    const admin = await createAdminSession(api.app);
    const created = await createListing(api.app, owner, {
      type: 'hotel',
      rentType: 'daily',
      rent: 18_500,
      location: { lat: 6.93, lng: 79.85 },
    });
    const { revisionId } = created;
    await clientOf(api.app, admin).patch(`/api/listing/approve/${created._id}`).send({ revision: revisionId }).expect(200);
    const before = await read(created._id);
    const moved = { lat: 6.95, lng: 79.86 };
    const edit = listingInput(created.imageUrls, { type: 'hotel', rentType: 'weekly', rent: 3_500, location: moved });
    const saved = (await asUser(api.app, owner).post(`/api/listing/update/${created._id}`).send(edit).expect(200)).body as {
      listing: Listing;
    };
    // Waiting for review: the public still sees the old point.
    expect((await read(created._id)).location).toEqual(before.location);
    await clientOf(api.app, admin).patch(`/api/listing/approve/${created._id}`).send({ revision: saved.listing.revision!._id }).expect(200);
    const after = await read(created._id);
    expect(distanceKm(moved, after.location) * 1000).toBeGreaterThanOrEqual(199);
    expect(distanceKm(moved, after.location) * 1000).toBeLessThanOrEqual(301);
    const stored = await listingsCollection(connectionOf(api.app)).findOne({ _id: new Types.ObjectId(created._id) });
    expect(stored).toMatchObject({ monthlyRent: 15_167, publicLat: after.location.lat, publicLng: after.location.lng });
  });
});

describe('prices compared like with like', () => {
  const api = useTestApi();

  beforeAll(async () => {
    const owner = await createSession(api.app);
    await insertListings(api.app, [
      storedListing(owner, { name: 'Hotel room at Rs. 18,500 a day', type: 'hotel', rentType: 'daily', rent: 18_500, status: 'approved' }),
      storedListing(owner, { name: 'Hostel bed at Rs. 3,500 a week', type: 'hostel', rentType: 'weekly', rent: 3_500, status: 'approved' }),
      storedListing(owner, { name: 'Annex at Rs. 19,000 a month', rent: 19_000, status: 'approved' }),
      storedListing(owner, {
        name: 'House for sale at Rs. 9.5 million',
        type: 'fullhousesale',
        rentType: undefined,
        rent: 9_500_000,
        status: 'approved',
      }),
    ]);
  });

  const names = async (query: string) =>
    ((await request(api.server()).get(`/api/listing/get?${query}`).expect(200)).body as Listing[]).map((listing) => listing.name);

  it('compares monthly equivalents with no basis chosen: a day × 30, a week × 52/12', async () => {
    expect(await names('maxPrice=20000&sort=rent&order=asc')).toEqual(['Hostel bed at Rs. 3,500 a week', 'Annex at Rs. 19,000 a month']);
    expect(await names('sort=rent&order=desc')).toEqual([
      'Hotel room at Rs. 18,500 a day',
      'Annex at Rs. 19,000 a month',
      'Hostel bed at Rs. 3,500 a week',
    ]);
  });

  it('compares the rent itself with a basis chosen, and sale prices only among sales', async () => {
    expect(await names('rentType=daily&maxPrice=20000')).toEqual(['Hotel room at Rs. 18,500 a day']);
    expect(await names('type=fullhousesale&maxPrice=10000000')).toEqual(['House for sale at Rs. 9.5 million']);
    expect(await names('minPrice=1000000')).toEqual([]);
  });
});

describe('the derived fields backfill', () => {
  const api = useTestApi();

  it('gives a listing stored without them a location at its town, a public point and a monthly rent, once', async () => {
    const owner = await createSession(api.app);
    const { location: _none, ...old } = storedListing(owner, { status: 'approved', rentType: 'weekly', rent: 6_000 });
    await listingsCollection(connectionOf(api.app)).insertOne(old);
    const job = api.app.get(ListingFieldsBackfillJob);
    await job.tick();
    const stored = await listingsCollection(connectionOf(api.app)).findOne({ _id: old._id });
    const centre = api.app.get(PlacesService).townOf('Kandy', 'Peradeniya')!;
    expect(stored).toMatchObject({ location: { lat: centre.lat, lng: centre.lng }, monthlyRent: 26_000, derivedFieldsVersion: 1 });
    expect(stored!.updatedAt).toEqual(old.updatedAt);
    await expect(job.backfill()).resolves.toBe(0);
  });
});
