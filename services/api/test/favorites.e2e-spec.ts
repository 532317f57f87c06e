import type { NestExpressApplication } from '@nestjs/platform-express';
import { ENGAGEMENT_API_PATHS, type Listing } from '@nivasa/contracts/api';
import { FAVORITE_MESSAGES } from '@nivasa/contracts/engagement-messages';
import { LISTING_MESSAGES } from '@nivasa/contracts/listing-messages';
import { MESSAGES } from '@nivasa/contracts/messages';
import { type Connection, Types } from 'mongoose';
import request from 'supertest';
import { asUser, createSession, type Session } from './support/accounts';
import { connectionOf, useTestApi } from './support/harness';
import { approvedListing, createListing, moderate } from './support/listings';

const { addFavorite, removeFavorite, favorites: favoritesPath } = ENGAGEMENT_API_PATHS;

const add = (app: NestExpressApplication, session: Session, body: object) => asUser(app, session).post(addFavorite).send(body);
const remove = (app: NestExpressApplication, session: Session, body: object) => asUser(app, session).delete(removeFavorite).send(body);

/** The ids of the session user's favourites, as the API lists them. */
async function favoriteIds(app: NestExpressApplication, session: Session): Promise<string[]> {
  const { body } = await asUser(app, session).get(favoritesPath(session.user._id)).expect(200);
  return (body.favorites as Listing[]).map((listing) => listing._id);
}

const storedCount = (connection: Connection, session: Session, listingId: string) =>
  connection
    .collection('favorites')
    .countDocuments({ userId: new Types.ObjectId(session.user._id), listingId: new Types.ObjectId(listingId) });

