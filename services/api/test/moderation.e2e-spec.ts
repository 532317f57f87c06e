import {
  type AuditEntry,
  type AuditPage,
  type Listing,
  type ListingAnalytics,
  LISTING_API_PATHS,
  type ModerationResponse,
} from '@nivasa/contracts/api';
import { AUDIT_PAGE_SIZE, LISTING_LIMITS } from '@nivasa/contracts/limits';
import { RATE_LIMIT_MESSAGES } from '@nivasa/contracts/auth-messages';
import { LISTING_MESSAGES } from '@nivasa/contracts/listing-messages';
import { Types } from 'mongoose';
import { MailService } from '../src/mail/mail.service';
import { UsersService } from '../src/users/users.service';
import { createSession, type Session, SITE_ORIGIN } from './support/accounts';
import { clientOf } from './support/actors';
import { connectionOf, useTestApi } from './support/harness';
import { createAdminSession, insertListings, revisionOf, storedListing } from './support/listings';
import { PUBLIC_URL, useMailingApi } from './support/mailing-api';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('moderation', () => {
  const { api, catcher, mailTo } = useMailingApi();

  let admin: Session;
  let user: Session;
  let owner: Session;
  beforeAll(async () => {
    [admin, user, owner] = await Promise.all([createAdminSession(api.app), createSession(api.app), createSession(api.app)]);
  });

  const asAdmin = () => clientOf(api.app, admin);
  /** The listing as stored, read past the API. */
  const stored = async (id: string) =>
    (await connectionOf(api.app)
      .collection('listings')
      .findOne({ _id: new Types.ObjectId(id) }))!;

  describe('access', () => {
    let listingId: string;
    beforeAll(async () => {
      [listingId] = await insertListings(api.app, [storedListing(owner)]);
    });

    const routes = () => [
      { method: 'get' as const, path: '/api/listing/pending' },
      { method: 'get' as const, path: '/api/listing/get-total' },
      { method: 'get' as const, path: '/api/admin/analytics' },
      { method: 'get' as const, path: '/api/admin/audit?page=1' },
      { method: 'patch' as const, path: `/api/listing/approve/${listingId}` },
      { method: 'patch' as const, path: `/api/listing/disapprove/${listingId}` },
      { method: 'patch' as const, path: `/api/listing/featured/${listingId}` },
      { method: 'patch' as const, path: `/api/listing/remove-featured/${listingId}` },
    ];

    it('refuses visitors with 401 on every admin route', async () => {
      for (const { method, path } of routes()) {
        const response = await clientOf(api.app, undefined)[method](path).expect(401);
        expect(response.body).toEqual({ success: false, statusCode: 401, code: 'SIGN_IN_REQUIRED', message: 'Token missing' });
      }
    });

    it('refuses signed-in users who are not admins with 403 on every admin route, and changes nothing', async () => {
      for (const session of [user, owner]) {
        for (const { method, path } of routes()) {
          const response = await clientOf(api.app, session)[method](path).expect(403);
          expect(response.body).toEqual({ success: false, statusCode: 403, code: 'ADMINS_ONLY', message: 'Only admins can do that.' });
        }
      }
      expect((await stored(listingId)).status).toBe('pending');
    });

    it('refuses a non-admin before reading the id or the body', async () => {
      await clientOf(api.app, user).patch('/api/listing/approve/not-an-id').expect(403);
      await clientOf(api.app, user)
        .patch(`/api/listing/disapprove/${listingId}`)
        .send({ reason: 'x'.repeat(LISTING_LIMITS.reasonMaxLength + 1), extra: true })
        .expect(403);
      await clientOf(api.app, user).get('/api/admin/audit?page=0').expect(403);
    });

    it('stops a demoted admin at once', async () => {
      const former = await createAdminSession(api.app);
      await clientOf(api.app, former).get('/api/listing/get-total').expect(200);
      await api.app.get(UsersService).applyChanges(new Types.ObjectId(former.user._id), { isAdmin: false });
      await clientOf(api.app, former).get('/api/listing/get-total').expect(403);
    });
  });

  describe('GET /api/listing/pending and /api/listing/get-total', () => {
    it('lists pending listings only, newest first, in the contracts shape', async () => {
      const now = Date.now();
      const [older, newer, approved] = await insertListings(api.app, [
        storedListing(owner, { createdAt: new Date(now - 2 * DAY_MS) }),
        storedListing(owner, { createdAt: new Date(now - DAY_MS), rules: 'No smoking.' }),
        storedListing(owner, { status: 'approved' }),
      ]);
      const response = await asAdmin().get('/api/listing/pending').expect(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      const pending = response.body as Listing[];
      const ids = pending.map((listing) => listing._id);
      expect(ids).not.toContain(approved);
      expect(ids.indexOf(newer!)).toBeLessThan(ids.indexOf(older!));
      expect(pending.every((listing) => listing.status === 'pending')).toBe(true);
      const createdAt = pending.map((listing) => listing.createdAt);
      expect(createdAt).toEqual([...createdAt].sort().reverse());
      const one = pending.find((listing) => listing._id === newer)!;
      expect(one).toMatchObject({ userRef: owner.user._id, rules: 'No smoking.', featured: false, rating: 0, numReviews: 0 });
      expect(Object.keys(one)).not.toContain('__v');
      expect(Object.keys(one)).not.toContain('statusReason');
    });

    it('answers the number of listings, whatever their status (not shadowed by /get/:id)', async () => {
      const before = (await asAdmin().get('/api/listing/get-total').expect(200)).body as { totalListings: number };
      await insertListings(api.app, [storedListing(owner), storedListing(owner, { status: 'disapproved' })]);
      const after = await asAdmin().get('/api/listing/get-total').expect(200);
      expect(after.body).toEqual({ totalListings: before.totalListings + 2 });
      expect(after.headers['cache-control']).toBe('private, no-store');
    });
  });

  describe('approving and disapproving', () => {
    it("approves a pending listing, mails the owner with the moderator's reason, and refuses a second approval", async () => {
      const [id] = await insertListings(api.app, [storedListing(owner, { name: 'Sunny room by the temple' })]);
      const response = await asAdmin()
        .patch(`/api/listing/approve/${id}`)
        .send({ reason: '  Lovely photos.  ', revision: await revisionOf(api.app, id!) })
        .expect(200);
      const body = response.body as ModerationResponse;
      expect(body).toMatchObject({ success: true, message: LISTING_MESSAGES.approved });
      expect(body.listing).toMatchObject({ _id: id, status: 'approved', statusReason: 'Lovely photos.', featured: false });

      const mail = await mailTo(owner.email, 'Sunny room by the temple');
      expect(mail.subject).toBe('Your listing "Sunny room by the temple" is approved');
      expect(mail.from).toBe('no-reply@nivasa.example');
      expect(mail.text).toContain(`Hello ${owner.user.username},`);
      expect(mail.text).toContain("The moderator's note: Lovely photos.");
      expect(mail.text).toContain(`${PUBLIC_URL}/listing/${id}`);

      const again = await asAdmin()
        .patch(`/api/listing/approve/${id}`)
        .send({ revision: await revisionOf(api.app, id!) })
        .expect(409);
      expect(again.body).toEqual({
        success: false,
        statusCode: 409,
        code: 'LISTING_ALREADY_IN_STATE',
        message: LISTING_MESSAGES.alreadyInState,
      });
    });

    it('disapproves a featured listing, which stops featuring it, and mails the owner why', async () => {
      const [id] = await insertListings(api.app, [
        storedListing(owner, { name: 'Family house with a well', status: 'approved', featured: true }),
      ]);
      const reason = 'The photos show another house.';
      const response = await asAdmin().patch(`/api/listing/disapprove/${id}`).send({ reason }).expect(200);
      expect(response.body).toEqual({
        success: true,
        message: LISTING_MESSAGES.disapproved,
        listing: expect.objectContaining({ _id: id, status: 'disapproved', featured: false, statusReason: reason }),
      });
      const mail = await mailTo(owner.email, 'Family house with a well');
      expect(mail.subject).toBe('Your listing "Family house with a well" was not approved');
      expect(mail.text).toContain(`The moderator's note: ${reason}`);
      expect(mail.text).toContain(`${PUBLIC_URL}/update-listing/${id}`);
      expect(mail.html).toContain(`href="${PUBLIC_URL}/update-listing/${id}"`);

      await asAdmin().patch(`/api/listing/disapprove/${id}`).expect(409);
      // Approved again without a reason: the old reason goes with the old decision.
      const approved = await asAdmin()
        .patch(`/api/listing/approve/${id}`)
        .send({ revision: await revisionOf(api.app, id!) })
        .expect(200);
      expect(approved.body.listing).toMatchObject({ status: 'approved', featured: false });
      expect(approved.body.listing).not.toHaveProperty('statusReason');
    });

    it('mails nothing of a note when no reason is given', async () => {
      const [id] = await insertListings(api.app, [storedListing(owner, { name: 'Hostel beds near the campus' })]);
      await asAdmin().patch(`/api/listing/disapprove/${id}`).send({}).expect(200);
      await api.app.get(MailService).flush();
      const mail = catcher()
        .store.list(owner.email)
        .find((message) => message.subject.includes('Hostel beds near the campus'));
      expect(mail?.text).not.toContain('note');
    });

    it('takes a reason of up to the limit, and refuses a longer one, a non-string or an unknown field', async () => {
      const [first, second] = await insertListings(api.app, [storedListing(owner), storedListing(owner)]);
      const longest = 'r'.repeat(LISTING_LIMITS.reasonMaxLength);
      const tooLong = await asAdmin()
        .patch(`/api/listing/approve/${first}`)
        .send({ reason: `${longest}r` })
        .expect(400);
      expect(tooLong.body).toEqual({
        success: false,
        statusCode: 400,
        message: LISTING_MESSAGES.reason,
        code: 'VALIDATION_FAILED',
        errors: [expect.objectContaining({ field: 'reason', message: LISTING_MESSAGES.reason })],
      });
      const notText = await asAdmin().patch(`/api/listing/disapprove/${first}`).send({ reason: 42 }).expect(400);
      expect(notText.body.errors).toEqual([expect.objectContaining({ field: 'reason', message: LISTING_MESSAGES.reason })]);
      const unknown = await asAdmin().patch(`/api/listing/approve/${first}`).send({ status: 'approved', featured: true }).expect(400);
      expect(unknown.body.message).toBe('property status should not exist; property featured should not exist');
      expect((await stored(first!)).status).toBe('pending');

      const response = await asAdmin().patch(`/api/listing/disapprove/${second}`).send({ reason: longest }).expect(200);
      expect(response.body.listing.statusReason).toBe(longest);
    });

    it('answers 400 for a malformed id and 404 for a listing that does not exist, on every action', async () => {
      for (const action of ['approve', 'disapprove', 'featured', 'remove-featured']) {
        const malformed = await asAdmin().patch(`/api/listing/${action}/not-an-id`).expect(400);
        expect(malformed.body).toEqual({ success: false, statusCode: 400, code: 'INVALID_ID', message: 'Invalid listing id' });
        const missing = await asAdmin()
          .patch(`/api/listing/${action}/${new Types.ObjectId().toString()}`)
          .send(action.endsWith('approve') ? { revision: new Types.ObjectId().toString() } : {})
          .expect(404);
        expect(missing.body).toEqual({ success: false, statusCode: 404, code: 'LISTING_NOT_FOUND', message: LISTING_MESSAGES.notFound });
      }
    });
  });

  describe('featuring', () => {
    it('features only approved listings', async () => {
      const [pending, disapproved] = await insertListings(api.app, [storedListing(owner), storedListing(owner, { status: 'disapproved' })]);
      for (const id of [pending, disapproved]) {
        const response = await asAdmin().patch(`/api/listing/featured/${id}`).expect(409);
        expect(response.body).toEqual({
          success: false,
          statusCode: 409,
          code: 'LISTING_NOT_APPROVED',
          message: LISTING_MESSAGES.onlyApprovedFeatured,
        });
      }
      expect((await stored(pending!)).featured).toBe(false);
    });

    it('features an approved listing and stops featuring it, once each', async () => {
      const [id] = await insertListings(api.app, [storedListing(owner, { status: 'approved' })]);
      const featured = await asAdmin().patch(`/api/listing/featured/${id}`).expect(200);
      expect(featured.body).toMatchObject({ success: true, message: LISTING_MESSAGES.featured, listing: { _id: id, featured: true } });
      const twice = await asAdmin().patch(`/api/listing/featured/${id}`).expect(409);
      expect(twice.body.message).toBe(LISTING_MESSAGES.alreadyInState);

      const unfeatured = await asAdmin().patch(`/api/listing/remove-featured/${id}`).expect(200);
      expect(unfeatured.body).toMatchObject({
        success: true,
        message: LISTING_MESSAGES.unfeatured,
        listing: { featured: false, status: 'approved' },
      });
      await asAdmin().patch(`/api/listing/remove-featured/${id}`).expect(409);
    });

    it('lets one of two moderators acting at once change the listing', async () => {
      const [id] = await insertListings(api.app, [storedListing(owner, { status: 'approved' })]);
      const other = await createAdminSession(api.app);
      const statuses = (
        await Promise.all([asAdmin().patch(`/api/listing/featured/${id}`), clientOf(api.app, other).patch(`/api/listing/featured/${id}`)])
      ).map((response) => response.status);
      expect(statuses.sort()).toEqual([200, 409]);
    });
  });

  describe('the moderation log', () => {
    const page = async (number: number): Promise<AuditPage> => (await asAdmin().get(`/api/admin/audit?page=${number}`).expect(200)).body;

    it('records who did what to which listing, when and why, newest first', async () => {
      const [id] = await insertListings(api.app, [storedListing(owner, { name: 'Annex with a mango tree' })]);
      const startedAt = Date.now();
      await asAdmin()
        .patch(`/api/listing/approve/${id}`)
        .send({ reason: 'Clear and honest.', revision: await revisionOf(api.app, id!) })
        .expect(200);
      await asAdmin().patch(`/api/listing/featured/${id}`).expect(200);
      await asAdmin().patch(`/api/listing/remove-featured/${id}`).expect(200);
      await asAdmin().patch(`/api/listing/disapprove/${id}`).send({ reason: 'Rent is per day, not per month.' }).expect(200);
      // Refused steps are not recorded.
      await asAdmin().patch(`/api/listing/disapprove/${id}`).expect(409);

      const first = await page(1);
      expect(first.page).toBe(1);
      expect(first.pageSize).toBe(AUDIT_PAGE_SIZE);
      const mine = first.entries.filter((entry) => entry.listingId === id);
      const common = { listingId: id, listingName: 'Annex with a mango tree', actorId: admin.user._id, actorUsername: admin.user.username };
      expect(mine).toEqual([
        {
          ...common,
          _id: expect.any(String),
          action: 'disapprove',
          reason: 'Rent is per day, not per month.',
          createdAt: expect.any(String),
        },
        { ...common, _id: expect.any(String), action: 'unfeature', createdAt: expect.any(String) },
        { ...common, _id: expect.any(String), action: 'feature', createdAt: expect.any(String) },
        { ...common, _id: expect.any(String), action: 'approve', reason: 'Clear and honest.', createdAt: expect.any(String) },
      ]);
      expect(first.entries.slice(0, 4)).toEqual(mine);
      for (const entry of mine) {
        expect(Date.parse(entry.createdAt)).toBeGreaterThanOrEqual(startedAt - 1000);
        expect(Date.parse(entry.createdAt)).toBeLessThanOrEqual(Date.now());
      }
    });

    it(`pages the log ${AUDIT_PAGE_SIZE} entries at a time, newest first`, async () => {
      const [id] = await insertListings(api.app, [storedListing(owner, { status: 'approved' })]);
      for (let step = 0; step < AUDIT_PAGE_SIZE + 2; step += 1) {
        await asAdmin()
          .patch(`/api/listing/${step % 2 === 0 ? 'featured' : 'remove-featured'}/${id}`)
          .expect(200);
      }
      const first = await page(1);
      expect(first.total).toBeGreaterThanOrEqual(AUDIT_PAGE_SIZE + 2);
      expect(first.entries).toHaveLength(AUDIT_PAGE_SIZE);
      // The last step (the 22nd, an unfeature) comes first.
      expect(first.entries[0]).toMatchObject({ listingId: id, action: 'unfeature' });
      expect(first.entries.slice(0, AUDIT_PAGE_SIZE).every((entry) => entry.listingId === id)).toBe(true);

      const all: AuditEntry[] = [];
      const pages = Math.ceil(first.total / AUDIT_PAGE_SIZE);
      for (let number = 1; number <= pages; number += 1) all.push(...(await page(number)).entries);
      expect(all).toHaveLength(first.total);
      expect(new Set(all.map((entry) => entry._id)).size).toBe(first.total);
      const times = all.map((entry) => Date.parse(entry.createdAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      // The two first steps are on the next page, the second (an unfeature) first.
      const next = all.slice(AUDIT_PAGE_SIZE, AUDIT_PAGE_SIZE + 2);
      expect(next.map((entry) => [entry.listingId, entry.action])).toEqual([
        [id, 'unfeature'],
        [id, 'feature'],
      ]);

      expect((await page(pages + 1)).entries).toEqual([]);
      expect((await asAdmin().get('/api/admin/audit').expect(200)).body).toEqual(first);
    });

    it("records an admin's deletion of a listing, and not an owner's deletion of their own", async () => {
      const [byAdmin, byOwner] = await insertListings(api.app, [
        storedListing(owner, { name: 'Room with a view of the rock' }),
        storedListing(owner, { name: 'Annex the owner takes down' }),
      ]);
      await asAdmin().delete(LISTING_API_PATHS.remove(byAdmin!)).expect(200);
      await clientOf(api.app, owner).delete(LISTING_API_PATHS.remove(byOwner!)).expect(200);

      const { entries } = await page(1);
      expect(entries[0]).toEqual({
        _id: expect.any(String),
        action: 'delete',
        listingId: byAdmin,
        listingName: 'Room with a view of the rock',
        actorId: admin.user._id,
        actorUsername: admin.user.username,
        createdAt: expect.any(String),
      });
      expect(entries.some((entry) => entry.listingId === byOwner)).toBe(false);
    });

    it('refuses a page that is not a whole number from 1 to the bound', async () => {
      for (const query of [
        'page=0',
        'page=-1',
        'page=1.5',
        'page=abc',
        'page=',
        'page=1e3',
        'page=1001',
        'page=1&page=2',
        'page[$gt]=1',
        'other=1',
      ]) {
        const response = await asAdmin().get(`/api/admin/audit?${query}`).expect(400);
        expect(response.body.success).toBe(false);
      }
      const response = await asAdmin().get('/api/admin/audit?page=0').expect(400);
      expect(response.body.errors).toEqual([
        expect.objectContaining({ field: 'page', message: 'page must be a whole number from 1 to 1,000 (20 entries a page).' }),
      ]);
      await asAdmin().get('/api/admin/audit?page=1000').expect(200);
    });
  });
});

describe('analytics', () => {
  const api = useTestApi();

  /** The Monday (UTC) starting the week `weeksBefore` weeks before this one, at `hour` o'clock. */
  function mondayOf(weeksBefore: number, hour = 0): Date {
    const now = new Date();
    const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
    const sinceMonday = (now.getUTCDay() + 6) % 7;
    return new Date(today - (sinceMonday + 7 * weeksBefore) * DAY_MS + hour * 60 * 60 * 1000);
  }

  it('counts listings by status, type and district, new ones per week over 12 weeks, and the users', async () => {
    const admin = await createAdminSession(api.app);
    const [owner, other] = await Promise.all([createSession(api.app), createSession(api.app)]);
    const weekStarts = Array.from({ length: 12 }, (_, index) =>
      mondayOf(11 - index)
        .toISOString()
        .slice(0, 10),
    );
    const empty = (await clientOf(api.app, admin).get('/api/admin/analytics').expect(200)).body as ListingAnalytics;
    expect(empty).toMatchObject({ totalListings: 0, users: 3, byStatus: { pending: 0, approved: 0, disapproved: 0 }, byDistrict: [] });
    expect(Object.values(empty.byType).every((count) => count === 0)).toBe(true);
    expect(empty.newPerWeek).toEqual(weekStarts.map((weekStart) => ({ weekStart, count: 0 })));

    await insertListings(api.app, [
      // This week: two, one of them just made.
      storedListing(owner, { createdAt: new Date() }),
      storedListing(other, {
        createdAt: mondayOf(0),
        type: 'hostel',
        district: 'Colombo',
        city: 'Dehiwala-Mount Lavinia',
        status: 'approved',
      }),
      // The week before, on its last moment.
      storedListing(owner, {
        createdAt: new Date(mondayOf(0).getTime() - 1),
        type: 'hostel',
        district: 'Colombo',
        city: 'Dehiwala-Mount Lavinia',
        status: 'disapproved',
      }),
      // The oldest week shown, on its first moment, and the one before it, not shown.
      storedListing(owner, {
        createdAt: mondayOf(11),
        type: 'fullhousesale',
        rentType: undefined,
        rent: 25_000_000,
        district: 'Galle',
        city: 'Hikkaduwa',
        status: 'approved',
      }),
      storedListing(owner, { createdAt: new Date(mondayOf(11).getTime() - 1), district: 'Galle', city: 'Hikkaduwa', status: 'approved' }),
    ]);

    const response = await clientOf(api.app, admin).get('/api/admin/analytics').expect(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const analytics = response.body as ListingAnalytics;
    expect(analytics.totalListings).toBe(5);
    expect(analytics.users).toBe(3);
    expect(analytics.byStatus).toEqual({ pending: 1, approved: 3, disapproved: 1 });
    expect(analytics.byType).toMatchObject({ annex: 2, hostel: 2, fullhousesale: 1, singleroom: 0 });
    expect(Object.values(analytics.byType).reduce((sum, count) => sum + count, 0)).toBe(5);
    expect(analytics.byDistrict).toEqual([
      { district: 'Colombo', count: 2 },
      { district: 'Galle', count: 2 },
      { district: 'Kandy', count: 1 },
    ]);
    const counts = [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 2];
    expect(analytics.newPerWeek).toEqual(weekStarts.map((weekStart, index) => ({ weekStart, count: counts[index] })));
    expect(new Date(`${analytics.newPerWeek[0]!.weekStart}T00:00:00Z`).getUTCDay()).toBe(1);
  });
});

describe('moderation under the write limit', () => {
  const api = useTestApi({ THROTTLE_WRITE_LIMIT: '3', ALLOWED_ORIGINS: SITE_ORIGIN });

  it('counts every moderation step as a write, and a step over the limit changes and records nothing', async () => {
    const admin = await createAdminSession(api.app);
    const owner = await createSession(api.app);
    const [id] = await insertListings(api.app, [storedListing(owner)]);
    await clientOf(api.app, admin)
      .patch(`/api/listing/approve/${id}`)
      .send({ revision: await revisionOf(api.app, id!) })
      .expect(200);
    await clientOf(api.app, admin).patch(`/api/listing/featured/${id}`).expect(200);
    await clientOf(api.app, admin).patch(`/api/listing/remove-featured/${id}`).expect(200);
    const refused = await clientOf(api.app, admin).patch(`/api/listing/disapprove/${id}`).send({ reason: 'Too late.' }).expect(429);
    expect(refused.body).toMatchObject({
      success: false,
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: RATE_LIMIT_MESSAGES.tooManyWrites,
    });
    expect(refused.headers['retry-after']).toBeDefined();

    const listing = await connectionOf(api.app)
      .collection('listings')
      .findOne({ _id: new Types.ObjectId(id) });
    expect(listing).toMatchObject({ status: 'approved', featured: false });
    const log = (await clientOf(api.app, admin).get('/api/admin/audit').expect(200)).body as AuditPage;
    expect(log.entries.map((entry) => entry.action)).toEqual(['unfeature', 'feature', 'approve']);
  });
});
