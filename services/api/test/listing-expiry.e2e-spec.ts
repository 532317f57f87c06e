import type { Listing, ListingSaved } from '@nivasa/contracts/api';
import { DAY_MS } from '@nivasa/contracts/listing-freshness';
import { LISTING_MESSAGES } from '@nivasa/contracts/listing-messages';
import { Types } from 'mongoose';
import { ListingExpiryReminderJob } from '../src/listings/listing-expiry-reminder.job';
import { ListingExpiryBackfillJob } from '../src/listings/listing-expiry-backfill.job';
import { createSession, type Session } from './support/accounts';
import { clientOf } from './support/actors';
import { connectionOf } from './support/harness';
import {
  approvedListing,
  createAdminSession,
  createListing,
  HIDDEN,
  listingInput,
  listingsCollection,
  moderate,
  publicPlaces,
  SHOWN,
} from './support/listings';
import { PUBLIC_URL, useMailingApi } from './support/mailing-api';

/** Lifetimes other than the defaults, so the test shows they are read from the configuration. */
const RENTAL_DAYS = 30;
const SALE_DAYS = 90;

describe('fresh listings: expiry, reminders and renewal', () => {
  const { api, mailTo } = useMailingApi({
    LISTING_RENTAL_LIFETIME_DAYS: String(RENTAL_DAYS),
    LISTING_SALE_LIFETIME_DAYS: String(SALE_DAYS),
  });

  let admin: Session;
  let owner: Session;
  let stranger: Session;
  beforeAll(async () => {
    [admin, owner, stranger] = await Promise.all([createAdminSession(api.app), createSession(api.app), createSession(api.app)]);
  });

  const as = (session: Session | undefined) => clientOf(api.app, session);
  const listings = () => listingsCollection(connectionOf(api.app));
  /** Moves the listing's expiry straight in the database: as if its days had passed. */
  const expireAt = (listingId: string, expiresAt: Date) =>
    listings().updateOne({ _id: new Types.ObjectId(listingId) }, { $set: { expiresAt } });
  const outboxOf = (listingId: string) =>
    connectionOf(api.app)
      .collection('mail_outbox')
      .countDocuments({ about: `the expiry reminder of listing ${listingId}` });

  /** Whether the listing shows in the public places: its page, search, home and the sitemap, and a favourite. */
  const daysFrom = (from: string | Date, to: string | undefined) => (new Date(to!).getTime() - new Date(from).getTime()) / DAY_MS;

  it('gives a new listing its configured lifetime, a rental’s and a sale’s, in every answer', async () => {
    const rental = await createListing(api.app, owner);
    expect(daysFrom(rental.renewedAt!, rental.expiresAt)).toBe(RENTAL_DAYS);
    const sale = await createListing(api.app, owner, { type: 'fullhousesale', rentType: undefined, rent: 25_000_000 });
    expect(daysFrom(sale.renewedAt!, sale.expiresAt)).toBe(SALE_DAYS);
    await moderate(api.app, rental._id, { status: 'approved' });
    const visitorsView = (await as(undefined).get(`/api/listing/get/${rental._id}`).expect(200)).body as Listing;
    expect(visitorsView.expiresAt).toBe(rental.expiresAt);
  });

  it('takes an expired listing out of search, home, the sitemap and its page for visitors, but not out of My listings', async () => {
    const listing = await approvedListing(api.app, owner);
    expect(await publicPlaces(api.app, listing._id)).toEqual(SHOWN);

    const past = new Date(Date.now() - 60_000);
    await expireAt(listing._id, past);
    // The home answer is cached for a few seconds; a listing that expires meanwhile leaves it at the next load.
    await new Promise((resolve) => setTimeout(resolve, 5_100));
    expect(await publicPlaces(api.app, listing._id)).toEqual(HIDDEN);
    const refused = await as(stranger).get(`/api/listing/get/${listing._id}`).expect(404);
    expect(refused.body).toMatchObject({ message: LISTING_MESSAGES.notFound, code: 'LISTING_NOT_FOUND' });
    await as(stranger).post('/api/user/favorites').send({ listingId: listing._id, userId: stranger.user._id }).expect(409);

    const mine = (await as(owner).get(`/api/user/listings/${owner.user._id}`).expect(200)).body as Listing[];
    expect(mine.find((l) => l._id === listing._id)).toMatchObject({ status: 'approved', expiresAt: past.toISOString() });
    await as(owner).get(`/api/listing/get/${listing._id}`).expect(200);
  }, 30_000);

  it('brings a renewed listing back at once, still approved, with no new review', async () => {
    const listing = await approvedListing(api.app, owner);
    await expireAt(listing._id, new Date(Date.now() - DAY_MS));

    const before = Date.now();
    const renewed = (await as(owner).post(`/api/listing/renew/${listing._id}`).expect(200)).body as ListingSaved;
    expect(renewed.message).toBe(LISTING_MESSAGES.renewed);
    expect(renewed.listing).toMatchObject({ status: 'approved', revisionId: listing.revisionId, name: listing.name });
    expect(renewed.listing.revision).toBeUndefined();
    expect(new Date(renewed.listing.expiresAt!).getTime()).toBeGreaterThanOrEqual(before + RENTAL_DAYS * DAY_MS);
    expect(daysFrom(renewed.listing.renewedAt!, renewed.listing.expiresAt)).toBe(RENTAL_DAYS);
    // The renewal changed listings: the home answer is loaded again.
    expect(await publicPlaces(api.app, listing._id)).toEqual(SHOWN);
    const pending = (await as(admin).get('/api/listing/pending').expect(200)).body as { _id: string }[];
    expect(JSON.stringify(pending)).not.toContain(listing._id);
  });

  it('lets only the owner renew: 401 signed out, 403 LISTING_NOT_YOURS for anyone else (admins too), 404 and 400 for unknown and bad ids', async () => {
    const listing = await approvedListing(api.app, owner);
    await expireAt(listing._id, new Date(Date.now() - DAY_MS));
    const refused = await as(stranger).post(`/api/listing/renew/${listing._id}`).expect(403);
    expect(refused.body).toMatchObject({ message: LISTING_MESSAGES.notYours, code: 'LISTING_NOT_YOURS' });
    await as(admin).post(`/api/listing/renew/${listing._id}`).expect(403);
    const signedOut = await as(undefined).post(`/api/listing/renew/${listing._id}`).expect(401);
    expect(signedOut.body.code).toBe('SIGN_IN_REQUIRED');
    expect((await as(owner).post(`/api/listing/renew/${new Types.ObjectId().toString()}`).expect(404)).body.code).toBe('LISTING_NOT_FOUND');
    expect((await as(owner).post('/api/listing/renew/nope').expect(400)).body.code).toBeDefined();
    // Still expired: none of the refusals renewed it.
    expect((await as(undefined).get(`/api/listing/get/${listing._id}`)).status).toBe(404);
  });

  it('starts the clock again on an edit, which keeps its own review', async () => {
    const listing = await approvedListing(api.app, owner);
    await expireAt(listing._id, new Date(Date.now() + 2 * DAY_MS));
    const edited = (
      await as(owner)
        .post(`/api/listing/update/${listing._id}`)
        .send(listingInput(listing.imageUrls, { name: 'Quiet annex near the lake, repainted' }))
        .expect(200)
    ).body as ListingSaved;
    // A live listing's change waits for review while it stays public, now for a full lifetime.
    expect(edited.listing.status).toBe('approved');
    expect(edited.listing.revision?.status).toBe('pending');
    expect(daysFrom(edited.listing.renewedAt!, edited.listing.expiresAt)).toBe(RENTAL_DAYS);
  });

  it('mails the owner once a week before the expiry, with a Renew link, and again for the next expiry after a renewal', async () => {
    const listing = await approvedListing(api.app, owner);
    const job = api.app.get(ListingExpiryReminderJob);
    await expireAt(listing._id, new Date(Date.now() + 3 * DAY_MS));

    // The scheduled tick (under the job lock) and another run at once, then a later run: one claim wins, and it stays.
    await Promise.all([job.tick(), job.remind()]);
    await job.remind();
    expect(await outboxOf(listing._id)).toBe(1);
    const mail = await mailTo(owner.user.email, `Your listing "${listing.name}" expires soon`);
    expect(mail.html).toContain(`href="${PUBLIC_URL}/my-listings"`);

    // Not yet due: eight days ahead is outside the week.
    const later = await approvedListing(api.app, owner);
    await expireAt(later._id, new Date(Date.now() + 8 * DAY_MS));
    await job.remind();
    expect(await outboxOf(later._id)).toBe(0);

    // Renewed, then (days later) within the week of its new expiry: a second reminder, for the second expiry.
    await as(owner).post(`/api/listing/renew/${listing._id}`).expect(200);
    await expireAt(listing._id, new Date(Date.now() + 2 * DAY_MS));
    await job.remind();
    expect(await outboxOf(listing._id)).toBe(2);
  });

  it('sends no reminder for an expired listing or one not public', async () => {
    const expired = await approvedListing(api.app, owner);
    await expireAt(expired._id, new Date(Date.now() - DAY_MS));
    const pending = await createListing(api.app, owner);
    await expireAt(pending._id, new Date(Date.now() + DAY_MS));
    await api.app.get(ListingExpiryReminderJob).remind();
    expect(await outboxOf(expired._id)).toBe(0);
    expect(await outboxOf(pending._id)).toBe(0);
  });

  it('gives a listing stored without an expiry one from its last change, once, and it stays public until then', async () => {
    const recent = await approvedListing(api.app, owner);
    const old = await approvedListing(api.app, owner);
    const lastChange = new Date(Date.now() - (RENTAL_DAYS + 5) * DAY_MS);
    await listings().updateOne({ _id: new Types.ObjectId(recent._id) }, { $unset: { expiresAt: 1, renewedAt: 1 } });
    await listings().updateOne(
      { _id: new Types.ObjectId(old._id) },
      { $unset: { expiresAt: 1, renewedAt: 1 }, $set: { updatedAt: lastChange } },
    );
    expect((await as(undefined).get(`/api/listing/get/${old._id}`)).status).toBe(200);

    const job = api.app.get(ListingExpiryBackfillJob);
    await job.tick();
    expect(await job.backfill()).toBe(0);
    expect(
      await listings().countDocuments({ _id: { $in: [recent, old].map((l) => new Types.ObjectId(l._id)) }, expiresAt: { $exists: true } }),
    ).toBe(2);
    const stored = await listings().findOne({ _id: new Types.ObjectId(old._id) });
    expect(stored!.expiresAt).toEqual(new Date(lastChange.getTime() + RENTAL_DAYS * DAY_MS));
    // Its lastmod is not moved by the backfill.
    expect(stored!.updatedAt).toEqual(lastChange);
    expect((await as(undefined).get(`/api/listing/get/${old._id}`)).status).toBe(404);
    expect((await as(undefined).get(`/api/listing/get/${recent._id}`)).status).toBe(200);
  });
});
