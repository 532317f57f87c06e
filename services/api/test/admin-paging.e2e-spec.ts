import type { Listing } from '@nivasa/contracts/api';
import { ADMIN_LIST_LIMITS, SEARCH_LIMITS } from '@nivasa/contracts/limits';
import { LISTING_MESSAGES, SEARCH_MESSAGES } from '@nivasa/contracts/listing-messages';
import { Types } from 'mongoose';
import type { NewListing } from '../src/listings/listings.repository';
import { asUser, createSession, type Session, SITE_ORIGIN } from './support/accounts';
import { clientOf } from './support/actors';
import { connectionOf, useTestApi } from './support/harness';
import {
  createAdminSession,
  insertListings,
  listingInput,
  listingsCollection,
  storedListing,
  uploadListingImage,
} from './support/listings';

const MINUTE_MS = 60 * 1000;

/** `count` listings of the owner's, one a minute apart (newest last), for insertListings. */
function listingsOf(owner: Session, count: number, fields: Partial<NewListing>) {
  const start = Date.now() - count * MINUTE_MS;
  return Array.from({ length: count }, (_, index) =>
    storedListing(owner, { name: `Paged annex number ${index + 1}`, createdAt: new Date(start + index * MINUTE_MS), ...fields }),
  );
}

describe('the admin lists are paged', () => {
  const api = useTestApi({ ALLOWED_ORIGINS: SITE_ORIGIN });
  let admin: Session;
  let owner: Session;
  const PENDING = SEARCH_LIMITS.maxPageSize + 5;
  const APPROVED_ANNEXES = 30;

  beforeAll(async () => {
    [admin, owner] = await Promise.all([createAdminSession(api.app), createSession(api.app)]);
    await insertListings(api.app, [
      ...listingsOf(owner, PENDING, { status: 'pending' }),
      ...listingsOf(owner, APPROVED_ANNEXES, { status: 'approved', type: 'annex', name: 'Approved annex by the lake' }),
    ]);
  });

  const pending = (query = '') => asUser(api.app, admin).get(`/api/listing/pending${query}`);

  it(`answers the pending queue ${ADMIN_LIST_LIMITS.pendingPageSize} at a time, newest first, and startIndex reaches the oldest`, async () => {
    const first = (await pending().expect(200)).body as Listing[];
    expect(first).toHaveLength(ADMIN_LIST_LIMITS.pendingPageSize);
    expect(first[0].name).toBe(`Paged annex number ${PENDING}`);

    const seen: string[] = [];
    for (let startIndex = 0; ; startIndex += ADMIN_LIST_LIMITS.pendingPageSize) {
      const page = (await pending(`?startIndex=${startIndex}&limit=${ADMIN_LIST_LIMITS.pendingPageSize}`).expect(200)).body as Listing[];
      seen.push(...page.map(({ _id }) => _id));
      if (page.length < ADMIN_LIST_LIMITS.pendingPageSize) {
        expect(page.at(-1)?.name).toBe('Paged annex number 1');
        break;
      }
    }
    expect(seen).toHaveLength(PENDING);
    expect(new Set(seen).size).toBe(PENDING);
  });

  it(`gives at most ${SEARCH_LIMITS.maxPageSize} a call, whatever limit asks, so one answer stays small`, async () => {
    const response = await pending('?limit=100000').expect(200);
    expect(response.body).toHaveLength(SEARCH_LIMITS.maxPageSize);
    expect(Buffer.byteLength(response.text)).toBeLessThan(100 * 1024);
  });

  it.each([
    ['?startIndex=-1', SEARCH_MESSAGES.startIndex],
    ['?startIndex=1e3', SEARCH_MESSAGES.startIndex],
    [`?startIndex=${SEARCH_LIMITS.maxStartIndex + 1}`, SEARCH_MESSAGES.startIndex],
    ['?limit=0', SEARCH_MESSAGES.limit],
    ['?limit=ten', SEARCH_MESSAGES.limit],
    ['?limit=5&limit=6', SEARCH_MESSAGES.limit],
  ])('refuses %s with 400 and says why', async (query, message) => {
    const response = await pending(query).expect(400);
    expect(response.body.message).toContain(message);
  });

  it('refuses an unknown parameter, and answers visitors and members as before', async () => {
    await pending('?page=2').expect(400);
    await asUser(api.app, owner).get('/api/listing/pending?startIndex=0').expect(403);
  });

  it("pages a type's approved listings with the search's startIndex, so the oldest can still be disapproved", async () => {
    const size = ADMIN_LIST_LIMITS.approvedPageSize;
    const ids: string[] = [];
    for (let startIndex = 0; startIndex < APPROVED_ANNEXES; startIndex += size) {
      const page = await asUser(api.app, admin)
        .get(`/api/listing/get?type=annex&status=approved&startIndex=${startIndex}&limit=${size}`)
        .expect(200);
      ids.push(...(page.body as Listing[]).map(({ _id }) => _id));
    }
    expect(new Set(ids).size).toBe(APPROVED_ANNEXES);
    const oldest = ids.at(-1)!;
    await clientOf(api.app, admin).patch(`/api/listing/disapprove/${oldest}`).send({}).expect(200);
    expect((await listingsCollection(connectionOf(api.app)).findOne({ _id: new Types.ObjectId(oldest) }))?.status).toBe('disapproved');
  });
});