describe('the favourite endpoints', () => {
  const api = useTestApi();
  let connection: Connection;
  let owner: Session;
  let alice: Session;
  let bob: Session;

  beforeAll(async () => {
    connection = connectionOf(api.app);
    [owner, alice, bob] = await Promise.all([createSession(api.app), createSession(api.app), createSession(api.app)]);
  });

  const visitor = () => request(api.server());

  describe('POST /api/user/favorites', () => {
    it("adds the listing to the session user's favourites, with or without their own userId in the body", async () => {
      const [first, second] = [await approvedListing(api.app, owner), await approvedListing(api.app, owner)];
      const response = await add(api.app, alice, { listingId: first._id }).expect(200);
      expect(response.body).toEqual({ success: true, message: FAVORITE_MESSAGES.added });
      await add(api.app, alice, { listingId: second._id, userId: alice.user._id }).expect(200);
      expect((await favoriteIds(api.app, alice)).sort()).toEqual([first._id, second._id].sort());
      expect(await favoriteIds(api.app, bob)).toEqual([]);
    });

    it('refuses a body naming another user with 403, and stores nothing for either', async () => {
      const listing = await approvedListing(api.app, owner);
      const response = await add(api.app, alice, { listingId: listing._id, userId: bob.user._id }).expect(403);
      expect(response.body).toEqual({ success: false, statusCode: 403, code: 'FAVORITES_NOT_YOURS', message: FAVORITE_MESSAGES.notYours });
      expect(await storedCount(connection, bob, listing._id)).toBe(0);
      expect(await storedCount(connection, alice, listing._id)).toBe(0);
    });

    it('keeps one favourite when it is added twice, or five times at once', async () => {
      const [twice, atOnce] = [await approvedListing(api.app, owner), await approvedListing(api.app, owner)];
      await add(api.app, bob, { listingId: twice._id }).expect(200);
      const again = await add(api.app, bob, { listingId: twice._id }).expect(200);
      expect(again.body).toEqual({ success: true, message: FAVORITE_MESSAGES.added });
      expect(await storedCount(connection, bob, twice._id)).toBe(1);

      const responses = await Promise.all(Array.from({ length: 5 }, () => add(api.app, bob, { listingId: atOnce._id })));
      expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
      expect(await storedCount(connection, bob, atOnce._id)).toBe(1);
      expect((await favoriteIds(api.app, bob)).filter((id) => id === atOnce._id)).toHaveLength(1);
    });

    it('refuses a listing that is pending or disapproved with 409, and an unknown one with 404', async () => {
      const pending = await createListing(api.app, owner);
      const response = await add(api.app, alice, { listingId: pending._id }).expect(409);
      expect(response.body).toEqual({
        success: false,
        statusCode: 409,
        code: 'FAVORITE_LISTING_NOT_APPROVED',
        message: FAVORITE_MESSAGES.onlyApproved,
      });
      await moderate(api.app, pending._id, { status: 'disapproved' });
      await add(api.app, owner, { listingId: pending._id }).expect(409);
      expect(await storedCount(connection, alice, pending._id)).toBe(0);

      const unknown = await add(api.app, alice, { listingId: new Types.ObjectId().toHexString() }).expect(404);
      expect(unknown.body.message).toBe(LISTING_MESSAGES.notFound);
    });

    it.each([
      ['no listingId', {}, [expect.objectContaining({ field: 'listingId', message: 'Invalid listing id' })]],
      ['a malformed listingId', { listingId: 'abc' }, [expect.objectContaining({ field: 'listingId', message: 'Invalid listing id' })]],
      ['a listingId that is not text', { listingId: 12 }, [expect.objectContaining({ field: 'listingId', message: 'Invalid listing id' })]],
      [
        'a malformed userId',
        { listingId: new Types.ObjectId().toHexString(), userId: 'me' },
        [expect.objectContaining({ field: 'userId', message: 'Invalid user id' })],
      ],
      [
        'an unknown field',
        { listingId: new Types.ObjectId().toHexString(), name: 'x' },
        [expect.objectContaining({ field: 'name', message: 'property name should not exist' })],
      ],
    ])('refuses %s with 400 and field errors', async (_what, body, errors) => {
      const response = await add(api.app, alice, body).expect(400);
      expect(response.body).toMatchObject({ success: false, statusCode: 400, code: 'VALIDATION_FAILED', errors });
    });

    it('refuses visitors with 401', async () => {
      const listing = await approvedListing(api.app, owner);
      const response = await visitor().post(addFavorite).send({ listingId: listing._id }).expect(401);
      expect(response.body).toEqual({ success: false, statusCode: 401, code: 'SIGN_IN_REQUIRED', message: MESSAGES.tokenMissing });
    });
  });

  describe('DELETE /api/user/remove-favorites', () => {
    it("removes the listing from the session user's favourites only", async () => {
      const listing = await approvedListing(api.app, owner);
      await add(api.app, alice, { listingId: listing._id }).expect(200);
      await add(api.app, bob, { listingId: listing._id }).expect(200);
      const response = await remove(api.app, alice, { listingId: listing._id, userId: alice.user._id }).expect(200);
      expect(response.body).toEqual({ success: true, message: FAVORITE_MESSAGES.removed });
      expect(await favoriteIds(api.app, alice)).not.toContain(listing._id);
      expect(await favoriteIds(api.app, bob)).toContain(listing._id);
    });

    it('answers 200 for a listing that is not a favourite, or does not exist', async () => {
      const listing = await approvedListing(api.app, owner);
      await remove(api.app, alice, { listingId: listing._id }).expect(200);
      await remove(api.app, alice, { listingId: new Types.ObjectId().toHexString() }).expect(200);
    });

    it("refuses to remove another user's favourite with 403, and keeps it", async () => {
      const listing = await approvedListing(api.app, owner);
      await add(api.app, bob, { listingId: listing._id }).expect(200);
      const response = await remove(api.app, alice, { listingId: listing._id, userId: bob.user._id }).expect(403);
      expect(response.body).toEqual({ success: false, statusCode: 403, code: 'FAVORITES_NOT_YOURS', message: FAVORITE_MESSAGES.notYours });
      expect(await storedCount(connection, bob, listing._id)).toBe(1);
      await visitor().delete(removeFavorite).send({ listingId: listing._id }).expect(401);
      await remove(api.app, alice, { listingId: 'nope' }).expect(400);
    });
  });

  describe('GET /api/user/get-favorites/{userId}', () => {
    it('lists the favourite listings, the newest favourite first, as visitors see them', async () => {
      const reader = await createSession(api.app);
      const listings = [
        await approvedListing(api.app, owner),
        await approvedListing(api.app, owner),
        await approvedListing(api.app, owner),
      ];
      await moderate(api.app, listings[1]!._id, { statusReason: 'Approved after a phone call.' });
      for (const [index, listing] of listings.entries()) {
        await add(api.app, reader, { listingId: listing._id }).expect(200);
        // Minutes apart, and the middle one newest, so the order is the favourites' and not the listings'.
        const minute = [1, 3, 2][index]!;
        await connection
          .collection('favorites')
          .updateOne(
            { userId: new Types.ObjectId(reader.user._id), listingId: new Types.ObjectId(listing._id) },
            { $set: { createdAt: new Date(Date.UTC(2025, 0, 1, 10, minute)) } },
          );
      }
      const response = await asUser(api.app, reader).get(favoritesPath(reader.user._id)).expect(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.body).toEqual({ favorites: [listings[1], listings[2], listings[0]] });
      expect(response.body.favorites[0]).not.toHaveProperty('statusReason');
    });

    it('leaves out favourites whose listing is no longer approved or was deleted, and shows them again once approved', async () => {
      const reader = await createSession(api.app);
      const [kept, disapproved, deleted] = [
        await approvedListing(api.app, owner),
        await approvedListing(api.app, owner),
        await approvedListing(api.app, owner),
      ];
      for (const listing of [kept, disapproved, deleted]) await add(api.app, reader, { listingId: listing._id }).expect(200);
      await moderate(api.app, disapproved._id, { status: 'disapproved', statusReason: 'Photos of another place.' });
      await asUser(api.app, owner).delete(`/api/listing/delete/${deleted._id}`).expect(200);
      expect(await favoriteIds(api.app, reader)).toEqual([kept._id]);

      await moderate(api.app, disapproved._id, { status: 'approved' });
      expect((await favoriteIds(api.app, reader)).sort()).toEqual([kept._id, disapproved._id].sort());
    });

    it("refuses another user's favourites with 403, visitors with 401, and a malformed id with 400", async () => {
      const response = await asUser(api.app, alice).get(favoritesPath(bob.user._id)).expect(403);
      expect(response.body).toEqual({ success: false, statusCode: 403, code: 'FAVORITES_NOT_YOURS', message: FAVORITE_MESSAGES.notYours });
      await visitor().get(favoritesPath(bob.user._id)).expect(401);
      const malformed = await asUser(api.app, alice).get('/api/user/get-favorites/me').expect(400);
      expect(malformed.body.message).toBe('Invalid user id');
    });

    it('leaves the account routes under /api/user as they were', async () => {
      const { body } = await asUser(api.app, alice).get(`/api/user/${owner.user._id}`).expect(200);
      expect(body).toMatchObject({ email: owner.email });
    });
  });
});

describe('one favourite per user and listing on the CongoDB fallback, which does not enforce unique indexes', () => {
  const api = useTestApi({}, { engine: 'congodb' });

  it('keeps one of five favourites added at once', async () => {
    const [owner, user] = [await createSession(api.app), await createSession(api.app)];
    const listing = await approvedListing(api.app, owner);
    const responses = await Promise.all(Array.from({ length: 5 }, () => add(api.app, user, { listingId: listing._id })));
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await storedCount(connectionOf(api.app), user, listing._id)).toBe(1);
  });
});
