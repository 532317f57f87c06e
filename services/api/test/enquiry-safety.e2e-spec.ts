import { LISTING_API_PATHS } from '@nivasa/contracts/api';
import { ENQUIRY_API_PATHS } from '@nivasa/contracts/enquiry-api-paths';
import { ENQUIRY_MESSAGES } from '@nivasa/contracts/enquiry-messages';
import type {
  EnquiryStarted,
  EnquiryThread,
  EnquiryThreadChanged,
  EnquiryThreads,
  ModeratedEnquiry,
  ReportedEnquiriesPage,
} from '@nivasa/contracts/enquiry-schema';
import { ENQUIRY_LIMITS } from '@nivasa/contracts/limits';
import { Types } from 'mongoose';
import { createSession, type Session } from './support/accounts';
import { clientOf } from './support/actors';
import { connectionOf, useTestApi } from './support/harness';
import { createAdminSession, insertListings, storedListing } from './support/listings';

describe('enquiries: unread count, paging, phone sharing, blocking, reports, moderators and deletion', () => {
  const api = useTestApi();

  let admin: Session;
  beforeAll(async () => {
    admin = await createAdminSession(api.app);
  });
  const as = (session: Session | undefined) => clientOf(api.app, session);
  /** A fresh owner with an approved listing, and a fresh seeker's thread about it (begun with `first`). */
  const newThread = async (first = 'Is it still available?') => {
    const [owner, seeker] = await Promise.all([createSession(api.app, { number: '0771234567' }), createSession(api.app)]);
    const [listingId] = await insertListings(api.app, [storedListing(owner, { status: 'approved', name: 'Annex in Nugegoda' })]);
    const started = await as(seeker).post(ENQUIRY_API_PATHS.start).send({ listingId, message: first }).expect(201);
    return { owner, seeker, listingId: listingId!, threadId: (started.body as EnquiryStarted).threadId };
  };
  const read = async (session: Session, threadId: string): Promise<EnquiryThread> =>
    (await as(session).get(ENQUIRY_API_PATHS.thread(threadId)).expect(200)).body;
  const unread = async (session: Session): Promise<number> =>
    ((await as(session).get(ENQUIRY_API_PATHS.unread).expect(200)).body as { unread: number }).unread;

  it('answers the unread count alone, cheap enough to poll, and the same as the list says', async () => {
    const { owner, seeker, threadId } = await newThread();
    const response = await as(owner).get(ENQUIRY_API_PATHS.unread).expect(200);
    expect(response.body).toEqual({ unread: 1 });
    expect(response.headers['cache-control']).toBe('private, no-store');
    await as(seeker).post(ENQUIRY_API_PATHS.reply(threadId)).send({ message: 'We are two students.' }).expect(201);
    expect(await unread(owner)).toBe(2);
    expect(((await as(owner).get(ENQUIRY_API_PATHS.threads).expect(200)).body as EnquiryThreads).unread).toBe(2);
    await read(owner, threadId);
    expect(await unread(owner)).toBe(0);
    expect(await unread(seeker)).toBe(0);
    await as(undefined).get(ENQUIRY_API_PATHS.unread).expect(401);
  });

  it('pages back through a long thread with ?before=, each page oldest first, and refuses a message of another thread', async () => {
    const { owner, seeker, threadId } = await newThread('message 0');
    const total = ENQUIRY_LIMITS.messagesShown + 5;
    // Stored directly (this many requests would take long), after the first and a second apart, so their order is certain.
    const start = Date.now();
    const messages = connectionOf(api.app).collection('enquiry_messages');
    await messages.insertMany(
      Array.from({ length: total - 1 }, (_, index) => ({
        threadId: new Types.ObjectId(threadId),
        senderId: new Types.ObjectId(index % 2 ? owner.user._id : seeker.user._id),
        from: index % 2 ? 'owner' : 'seeker',
        text: `message ${index + 1}`,
        createdAt: new Date(start + (index + 1) * 1000),
      })),
    );
    const newest = await read(seeker, threadId);
    expect(newest.messages).toHaveLength(ENQUIRY_LIMITS.messagesShown);
    expect(newest.messages.at(-1)!.text).toBe(`message ${total - 1}`);
    expect(newest.hasOlder).toBe(true);
    const older = (await as(seeker).get(ENQUIRY_API_PATHS.olderMessages(threadId, newest.messages[0]!._id)).expect(200))
      .body as EnquiryThread;
    expect(older.messages.map((message) => message.text)).toEqual(['message 0', 'message 1', 'message 2', 'message 3', 'message 4']);
    expect(older.hasOlder).toBe(false);

    const other = await newThread();
    const foreign = (await read(other.seeker, other.threadId)).messages[0]!._id;
    const refused = await as(seeker).get(ENQUIRY_API_PATHS.olderMessages(threadId, foreign)).expect(400);
    expect(refused.body).toMatchObject({ code: 'INVALID_INPUT', message: ENQUIRY_MESSAGES.before });
    const invalid = await as(seeker)
      .get(`${ENQUIRY_API_PATHS.thread(threadId)}?before[$gt]=`)
      .expect(400);
    expect(invalid.body.code).toBe('VALIDATION_FAILED');
  });

  it('keeps the owner’s phone private until the owner shares it in the thread; the seeker cannot share', async () => {
    const { owner, seeker, threadId } = await newThread();
    expect((await read(seeker, threadId)).ownerPhone).toBeNull();
    const refused = await as(seeker).post(ENQUIRY_API_PATHS.sharePhone(threadId)).expect(403);
    expect(refused.body).toMatchObject({ code: 'ENQUIRY_NOT_OWNER', message: ENQUIRY_MESSAGES.onlyOwnerSharesPhone });

    const shared = (await as(owner).post(ENQUIRY_API_PATHS.sharePhone(threadId)).expect(200)).body as EnquiryThreadChanged;
    expect(shared).toMatchObject({ success: true, message: ENQUIRY_MESSAGES.phoneShared, thread: { threadId, role: 'owner' } });
    const number = shared.thread.ownerPhone;
    expect(number).toMatch(/77/);
    expect((await read(seeker, threadId)).ownerPhone).toBe(number);
    // Only in that thread: the owner's other threads keep it private, and no email address shows anywhere.
    const elsewhere = await createSession(api.app);
    const [listingId] = await insertListings(api.app, [storedListing(owner, { status: 'approved' })]);
    const other = (await as(elsewhere).post(ENQUIRY_API_PATHS.start).send({ listingId, message: 'Hello' }).expect(201))
      .body as EnquiryStarted;
    expect((await read(elsewhere, other.threadId)).ownerPhone).toBeNull();
    expect(JSON.stringify(await read(seeker, threadId))).not.toContain(owner.email);

    // With no number on the account, there is nothing to share.
    const noPhone = await newThread();
    await connectionOf(api.app)
      .collection('users')
      .updateOne({ _id: new Types.ObjectId(noPhone.owner.user._id) }, { $set: { number: '' } });
    const none = await as(noPhone.owner).post(ENQUIRY_API_PATHS.sharePhone(noPhone.threadId)).expect(409);
    expect(none.body.code).toBe('ENQUIRY_NO_PHONE');
  });

  it('lets either side block the other: no more messages either way, and the thread stays readable', async () => {
    const { owner, seeker, threadId, listingId } = await newThread();
    const blocked = (await as(owner).post(ENQUIRY_API_PATHS.block(threadId)).expect(200)).body as EnquiryThreadChanged;
    expect(blocked).toMatchObject({ message: ENQUIRY_MESSAGES.blockedDone, thread: { blockedByMe: true, blockedByOther: false } });
    expect(await read(seeker, threadId)).toMatchObject({
      blockedByMe: false,
      blockedByOther: true,
      messages: [{ text: 'Is it still available?' }],
    });

    for (const [session, send] of [
      [seeker, () => as(seeker).post(ENQUIRY_API_PATHS.reply(threadId)).send({ message: 'Hello?' })],
      [seeker, () => as(seeker).post(ENQUIRY_API_PATHS.start).send({ listingId, message: 'Hello again?' })],
      [owner, () => as(owner).post(ENQUIRY_API_PATHS.reply(threadId)).send({ message: 'No.' })],
    ] as const) {
      const refused = await send().expect(409);
      expect({ who: session.user.username, body: refused.body }).toEqual({
        who: session.user.username,
        body: expect.objectContaining({ code: 'ENQUIRY_BLOCKED', message: ENQUIRY_MESSAGES.blocked }),
      });
    }
    expect((await read(owner, threadId)).messages).toHaveLength(1);
    expect(((await as(seeker).get(ENQUIRY_API_PATHS.threads).expect(200)).body as EnquiryThreads).threads[0]!.blocked).toBe(true);
    await as(owner)
      .post(ENQUIRY_API_PATHS.block(threadId))
      .expect(409, /ENQUIRY_ALREADY_BLOCKED/);
    // The other side may block too (both kept), but nobody else may.
    await as(seeker).post(ENQUIRY_API_PATHS.block(threadId)).expect(200);
    await as(admin).post(ENQUIRY_API_PATHS.block(threadId)).expect(404);
  });

  it('takes a report with an allow-listed reason, once per side, and says so in the thread', async () => {
    const { owner, seeker, threadId } = await newThread();
    const reported = await as(seeker)
      .post(ENQUIRY_API_PATHS.report(threadId))
      .send({ reason: 'asked-for-advance', details: 'Asked for a deposit by bank.' });
    expect(reported.status).toBe(200);
    expect(reported.body).toMatchObject({ message: ENQUIRY_MESSAGES.reported, thread: { reportedByMe: true } });
    expect((await read(owner, threadId)).reportedByMe).toBe(false);
    await as(seeker)
      .post(ENQUIRY_API_PATHS.report(threadId))
      .send({ reason: 'spam' })
      .expect(409, /ENQUIRY_ALREADY_REPORTED/);
    for (const body of [
      { reason: 'because' },
      { reason: 'other', details: 'x'.repeat(ENQUIRY_LIMITS.reportDetailsMaxLength + 1) },
      { reason: { $ne: 1 } },
      {},
    ]) {
      const refused = await as(owner).post(ENQUIRY_API_PATHS.report(threadId)).send(body).expect(400);
      expect(refused.body.code).toBe('VALIDATION_FAILED');
    }
    // Reporting does not close the thread.
    await as(owner).post(ENQUIRY_API_PATHS.reply(threadId)).send({ message: 'I only asked for the key money.' }).expect(201);
  });

  it('shows moderators reported threads alone, audits each read, and keeps them out of everyone else’s', async () => {
    const quiet = await newThread('A quiet enquiry nobody reported.');
    const { owner, seeker, threadId } = await newThread('Please send Rs. 20,000 first.');
    await as(owner)
      .post(ENQUIRY_API_PATHS.report(threadId))
      .send({ reason: 'scam', details: 'Wants money before showing it.' })
      .expect(200);

    const queue = (await as(admin).get(ENQUIRY_API_PATHS.reported(1)).expect(200)).body as ReportedEnquiriesPage;
    expect(queue).toMatchObject({ page: 1, pageSize: ENQUIRY_LIMITS.reportedPageSize });
    const item = queue.items.find((entry) => entry.threadId === threadId);
    expect(item).toMatchObject({
      seekerName: seeker.user.username,
      ownerName: owner.user.username,
      reports: [{ by: 'owner', reason: 'scam', details: 'Wants money before showing it.' }],
      blocked: false,
    });
    expect(queue.items.some((entry) => entry.threadId === quiet.threadId)).toBe(false);

    const thread = (await as(admin).get(ENQUIRY_API_PATHS.moderatedThread(threadId)).expect(200)).body as ModeratedEnquiry;
    expect(thread.messages).toEqual([expect.objectContaining({ from: 'seeker', text: 'Please send Rs. 20,000 first.' })]);
    for (const secret of [owner.email, seeker.email]) expect(JSON.stringify(thread)).not.toContain(secret);
    // The moderator's read is logged, and does not mark it read for the owner.
    const audit = (await as(admin).get(LISTING_API_PATHS.audit(1)).expect(200)).body as {
      entries: { action: string; actorUsername: string }[];
    };
    expect(audit.entries[0]).toMatchObject({ action: 'readEnquiry', actorUsername: admin.user.username });
    expect(await unread(owner)).toBe(1);

    // A thread nobody reported is not there for a moderator; nor is the queue for anyone else.
    await as(admin)
      .get(ENQUIRY_API_PATHS.moderatedThread(quiet.threadId))
      .expect(404, /ENQUIRY_THREAD_NOT_FOUND/);
    await as(owner).get(ENQUIRY_API_PATHS.moderatedThread(threadId)).expect(403);
    await as(seeker).get(ENQUIRY_API_PATHS.reported(1)).expect(403);
    await as(admin).get(`/api/admin/enquiries/reported?page=0`).expect(400);
  });

  it('anonymises a deleted seeker’s side: the owner keeps the thread, read-only, their messages signed by nobody', async () => {
    const { owner, seeker, threadId } = await newThread('Is it near the station?');
    await as(owner).post(ENQUIRY_API_PATHS.reply(threadId)).send({ message: 'Five minutes on foot.' }).expect(201);
    await as(seeker).post(ENQUIRY_API_PATHS.reply(threadId)).send({ message: 'Thank you, I will come on Sunday.' }).expect(201);
    await as(seeker).delete(`/api/user/delete/${seeker.user._id}`).expect(200);

    const thread = await read(owner, threadId);
    expect(thread).toMatchObject({ otherName: null, blockedByOther: true });
    expect(thread.messages.map(({ text, fromMe }) => ({ text, fromMe }))).toEqual([
      { text: 'Is it near the station?', fromMe: false },
      { text: 'Five minutes on foot.', fromMe: true },
      { text: 'Thank you, I will come on Sunday.', fromMe: false },
    ]);
    const [summary] = ((await as(owner).get(ENQUIRY_API_PATHS.threads).expect(200)).body as EnquiryThreads).threads;
    expect(summary).toMatchObject({ threadId, otherName: null, blocked: true, lastMessage: { fromMe: false } });
    await as(owner)
      .post(ENQUIRY_API_PATHS.reply(threadId))
      .send({ message: 'Hello?' })
      .expect(409, /ENQUIRY_BLOCKED/);
    // Nothing of the account is left in the thread or its messages.
    const seekerId = new Types.ObjectId(seeker.user._id);
    const db = connectionOf(api.app);
    expect(await db.collection('enquiry_threads').countDocuments({ $or: [{ seekerId }, { lastSenderId: seekerId }] })).toBe(0);
    expect(await db.collection('enquiry_messages').countDocuments({ senderId: seekerId })).toBe(0);
  });

  it('deletes the threads about a deleted owner’s listings, which go with the account', async () => {
    const { owner, seeker, threadId } = await newThread();
    await as(owner).delete(`/api/user/delete/${owner.user._id}`).expect(200);
    await as(seeker).get(ENQUIRY_API_PATHS.thread(threadId)).expect(404);
    expect(
      await connectionOf(api.app)
        .collection('enquiry_messages')
        .countDocuments({ threadId: new Types.ObjectId(threadId) }),
    ).toBe(0);
  });

  it('deletes a deleted listing’s threads with their messages', async () => {
    const { owner, seeker, threadId, listingId } = await newThread();
    await as(owner).delete(LISTING_API_PATHS.remove(listingId)).expect(200);
    await as(seeker).get(ENQUIRY_API_PATHS.thread(threadId)).expect(404);
    expect(((await as(seeker).get(ENQUIRY_API_PATHS.threads).expect(200)).body as EnquiryThreads).threads).toEqual([]);
    expect(
      await connectionOf(api.app)
        .collection('enquiry_messages')
        .countDocuments({ threadId: new Types.ObjectId(threadId) }),
    ).toBe(0);
  });
});