describe('an owner has at most LISTINGS_PER_OWNER_MAX listings', () => {
  const MAX = 3;
  const api = useTestApi({ ALLOWED_ORIGINS: SITE_ORIGIN, LISTINGS_PER_OWNER_MAX: String(MAX), THROTTLE_WRITE_LIMIT: '1000' });
  const countOf = (owner: Session) =>
    listingsCollection(connectionOf(api.app)).countDocuments({ userRef: new Types.ObjectId(owner.user._id) });

  it(`refuses the ${MAX + 1}th with 409 and a clear message, and takes one again once one is deleted`, async () => {
    const owner = await createSession(api.app);
    const image = await uploadListingImage(api.app, owner);
    const create = () =>
      asUser(api.app, owner)
        .post('/api/listing/create')
        .send(listingInput([image]));
    const ids: string[] = [];
    for (let n = 0; n < MAX; n += 1) ids.push((await create().expect(201)).body.listing._id);

    const refused = await create().expect(409);
    expect(refused.body).toMatchObject({
      success: false,
      statusCode: 409,
      code: 'LISTING_LIMIT_REACHED',
      message: LISTING_MESSAGES.perOwnerLimit(MAX),
    });
    expect(refused.body.message).toBe(`You can have at most ${MAX} listings at a time. Delete one you no longer need to add another.`);
    expect(await countOf(owner)).toBe(MAX);

    await asUser(api.app, owner).delete(`/api/listing/delete/${ids[0]}`).expect(200);
    await create().expect(201);
    expect(await countOf(owner)).toBe(MAX);
  });

  it('holds under creates sent at once: never more than the limit, and each refusal is the 409', async () => {
    const owner = await createSession(api.app);
    const image = await uploadListingImage(api.app, owner);
    const create = () =>
      asUser(api.app, owner)
        .post('/api/listing/create')
        .send(listingInput([image]));
    await create().expect(201);

    const answers = await Promise.all(Array.from({ length: 8 }, () => create()));
    const statuses = answers.map(({ status }) => status).sort();
    expect(statuses.every((status) => status === 201 || status === 409)).toBe(true);
    expect(statuses.filter((status) => status === 201).length).toBeLessThanOrEqual(MAX - 1);
    expect(await countOf(owner)).toBeLessThanOrEqual(MAX);
    // Other owners are not held back by this one.
    const other = await createSession(api.app);
    await asUser(api.app, other)
      .post('/api/listing/create')
      .send(listingInput([await uploadListingImage(api.app, other)]))
      .expect(201);
  });
});
