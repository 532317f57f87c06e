import type { NestExpressApplication } from '@nestjs/platform-express';
import { type Connection, Types } from 'mongoose';
import request from 'supertest';
import { asUser, createSession, type Session } from './support/accounts';
import { connectionOf, useTestApi } from './support/harness';
import { insertListings, storedListing } from './support/listings';

/** An approved listing of `owner`, stored as the listings endpoints write it; its id. */
async function approvedListingOf(api: { app: NestExpressApplication }, owner: Session): Promise<string> {
  const [id] = await insertListings(api.app, [storedListing(owner, { status: 'approved' })]);
  return id!;
}

describe('"Show phone number": distinct owners per user per day (2 here)', () => {
  const api = useTestApi({ CONTACT_OWNERS_PER_DAY: '2' });
  let connection: Connection;
  beforeAll(() => {
    connection = connectionOf(api.app);
  });

  const reveal = (viewer: Session, owner: Session, listing?: string) =>
    asUser(api.app, viewer).get(`/api/user/${owner.user._id}${listing ? `?listing=${listing}` : ''}`);

  it('counts distinct owners, lets repeat looks through free, refuses a third owner with 429 and logs each press', async () => {
    const [viewer, first, second, third] = await Promise.all([1, 2, 3, 4].map(() => createSession(api.app)));
    const [firstListing, secondListing, thirdListing] = await Promise.all(
      [first!, second!, third!].map((owner) => approvedListingOf(api, owner)),
    );

    expect((await reveal(viewer!, first!, firstListing).expect(200)).body).toEqual({ number: '+94771234567', email: first!.email });
    await reveal(viewer!, second!, secondListing).expect(200);
    // The same owners again, as often as the user likes.
    for (let look = 0; look < 3; look += 1) await reveal(viewer!, first!, firstListing).expect(200);
    await reveal(viewer!, second!).expect(200);

    const refused = await reveal(viewer!, third!, thirdListing).expect(429);
    expect(refused.body).toEqual({
      success: false,
      statusCode: 429,
      code: 'CONTACT_RATE_LIMITED',
      message: 'You have seen the phone numbers of many owners today. Please try again tomorrow.',
    });
    // Already-seen owners stay open, and another user has a day of their own.
    await reveal(viewer!, first!, firstListing).expect(200);
    await reveal(third!, first!, firstListing).expect(200);

    const log = await connection
      .collection('contact_reveals')
      .find({ viewer: new Types.ObjectId(viewer!.user._id) })
      .toArray();
    const entries = log.map(({ owner, listing, presses }) => ({ owner: owner.toString(), listing: listing?.toString() ?? null, presses }));
    expect(entries).toEqual(
      expect.arrayContaining([
        { owner: first!.user._id, listing: firstListing, presses: 5 },
        { owner: second!.user._id, listing: secondListing, presses: 1 },
        { owner: second!.user._id, listing: null, presses: 1 },
      ]),
    );
    expect(entries).toHaveLength(3);
    for (const entry of log) {
      expect(entry.firstAt).toBeInstanceOf(Date);
      expect(entry.lastAt.getTime()).toBeGreaterThanOrEqual(entry.firstAt.getTime());
      // Kept for 90 days, then the database removes it.
      const keptDays = (entry.expiresAt.getTime() - entry.firstAt.getTime()) / 86_400_000;
      expect(keptDays).toBe(90);
    }
  });

  it("answers 404 for a listing that is not the owner's approved one, and 400 for a malformed one, counting nothing", async () => {
    const [viewer, owner, other] = await Promise.all([1, 2, 3].map(() => createSession(api.app)));
    await approvedListingOf(api, owner!);
    const othersListing = await approvedListingOf(api, other!);
    const notTheirs = await reveal(viewer!, owner!, othersListing).expect(404);
    expect(notTheirs.body.code).toBe('USER_NOT_FOUND');
    const malformed = await reveal(viewer!, owner!, '123').expect(400);
    expect(malformed.body).toEqual({ success: false, statusCode: 400, code: 'INVALID_ID', message: 'Invalid listing id' });
    const logged = await connection.collection('contact_reveals').countDocuments({ viewer: new Types.ObjectId(viewer!.user._id) });
    expect(logged).toBe(0);
  });

  it("a deleted user's lookups go with them; lookups of a deleted owner stay", async () => {
    const [viewer, owner, other] = await Promise.all([1, 2, 3].map(() => createSession(api.app)));
    const listing = await approvedListingOf(api, owner!);
    await reveal(viewer!, owner!, listing).expect(200);
    await reveal(other!, owner!, listing).expect(200);
    const reveals = connection.collection('contact_reveals');
    await asUser(api.app, viewer!).delete(`/api/user/delete/${viewer!.user._id}`).expect(200);
    expect(await reveals.countDocuments({ viewer: new Types.ObjectId(viewer!.user._id) })).toBe(0);
    await asUser(api.app, owner!).delete(`/api/user/delete/${owner!.user._id}`).expect(200);
    expect(await reveals.countDocuments({ owner: new Types.ObjectId(owner!.user._id) })).toBe(1);
  });

  it('answers 401 to visitors', async () => {
    const owner = await createSession(api.app);
    await request(api.server()).get(`/api/user/${owner.user._id}`).expect(401);
  });
});
