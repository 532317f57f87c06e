import type { Listing } from '@nivasa/contracts/api';
import { SEARCH_LIMITS } from '@nivasa/contracts/limits';
import { SEARCH_MESSAGES } from '@nivasa/contracts/listing-messages';
import { Types } from 'mongoose';
import request from 'supertest';
import { ListingFieldsBackfillJob } from '../src/listings/listing-fields-backfill.job';
import { SearchKeysBackfillJob } from '../src/listings/search-keys-backfill.job';
import { asUser, createSession, type Session } from './support/accounts';
import { connectionOf, useTestApi } from './support/harness';
import { createAdminSession, listingInput, listingsCollection } from './support/listings';

describe('GET /api/listing/get (search)', () => {
  const api = useTestApi();
  let owner: Session;
  let admin: Session;
  const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n));

  /**
   * Stored straight in the collection (so without search keys, points and monthly rents until the
   * backfill jobs give them): many listings with known dates, statuses and prices.
   */
  async function store(listings: { name: string; status?: Listing['status']; createdAt: Date; [field: string]: unknown }[]) {
    const ownerId = new Types.ObjectId(owner.user._id);
    await listingsCollection(connectionOf(api.app)).insertMany(
      listings.map(({ status = 'approved', createdAt, ...fields }) => ({
        ...listingInput(['/api/images/0123456789abcdef01234567']),
        featured: false,
        rating: 0,
        numReviews: 0,
        userRef: ownerId,
        status,
        createdAt,
        updatedAt: createdAt,
        ...fields,
      })),
    );
    await api.app.get(SearchKeysBackfillJob).tick();
    await api.app.get(ListingFieldsBackfillJob).tick();
  }

  beforeAll(async () => {
    [owner, admin] = [await createSession(api.app), await createAdminSession(api.app)];
    await store([
      { name: 'Sea view room (1+1) in Galle', district: 'Galle', city: 'Hikkaduwa', rent: 40_000, createdAt: day(1), parking: true },
      { name: 'Room for 11 students in Kandy', rent: 12_000, createdAt: day(2), statusReason: 'Checked' },
      { name: 'Hostel beds near the university', type: 'hostel', rent: 8_000, createdAt: day(3), featured: true },
      { name: 'Annex with a garden in Kandy', type: 'annex', rent: 30_000, createdAt: day(4), description: 'Lots of space. Quiet.' },
      { name: 'Family house for sale Kandy', type: 'fullhousesale', rentType: undefined, rent: 45_000_000, createdAt: day(5) },
      { name: 'Pending room not yet checked', status: 'pending', rent: 20_000, createdAt: day(6) },
      { name: 'Disapproved room with a reason', status: 'disapproved', rent: 21_000, createdAt: day(7) },
    ]);
  });

  const search = (query: string, session?: Session) =>
    session ? asUser(api.app, session).get(`/api/listing/get${query}`) : request(api.server()).get(`/api/listing/get${query}`);
  const names = async (query: string, session?: Session) =>
    ((await search(query, session).expect(200)).body as Listing[]).map((listing) => listing.name);

  it('answers approved listings, newest first, nine at most, as the contracts say', async () => {
    const response = await search('').expect(200);
    const listings = response.body as Listing[];
    expect(listings.map((listing) => listing.name)).toEqual([
      'Family house for sale Kandy',
      'Annex with a garden in Kandy',
      'Hostel beds near the university',
      'Room for 11 students in Kandy',
      'Sea view room (1+1) in Galle',
    ]);
    expect(listings[0]).toEqual({
      ...listingInput(['/api/images/0123456789abcdef01234567'], { type: 'fullhousesale', rentType: undefined, rent: 45_000_000 }),
      rentType: undefined,
      name: 'Family house for sale Kandy',
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      userRef: owner.user._id,
      status: 'approved',
      featured: false,
      rating: 0,
      numReviews: 0,
      createdAt: day(5).toISOString(),
      updatedAt: day(5).toISOString(),
      revisionId: expect.stringMatching(/^[0-9a-f]{24}$/),
      // Stored without a pin: near its town's centre (the backfill gave it one).
      location: { lat: expect.any(Number), lng: expect.any(Number) },
      showExactLocation: false,
      ownerPhoneVerified: false,
    });
    // A moderator's reason is not for the public.
    expect(listings.find((listing) => listing.name.startsWith('Room for 11'))).not.toHaveProperty('statusReason');
  });

  it('never shows pending or disapproved listings to visitors or users, whatever status they ask for', async () => {
    for (const session of [undefined, owner]) {
      for (const status of ['pending', 'disapproved', 'approved']) {
        const found = await names(`?status=${status}`, session);
        expect(found).toHaveLength(5);
        expect(found.join()).not.toMatch(/Pending|Disapproved/);
      }
    }
    expect(await names('?searchTerm=pending')).toEqual([]);
  });

  it('lets an admin ask for another status', async () => {
    expect(await names('?status=pending', admin)).toEqual(['Pending room not yet checked']);
    expect(await names('?status=disapproved', admin)).toEqual(['Disapproved room with a reason']);
    expect(await names('', admin)).toHaveLength(5);
  });

  it('matches each word of searchTerm as literal text, in any case, over name, description, address, city and district', async () => {
    expect(await names('?searchTerm=(1%2B1)')).toEqual(['Sea view room (1+1) in Galle']);
    expect(await names('?searchTerm=1%2B1')).toEqual(['Sea view room (1+1) in Galle']);
    // As patterns, '1+1' would match '11', 'n.ar' 'near' and '.*' everything.
    expect(await names('?searchTerm=n.ar')).toEqual([]);
    expect(await names('?searchTerm=.*')).toEqual([]);
    expect(await names('?searchTerm=space.%20q')).toEqual(['Annex with a garden in Kandy']);
    expect(await names('?searchTerm=%5E')).toEqual([]);
    expect(await names('?searchTerm=SEA%20VIEW')).toEqual(['Sea view room (1+1) in Galle']);
    expect(await names('?searchTerm=quiet')).toEqual(['Annex with a garden in Kandy']);
    expect(await names('?searchTerm=hikkaduwa')).toEqual(['Sea view room (1+1) in Galle']);
    expect(await names('?searchTerm=galaha%20road')).toHaveLength(5);
    expect(await names('?searchTerm=galle')).toEqual(['Sea view room (1+1) in Galle']);
    // A NUL cannot be sent to the database inside a regular expression; its escape can.
    expect(await names('?searchTerm=galle%00')).toEqual([]);
  });

  it('filters by type, place, facilities, featured and price', async () => {
    expect(await names('?type=hostel')).toEqual(['Hostel beds near the university']);
    expect(await names('?district=Galle&city=Hikkaduwa')).toEqual(['Sea view room (1+1) in Galle']);
    expect(await names('?city=Peradeniya&type=annex')).toEqual(['Annex with a garden in Kandy']);
    expect(await names('?parking=true')).toEqual(['Sea view room (1+1) in Galle']);
    // An unticked box asks for nothing.
    expect(await names('?parking=false&kitchen=false')).toHaveLength(5);
    expect(await names('?featured=true')).toEqual(['Hostel beds near the university']);
    expect(await names('?minPrice=12000&maxPrice=30000&sort=rent&order=asc')).toEqual([
      'Room for 11 students in Kandy',
      'Annex with a garden in Kandy',
    ]);
    expect(await names('?rentType=daily')).toEqual([]);
    expect(await names('?type=&searchTerm=')).toHaveLength(5);
  });

  it('sorts by rent or date either way, and pages with startIndex and limit', async () => {
    // Rents by their monthly equivalents; a house for sale is no rent, and is ordered only among sales.
    expect(await names('?sort=rent&order=desc&limit=2')).toEqual(['Sea view room (1+1) in Galle', 'Annex with a garden in Kandy']);
    expect(await names('?sort=rent&type=fullhousesale')).toEqual(['Family house for sale Kandy']);
    expect(await names('?sort=rent&order=asc&limit=2')).toEqual(['Hostel beds near the university', 'Room for 11 students in Kandy']);
    expect(await names('?sort=createdAt&order=asc&limit=1')).toEqual(['Sea view room (1+1) in Galle']);
    expect(await names('?startIndex=3')).toEqual(['Room for 11 students in Kandy', 'Sea view room (1+1) in Galle']);
    expect(await names('?startIndex=2&limit=2')).toEqual(['Hostel beds near the university', 'Room for 11 students in Kandy']);
    expect(await names(`?startIndex=${SEARCH_LIMITS.maxStartIndex}`)).toEqual([]);
  });

  it('gives nine by default and never more than fifty', async () => {
    await store(
      Array.from({ length: 60 }, (_, i) => ({ name: `Budget room number ${i}`, type: 'sharedroom', rent: 5_000, createdAt: day(10 + i) })),
    );
    expect(await names('?type=sharedroom')).toHaveLength(SEARCH_LIMITS.pageSize);
    expect(await names('?type=sharedroom&limit=50')).toHaveLength(50);
    const capped = await names('?type=sharedroom&limit=500');
    expect(capped).toHaveLength(SEARCH_LIMITS.maxPageSize);
    expect(capped[0]).toBe('Budget room number 59');
  });

  it.each([
    // Express reads brackets as part of the name; the parser refuses them as objects too (its unit test).
    ['?type[$ne]=x', 'type[$ne]', SEARCH_MESSAGES.unknownParameter('type[$ne]')],
    ['?searchTerm[$regex]=.', 'searchTerm[$regex]', SEARCH_MESSAGES.unknownParameter('searchTerm[$regex]')],
    ['?status[$in][]=pending', 'status[$in][]', SEARCH_MESSAGES.unknownParameter('status[$in][]')],
    ['?type=hostel&type=annex', 'type', SEARCH_MESSAGES.repeated('type')],
    ['?limit=5&limit=6', 'limit', SEARCH_MESSAGES.repeated('limit')],
    ['?lstatus=approved', 'lstatus', SEARCH_MESSAGES.unknownParameter('lstatus')],
    ['?parking=yes', 'parking', SEARCH_MESSAGES.boolean('parking')],
    ['?featured=1', 'featured', SEARCH_MESSAGES.boolean('featured')],
    ['?minPrice=1e3', 'minPrice', SEARCH_MESSAGES.number('minPrice')],
    ['?maxPrice=-5', 'maxPrice', SEARCH_MESSAGES.number('maxPrice')],
    ['?minPrice=10.5', 'minPrice', SEARCH_MESSAGES.number('minPrice')],
    ['?sort=name', 'sort', SEARCH_MESSAGES.sort],
    ['?order=up', 'order', SEARCH_MESSAGES.order],
    [`?startIndex=${SEARCH_LIMITS.maxStartIndex + 1}`, 'startIndex', SEARCH_MESSAGES.startIndex],
    ['?startIndex=-1', 'startIndex', SEARCH_MESSAGES.startIndex],
    ['?limit=0', 'limit', SEARCH_MESSAGES.limit],
    [`?searchTerm=${'a'.repeat(SEARCH_LIMITS.maxSearchTermLength + 1)}`, 'searchTerm', SEARCH_MESSAGES.searchTerm],
    ['?type=castle', 'type', SEARCH_MESSAGES.type],
    ['?rentType=yearly', 'rentType', SEARCH_MESSAGES.rentType],
    ['?district=Atlantis', 'district', SEARCH_MESSAGES.district],
    ['?district=Kandy&city=Hikkaduwa', 'city', SEARCH_MESSAGES.city],
    ['?status=published', 'status', SEARCH_MESSAGES.status],
    ['?availableBy=2026-13-01', 'availableBy', SEARCH_MESSAGES.availableBy],
    ['?availableBy=1%20Dec', 'availableBy', SEARCH_MESSAGES.availableBy],
  ])('refuses %s with 400', async (query, field, message) => {
    const response = await search(query, admin).expect(400);
    expect(response.body).toEqual({
      success: false,
      statusCode: 400,
      message,
      code: 'VALIDATION_FAILED',
      errors: [expect.objectContaining({ field, message })],
    });
  });

  it('takes the longest searchTerm and refuses every bad parameter at once', async () => {
    await search(`?searchTerm=${'a'.repeat(SEARCH_LIMITS.maxSearchTermLength)}`).expect(200);
    const response = await search('?sort=name&order=up&colour=blue').expect(400);
    expect(response.body.errors).toEqual([
      expect.objectContaining({ field: 'colour', message: SEARCH_MESSAGES.unknownParameter('colour') }),
      expect.objectContaining({ field: 'sort', message: SEARCH_MESSAGES.sort }),
      expect.objectContaining({ field: 'order', message: SEARCH_MESSAGES.order }),
    ]);
  });

  it('gives each refused parameter its code and limits', async () => {
    const response = await search('?limit=0&type[$ne]=annex&colour=blue').expect(400);
    expect(response.body.errors).toEqual([
      { field: 'type[$ne]', code: 'FIELD_NOT_ALLOWED', params: {}, message: SEARCH_MESSAGES.unknownParameter('type[$ne]') },
      { field: 'colour', code: 'FIELD_NOT_ALLOWED', params: {}, message: SEARCH_MESSAGES.unknownParameter('colour') },
      { field: 'limit', code: 'FIELD_TOO_SMALL', params: { min: 1 }, message: SEARCH_MESSAGES.limit },
    ]);
    const repeated = await search('?district=Kandy&district=Galle').expect(400);
    expect(repeated.body.errors).toEqual([
      { field: 'district', code: 'FIELD_REPEATED', params: {}, message: SEARCH_MESSAGES.repeated('district') },
    ]);
  });

  it('finds places available by a day: free on or before it, and those with no date', async () => {
    await store([
      { name: 'Dated room free from March', availableFrom: '2027-03-01', createdAt: day(20) },
      { name: 'Dated room free from January', availableFrom: '2027-01-15', createdAt: day(21) },
      { name: 'Dated room free long ago', availableFrom: '2020-01-01', createdAt: day(22) },
    ]);
    const dated = (query: string) => names(`?searchTerm=Dated%20room${query}`);
    expect(await dated('')).toEqual(['Dated room free long ago', 'Dated room free from January', 'Dated room free from March']);
    expect(await dated('&availableBy=2027-01-15')).toEqual(['Dated room free long ago', 'Dated room free from January']);
    expect(await dated('&availableBy=2026-12-31')).toEqual(['Dated room free long ago']);
    // Listings without a date are free now, so any day finds them.
    expect(await names('?availableBy=2026-01-01&searchTerm=Annex%20with')).toEqual(['Annex with a garden in Kandy']);
    const [answered] = (await search('?searchTerm=from%20March').expect(200)).body as Listing[];
    expect(answered.availableFrom).toBe('2027-03-01');
  });
});