describe('enquiry writes under the rate limits', () => {
  // Low enough to reach: six writes a minute per user, two reports a day (listings' and threads' together).
  const api = useTestApi({ THROTTLE_WRITE_LIMIT: '6', THROTTLE_REPORT_LIMIT: '2' });
  const as = (session: Session) => clientOf(api.app, session);

  it('counts every enquiry write towards the user’s writes, and reports of threads with reports of listings', async () => {
    const [owner, seeker, reporter] = await Promise.all([createSession(api.app), createSession(api.app), createSession(api.app)]);
    const listingIds = await insertListings(
      api.app,
      Array.from({ length: 3 }, () => storedListing(owner, { status: 'approved' })),
    );
    const threadOf = async (session: Session, listingId: string) =>
      ((await as(session).post(ENQUIRY_API_PATHS.start).send({ listingId, message: 'Hello' }).expect(201)).body as EnquiryStarted).threadId;

    // The seeker's sixth write in the minute is the last.
    const threadId = await threadOf(seeker, listingIds[0]!);
    for (let reply = 0; reply < 4; reply++)
      await as(seeker)
        .post(ENQUIRY_API_PATHS.reply(threadId))
        .send({ message: `Reply ${reply}` })
        .expect(201);
    await as(seeker).post(ENQUIRY_API_PATHS.report(threadId)).send({ reason: 'spam' }).expect(200);
    const refused = await as(seeker).post(ENQUIRY_API_PATHS.block(threadId)).expect(429);
    expect(refused.body.code).toBe('RATE_LIMITED');

    // Two reports a day: a listing's and a thread's count together.
    const reported = await threadOf(reporter, listingIds[1]!);
    await as(reporter).post(`/api/listing/report/${listingIds[2]}`).send({ reason: 'not-available' }).expect(200);
    await as(reporter).post(ENQUIRY_API_PATHS.report(reported)).send({ reason: 'abusive' }).expect(200);
    const second = await threadOf(reporter, listingIds[2]!);
    const tooMany = await as(reporter).post(ENQUIRY_API_PATHS.report(second)).send({ reason: 'scam' }).expect(429);
    expect(tooMany.body.code).toBe('REPORT_RATE_LIMITED');
  });
});
