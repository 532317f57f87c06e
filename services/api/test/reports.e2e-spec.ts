import type { AuditPage, Listing } from '@nivasa/contracts/api';
import { RATE_LIMIT_MESSAGES } from '@nivasa/contracts/auth-messages';
import { REPORT_MESSAGES } from '@nivasa/contracts/engagement-messages';
import { REPORT_API_PATHS, REPORT_LIMITS, type ReportsPage } from '@nivasa/contracts/report-schema';
import { MailService } from '../src/mail/mail.service';
import { createSession, type Session, signIn } from './support/accounts';
import { clientOf } from './support/actors';
import { approvedListing, createAdminSession, HIDDEN, publicPlaces, SHOWN } from './support/listings';
import { useTestApi } from './support/harness';
import { useMailingApi } from './support/mailing-api';

describe('reports, the moderators’ queue and blocked accounts', () => {
  const { api, mailTo } = useMailingApi();

  let admin: Session;
  let owner: Session;
  let reporters: Session[];
  beforeAll(async () => {
    [admin, owner, ...reporters] = await Promise.all([
      createAdminSession(api.app),
      createSession(api.app),
      createSession(api.app),
      createSession(api.app),
      createSession(api.app),
    ]);
  });

  const as = (session: Session | undefined) => clientOf(api.app, session);
  const report = (session: Session | undefined, listingId: string, body: object) =>
    as(session).post(REPORT_API_PATHS.report(listingId)).send(body);
  const fraud = { reason: 'asked-for-advance', details: 'Asked for Rs. 10,000 by bank transfer before any visit.' };
  const queue = async (): Promise<ReportsPage> => (await as(admin).get(REPORT_API_PATHS.queue).expect(200)).body;
  const queued = async (listingId: string) => (await queue()).items.find((item) => item.listingId === listingId);

  /** Whether the listing shows in the public places: its page, search, home and the sitemap. */
  async function reportedThreeTimes(): Promise<Listing> {
    const listing = await approvedListing(api.app, owner);
    for (const reporter of reporters) await report(reporter, listing._id, fraud).expect(200);
    return listing;
  }

  it('takes a signed-in user’s report once: a second is 409 REPORT_ALREADY_EXISTS', async () => {
    const listing = await approvedListing(api.app, owner);
    const first = await report(reporters[0], listing._id, {
      reason: 'wrong-details',
      details: 'The rent is Rs. 45,000, not 25,000.',
    }).expect(200);
    expect(first.body).toEqual({ success: true, message: REPORT_MESSAGES.reported });
    const again = await report(reporters[0], listing._id, { reason: 'other' }).expect(409);
    expect(again.body).toMatchObject({ code: 'REPORT_ALREADY_EXISTS', message: REPORT_MESSAGES.alreadyReported });
    const item = await queued(listing._id);
    expect(item).toMatchObject({ reportCount: 1, fraudReportCount: 0, hidden: false, reasons: [{ reason: 'wrong-details', count: 1 }] });
    expect(item?.reports).toEqual([expect.objectContaining({ reason: 'wrong-details', details: 'The rent is Rs. 45,000, not 25,000.' })]);
  });

  it('refuses the owner’s own listing (403), visitors (401), an unknown reason and over-long details (400)', async () => {
    const listing = await approvedListing(api.app, owner);
    expect((await report(owner, listing._id, fraud).expect(403)).body).toMatchObject({ code: 'REPORT_OWN_LISTING' });
    await report(undefined, listing._id, fraud).expect(401);
    expect((await report(reporters[1], listing._id, { reason: 'scam' }).expect(400)).body).toMatchObject({ code: 'VALIDATION_FAILED' });
    const long = { reason: 'other', details: 'x'.repeat(REPORT_LIMITS.detailsMaxLength + 1) };
    expect((await report(reporters[1], listing._id, long).expect(400)).body).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: REPORT_MESSAGES.details,
    });
    await report(reporters[1], listing._id, { ...long, details: 'x'.repeat(REPORT_LIMITS.detailsMaxLength) }).expect(200);
    expect((await report(reporters[1], '64b7f0c2a1b2c3d4e5f60718', fraud).expect(404)).body).toMatchObject({ code: 'LISTING_NOT_FOUND' });
  });

  it('hides a listing from every public place once three users report fraud, and not before', async () => {
    const listing = await approvedListing(api.app, owner);
    await report(reporters[0], listing._id, fraud).expect(200);
    await report(reporters[1], listing._id, { reason: 'fake-photos', details: '' }).expect(200);
    expect(await publicPlaces(api.app, listing._id)).toEqual(SHOWN);
    await report(reporters[2], listing._id, fraud).expect(200);
    expect(await publicPlaces(api.app, listing._id)).toEqual(HIDDEN);
    // Its owner and the moderators still see it.
    await as(owner).get(`/api/listing/get/${listing._id}`).expect(200);
    expect(await queued(listing._id)).toMatchObject({ hidden: true, reportCount: 3, fraudReportCount: 3 });
  });

  it('counts only fraud reasons towards hiding', async () => {
    const listing = await approvedListing(api.app, owner);
    for (const reporter of reporters) await report(reporter, listing._id, { reason: 'not-available' }).expect(200);
    expect(await publicPlaces(api.app, listing._id)).toEqual(SHOWN);
  });

  it('dismisses: the listing returns, the decision is logged and each reporter is told', async () => {
    const listing = await reportedThreeTimes();
    const response = await as(admin).patch(REPORT_API_PATHS.decide(listing._id)).send({ action: 'dismiss' }).expect(200);
    expect(response.body).toEqual({ success: true, message: REPORT_MESSAGES.dismissed });
    expect(await publicPlaces(api.app, listing._id)).toEqual(SHOWN);
    expect(await queued(listing._id)).toBeUndefined();
    await as(admin).patch(REPORT_API_PATHS.decide(listing._id)).send({ action: 'dismiss' }).expect(409);
    const log = (await as(admin).get('/api/admin/audit').expect(200)).body as AuditPage;
    expect(log.entries.find((entry) => entry.listingId === listing._id)).toMatchObject({
      action: 'dismissReports',
      actorUsername: admin.user.username,
    });
    for (const reporter of reporters) expect((await mailTo(reporter.email, listing.name)).text).toContain('stays on Nivasa');
  });

  it('takes down: disapproved, the reason mailed to the owner, the reporters told', async () => {
    const listing = await reportedThreeTimes();
    const reason = 'The owner asked for an advance for a house that is not theirs.';
    await as(admin).patch(REPORT_API_PATHS.decide(listing._id)).send({ action: 'take-down', reason }).expect(200);
    expect(await publicPlaces(api.app, listing._id)).toEqual(HIDDEN);
    expect((await as(owner).get(`/api/listing/get/${listing._id}`).expect(200)).body).toMatchObject({ status: 'disapproved' });
    await api.app.get(MailService).flush();
    expect((await mailTo(owner.email, listing.name)).text).toContain(reason);
    expect((await mailTo(reporters[0].email, listing.name)).text).toContain('taken down');
    const log = (await as(admin).get('/api/admin/audit').expect(200)).body as AuditPage;
    expect(log.entries.find((entry) => entry.listingId === listing._id)).toMatchObject({ action: 'takeDown', reason });
  });

  it('blocks the owner: their sessions end, sign-in answers 403 ACCOUNT_BLOCKED, every listing of theirs leaves; unblock brings them back', async () => {
    const blockedOwner = await createSession(api.app);
    const [reported, other] = [await approvedListing(api.app, blockedOwner), await approvedListing(api.app, blockedOwner)];
    await report(reporters[0], reported._id, fraud).expect(200);
    await as(admin).patch(REPORT_API_PATHS.decide(reported._id)).send({ action: 'block-owner' }).expect(200);
    expect(await publicPlaces(api.app, other._id)).toEqual(HIDDEN);
    expect((await as(blockedOwner).get('/api/verify-token')).status).toBe(401);
    const refused = await as(undefined)
      .post('/api/auth/signin')
      .send({ email: blockedOwner.email, password: blockedOwner.password })
      .expect(403);
    expect(refused.body).toMatchObject({ code: 'ACCOUNT_BLOCKED', message: REPORT_MESSAGES.accountBlocked });
    // Decided: its reports leave the queue.
    expect(await queued(reported._id)).toBeUndefined();

    await as(admin).post(REPORT_API_PATHS.unblock(blockedOwner.user._id)).expect(200);
    const again = await signIn(api.app, blockedOwner.email, blockedOwner.password);
    await as(again).get('/api/verify-token').expect(200);
    expect(await publicPlaces(api.app, other._id)).toEqual(SHOWN);
    const log = (await as(admin).get('/api/admin/audit').expect(200)).body as AuditPage;
    expect(log.entries.slice(0, 2).map((entry) => [entry.action, entry.userId])).toEqual([
      ['unblockUser', blockedOwner.user._id],
      ['blockUser', blockedOwner.user._id],
    ]);
  });

  it('blocks and unblocks an account directly; an admin cannot be blocked; a stranger 404s', async () => {
    const someone = await createSession(api.app);
    await as(admin).post(REPORT_API_PATHS.block(someone.user._id)).expect(200);
    expect((await as(someone).get('/api/verify-token')).status).toBe(401);
    await as(admin).post(REPORT_API_PATHS.unblock(someone.user._id)).expect(200);
    await signIn(api.app, someone.email, someone.password);
    expect((await as(admin).post(REPORT_API_PATHS.block(admin.user._id)).expect(409)).body).toMatchObject({ code: 'USER_NOT_BLOCKABLE' });
    // Blocking an admin from the queue is refused before any report is closed.
    const adminsListing = await approvedListing(api.app, admin);
    await report(reporters[0], adminsListing._id, fraud).expect(200);
    await as(admin).patch(REPORT_API_PATHS.decide(adminsListing._id)).send({ action: 'block-owner' }).expect(409);
    expect(await queued(adminsListing._id)).toMatchObject({ reportCount: 1 });
    expect((await as(admin).post(REPORT_API_PATHS.block('64b7f0c2a1b2c3d4e5f60718')).expect(404)).body).toMatchObject({
      code: 'USER_NOT_FOUND',
    });
  });

  it('refuses the queue, decisions and blocks to anyone but admins (403) and visitors (401)', async () => {
    const listing = await approvedListing(api.app, owner);
    for (const [session, status] of [
      [reporters[0], 403],
      [undefined, 401],
    ] as const) {
      await as(session).get(REPORT_API_PATHS.queue).expect(status);
      await as(session).patch(REPORT_API_PATHS.decide(listing._id)).send({ action: 'dismiss' }).expect(status);
      await as(session).post(REPORT_API_PATHS.block(owner.user._id)).expect(status);
      await as(session).post(REPORT_API_PATHS.unblock(owner.user._id)).expect(status);
    }
    await as(admin).patch(REPORT_API_PATHS.decide(listing._id)).send({ action: 'ban' }).expect(400);
    await as(admin).get(`${REPORT_API_PATHS.queue}?page=0`).expect(400);
    await as(admin)
      .get(`${REPORT_API_PATHS.queue}?page=${REPORT_LIMITS.queueMaxPage + 1}`)
      .expect(400);
  });
});

describe('the reports rate limit', () => {
  const api = useTestApi({ THROTTLE_REPORT_LIMIT: '2' });

  it('takes THROTTLE_REPORT_LIMIT reports a day from one user, then answers 429 REPORT_RATE_LIMITED', async () => {
    const [owner, reporter] = [await createSession(api.app), await createSession(api.app)];
    const listings = [await approvedListing(api.app, owner), await approvedListing(api.app, owner), await approvedListing(api.app, owner)];
    const send = (listingId: string) => clientOf(api.app, reporter).post(REPORT_API_PATHS.report(listingId)).send({ reason: 'other' });
    await send(listings[0]._id).expect(200);
    await send(listings[1]._id).expect(200);
    const refused = await send(listings[2]._id).expect(429);
    expect(refused.body).toMatchObject({ code: 'REPORT_RATE_LIMITED', message: RATE_LIMIT_MESSAGES.tooManyReports });
  });
});
