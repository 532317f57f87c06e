import type { HomeListings, Listing, SitemapListings } from '@nivasa/contracts/api';
import { HOME_LIMITS } from '@nivasa/contracts/limits';
import { Types } from 'mongoose';
import request from 'supertest';
import { ListingsRepository, type NewListing } from '../src/listings/listings.repository';
import { createSession, type Session, SITE_ORIGIN } from './support/accounts';
import { connectionOf, useTestApi } from './support/harness';
import { createAdminSession, createListing, listingInput, listingsCollection, revisionOf } from './support/listings';

describe('GET /api/listing/home and /api/listing/sitemap', () => {
  const api = useTestApi();
  let owner: Session;
  let admin: Session;
  const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n));

  /** Stored straight in the collection, past the API: no change event, as another instance's writes. */
  async function store(listings: (Partial<NewListing> & { name: string; createdAt: Date })[]): Promise<string[]> {
    const documents = listings.map(({ createdAt, ...fields }) => ({
      _id: new Types.ObjectId(),
      ...listingInput(['/api/images/0123456789abcdef01234567']),
      featured: false,
      rating: 0,
      numReviews: 0,
      userRef: new Types.ObjectId(owner.user._id),
      status: 'approved',
      createdAt,
      updatedAt: createdAt,
      ...fields,
    }));
    await listingsCollection(connectionOf(api.app)).insertMany(documents);
    return documents.map((document) => document._id.toString());
  }

  const home = async () => {
    const response = await request(api.server()).get('/api/listing/home').expect(200);
    return { body: response.body as HomeListings, cacheControl: String(response.headers['cache-control']) };
  };
  const names = (listings: Listing[]) => listings.map((listing) => listing.name);
  const sections = (body: HomeListings) => body.recent.map(({ type, listings }) => [type, names(listings)]);
  const asAdmin = (path: string, body: object = {}) =>
    request(api.server()).patch(path).set('Cookie', admin.cookie).set('Origin', SITE_ORIGIN).send(body);
  const asOwner = (method: 'post' | 'delete', path: string) =>
    request(api.server())[method](path).set('Cookie', owner.cookie).set('Origin', SITE_ORIGIN);

  beforeAll(async () => {
    [owner, admin] = [await createSession(api.app), await createAdminSession(api.app)];
    await store([
      ...[1, 2, 3, 4, 5].map((n) => ({ name: `Single room number ${n} in Kandy`, createdAt: day(n) })),
      { name: 'Newest single room, still pending', status: 'pending', createdAt: day(9) },
      { name: 'Annex with a garden in Kandy', type: 'annex', createdAt: day(6), featured: true, statusReason: 'Looks right' },
      { name: 'Apartment in Colombo, featured', type: 'apartment', createdAt: day(7), featured: true },
      { name: 'Hostel beds, disapproved', type: 'hostel', status: 'disapproved', createdAt: day(8), featured: true },
      { name: 'Family house for sale Kandy', type: 'fullhousesale', rentType: undefined, rent: 9_500_000, createdAt: day(3) },
    ]);
  });

  it('answers the featured listings and each type with listings, newest four first, approved only', async () => {
    const { body, cacheControl } = await home();
    expect(names(body.featured)).toEqual(['Apartment in Colombo, featured', 'Annex with a garden in Kandy']);
    // LISTING_TYPES order; hostel (only a disapproved one) and the types without listings are absent.
    expect(sections(body)).toEqual([
      [
        'singleroom',
        [
          'Single room number 5 in Kandy',
          'Single room number 4 in Kandy',
          'Single room number 3 in Kandy',
          'Single room number 2 in Kandy',
        ],
      ],
      ['apartment', ['Apartment in Colombo, featured']],
      ['annex', ['Annex with a garden in Kandy']],
      ['fullhousesale', ['Family house for sale Kandy']],
    ]);
    // A moderator's reason is not for the public.
    expect(body.featured[1]).not.toHaveProperty('statusReason');
    expect(body.featured[1]).toMatchObject({ type: 'annex', status: 'approved', userRef: owner.user._id, createdAt: day(6).toISOString() });
    const maxAge = Number(/^public, max-age=(\d+)$/.exec(cacheControl)?.[1]);
    expect(maxAge).toBeLessThanOrEqual(HOME_LIMITS.cacheMaxAgeMs / 1000);
  });

  it("matches the spec's per-type and featured calls, which still answer as before", async () => {
    const { body } = await home();
    const search = async (query: string) =>
      names((await request(api.server()).get(`/api/listing/get?${query}`).expect(200)).body as Listing[]);
    for (const { type, listings } of body.recent) {
      expect(await search(`type=${type}&limit=${HOME_LIMITS.recentPerType}&status=approved`)).toEqual(names(listings));
    }
    expect(await search('featured=true&status=approved')).toEqual(names(body.featured));
  });

  it('shows an approval at once on this instance, whatever it cached', async () => {
    const [pendingId] = await store([
      { name: 'Shared room waiting for approval', type: 'sharedroom', status: 'pending', createdAt: day(10) },
    ]);
    expect(sections(await home().then(({ body }) => body)).map(([type]) => type)).not.toContain('sharedroom');

    await asAdmin(`/api/listing/approve/${pendingId}`, { revision: await revisionOf(api.app, pendingId!) }).expect(200);
    expect(sections((await home()).body)).toContainEqual(['sharedroom', ['Shared room waiting for approval']]);

    await asAdmin(`/api/listing/featured/${pendingId}`).expect(200);
    expect(names((await home()).body.featured)[0]).toBe('Shared room waiting for approval');

    await asAdmin(`/api/listing/disapprove/${pendingId}`).expect(200);
    const { body } = await home();
    expect(names(body.featured)).not.toContain('Shared room waiting for approval');
    expect(sections(body).map(([type]) => type)).not.toContain('sharedroom');
  });

  it("serves another instance's changes within the cache's age bound, and concurrent misses share one load", async () => {
    await home();
    await store([{ name: 'Hotel by the lake, added elsewhere', type: 'hotel', createdAt: day(11) }]);
    // Written past this instance: the cached answer stands...
    expect(sections((await home()).body).map(([type]) => type)).not.toContain('hotel');

    // ...until it is HOME_LIMITS.cacheMaxAgeMs old; then the requests that miss it read the listings once.
    await new Promise((resolve) => setTimeout(resolve, HOME_LIMITS.cacheMaxAgeMs));
    const searches = jest.spyOn(api.app.get(ListingsRepository), 'search');
    try {
      const answers = await Promise.all(Array.from({ length: 5 }, () => home()));
      for (const { body } of answers) expect(sections(body)).toContainEqual(['hotel', ['Hotel by the lake, added elsewhere']]);
      // One load: the featured listings and one read per type.
      expect(searches).toHaveBeenCalledTimes(1 + 11);
    } finally {
      searches.mockRestore();
    }
  });

  it("drops the cache on an owner's new listing, edit and deletion, and keeps it otherwise", async () => {
    await home();
    const searches = jest.spyOn(api.app.get(ListingsRepository), 'search');
    /** Whether the home call read the listings again. */
    const reloaded = async () => {
      searches.mockClear();
      await home();
      return searches.mock.calls.length > 0;
    };
    try {
      expect(await reloaded()).toBe(false);
      const listing = await createListing(api.app, owner, { name: 'Guest house on the hill' });
      expect(await reloaded()).toBe(true);
      expect(await reloaded()).toBe(false);
      await asOwner('post', `/api/listing/update/${listing._id}`)
        .send(listingInput(listing.imageUrls, { name: 'Guest house on the green hill' }))
        .expect(200);
      expect(await reloaded()).toBe(true);
      await asOwner('delete', `/api/listing/delete/${listing._id}`).expect(200);
      expect(await reloaded()).toBe(true);
    } finally {
      searches.mockRestore();
    }
  });

  it('sends a cached answer as the JSON made when it was loaded, with an ETag that a revalidation matches', async () => {
    const first = await request(api.server()).get('/api/listing/home').expect(200);
    const stringify = jest.spyOn(JSON, 'stringify');
    try {
      const hit = await request(api.server()).get('/api/listing/home').expect(200);
      // Serialising the whole answer again on every hit would cost the cache most of its worth.
      const homeSerialised = stringify.mock.calls.some(([value]) => typeof value === 'object' && value !== null && 'recent' in value);
      expect(homeSerialised).toBe(false);
      expect(hit.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(hit.text).toBe(first.text);
      expect(hit.headers.etag).toBe(first.headers.etag);
    } finally {
      stringify.mockRestore();
    }
    await request(api.server()).get('/api/listing/home').set('If-None-Match', String(first.headers.etag)).expect(304);

    const listing = await createListing(api.app, owner, { name: 'Guest house by the tank' });
    await asAdmin(`/api/listing/approve/${listing._id}`, { revision: listing.revisionId }).expect(200);
    const changed = await request(api.server()).get('/api/listing/home').set('If-None-Match', String(first.headers.etag)).expect(200);
    expect(changed.headers.etag).not.toBe(first.headers.etag);
    await asOwner('delete', `/api/listing/delete/${listing._id}`).expect(200);
  });

  it('compresses the answer for a client that accepts it (brotli first), and leaves it whole for one that does not', async () => {
    const plain = await request(api.server()).get('/api/listing/home').set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text.length).toBeGreaterThan(1024);
    // supertest decodes the answers, so their text can be compared with the plain one.
    const gzip = await request(api.server()).get('/api/listing/home').set('Accept-Encoding', 'gzip').expect(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toMatch(/Accept-Encoding/);
    expect(gzip.text).toBe(plain.text);
    const brotli = await request(api.server()).get('/api/listing/home').set('Accept-Encoding', 'gzip, deflate, br').expect(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.text).toBe(plain.text);
  });

  it('lists every approved listing for the sitemap, its id and last change only', async () => {
    const response = await request(api.server()).get('/api/listing/sitemap').expect(200);
    const { listings } = response.body as SitemapListings;
    const approved = await listingsCollection(connectionOf(api.app))
      .find({ status: 'approved' }, { projection: { updatedAt: 1 } })
      .sort({ updatedAt: -1, _id: -1 })
      .toArray();
    expect(listings).toEqual(approved.map(({ _id, updatedAt }) => ({ _id: _id.toString(), updatedAt: (updatedAt as Date).toISOString() })));
    expect(listings.length).toBeGreaterThan(5);
    expect(response.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
  });
});
