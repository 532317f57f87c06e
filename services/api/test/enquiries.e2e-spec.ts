import { ENQUIRY_API_PATHS } from '@nivasa/contracts/enquiry-api-paths';
import { ENQUIRY_MESSAGES } from '@nivasa/contracts/enquiry-messages';
import { ENQUIRY_MESSAGES_SI } from '@nivasa/contracts/enquiry-messages.si';
import { ENQUIRY_MESSAGES_TA } from '@nivasa/contracts/enquiry-messages.ta';
import type { EnquiryReplySent, EnquiryStarted, EnquiryThread, EnquiryThreads } from '@nivasa/contracts/enquiry-schema';
import { ENQUIRY_LIMITS } from '@nivasa/contracts/limits';
import { LISTING_MESSAGES } from '@nivasa/contracts/listing-messages';
import { Types } from 'mongoose';
import { createSession, type Session } from './support/accounts';
import { clientOf } from './support/actors';
import { connectionOf, useTestApi } from './support/harness';
import { createAdminSession, insertListings, storedListing } from './support/listings';

describe('enquiries between seekers and owners', () => {
  const api = useTestApi({ ENQUIRY_THREADS_PER_DAY: '3' });

  let owner: Session;
  let stranger: Session;
  let admin: Session;
  beforeAll(async () => {
    [owner, stranger, admin] = await Promise.all([createSession(api.app), createSession(api.app), createAdminSession(api.app)]);
  });
  // Each test's seeker is new: new threads count towards the day's limit, three in this suite.
  let seeker: Session;
  beforeEach(async () => {
    seeker = await createSession(api.app);
  });

  const as = (session: Session | undefined) => clientOf(api.app, session);
  /** A listing of the owner's, approved and public unless the fields say otherwise; its id. */
  const listingOf = async (session: Session, fields: Parameters<typeof storedListing>[1] = { status: 'approved' }) =>
    (await insertListings(api.app, [storedListing(session, fields)]))[0]!;
  const enquire = (session: Session | undefined, listingId: string, message: unknown) =>
    as(session).post(ENQUIRY_API_PATHS.start).send({ listingId, message });
  const reply = (session: Session | undefined, threadId: string, message: unknown) =>
    as(session).post(ENQUIRY_API_PATHS.reply(threadId)).send({ message });
  const threads = async (session: Session): Promise<EnquiryThreads> => (await as(session).get(ENQUIRY_API_PATHS.threads).expect(200)).body;
  const read = async (session: Session, threadId: string): Promise<EnquiryThread> =>
    (await as(session).get(ENQUIRY_API_PATHS.thread(threadId)).expect(200)).body;
  const threadsCollection = () => connectionOf(api.app).collection('enquiry_threads');

  it('lets a seeker write to an owner, the owner answer, and moves each side’s unread count', async () => {
    // Fresh people: the list and unread counts are theirs alone.
    const [landlord, student] = await Promise.all([createSession(api.app), createSession(api.app)]);
    const listingId = await listingOf(landlord, { status: 'approved', name: 'Room near Peradeniya campus' });

    const started = await enquire(student, listingId, '  Is it still available?\nWe are two students.  ').expect(201);
    const { threadId } = started.body as EnquiryStarted;
    expect(started.body).toEqual({ success: true, message: ENQUIRY_MESSAGES.sent, threadId: expect.stringMatching(/^[0-9a-f]{24}$/) });

    // The owner sees one unread message, with the seeker's name and never an address.
    const ownerList = await threads(landlord);
    expect(ownerList).toEqual({
      threads: [
        {
          threadId,
          listing: { _id: listingId, name: 'Room near Peradeniya campus', isPublic: true },
          role: 'owner',
          otherName: student.user.username,
          lastMessage: { text: 'Is it still available?\nWe are two students.', fromMe: false, createdAt: expect.any(String) },
          unread: 1,
          blocked: false,
        },
      ],
      unread: 1,
    });
    expect(JSON.stringify(ownerList)).not.toContain(student.email);
    expect((await threads(student)).unread).toBe(0);

    // Reading marks it read for the reader only.
    const ownerView = await read(landlord, threadId);
    expect(ownerView).toMatchObject({ threadId, role: 'owner', otherName: student.user.username, hasOlder: false });
    expect(ownerView.messages.map(({ text, fromMe }) => ({ text, fromMe }))).toEqual([
      { text: 'Is it still available?\nWe are two students.', fromMe: false },
    ]);
    for (const secret of [student.email, landlord.email, student.user._id, landlord.user._id])
      expect(JSON.stringify(ownerView)).not.toContain(secret);
    expect((await threads(landlord)).unread).toBe(0);

    // The owner answers twice; the seeker has two unread, then none once read.
    const answered = await reply(landlord, threadId, 'Yes, it is. Come on Saturday.').expect(201);
    expect(answered.body).toEqual({
      success: true,
      message: ENQUIRY_MESSAGES.sent,
      sent: { _id: expect.any(String), fromMe: true, text: 'Yes, it is. Come on Saturday.', createdAt: expect.any(String) },
    } satisfies EnquiryReplySent);
    await reply(landlord, threadId, 'Bring your NIC, please.').expect(201);
    const seekerList = await threads(student);
    expect(seekerList.unread).toBe(2);
    expect(seekerList.threads[0]).toMatchObject({
      threadId,
      role: 'seeker',
      otherName: landlord.user.username,
      lastMessage: { text: 'Bring your NIC, please.', fromMe: false },
      unread: 2,
    });
    const seekerView = await read(student, threadId);
    expect(seekerView.messages.map(({ text, fromMe }) => [text, fromMe])).toEqual([
      ['Is it still available?\nWe are two students.', true],
      ['Yes, it is. Come on Saturday.', false],
      ['Bring your NIC, please.', false],
    ]);
    expect((await threads(student)).unread).toBe(0);
    // Answering reads the thread: the owner had nothing unread, and the seeker's reply leaves them none.
    await reply(student, threadId, 'Thank you, see you then.').expect(201);
    expect([(await threads(student)).unread, (await threads(landlord)).unread]).toEqual([0, 1]);
  });

  it('lists threads newest first, each person with their own, both sides together', async () => {
    const [landlord, student] = await Promise.all([createSession(api.app), createSession(api.app)]);
    const [first, second] = [await listingOf(owner), await listingOf(owner)];
    const own = await listingOf(landlord);
    const older = (await enquire(landlord, first, 'About the first room.').expect(201)).body as EnquiryStarted;
    const newer = (await enquire(landlord, second, 'About the second room.').expect(201)).body as EnquiryStarted;
    const asOwner = (await enquire(student, own, 'About your annex.').expect(201)).body as EnquiryStarted;
    expect((await threads(landlord)).threads.map(({ threadId, role }) => [threadId, role])).toEqual([
      [asOwner.threadId, 'owner'],
      [newer.threadId, 'seeker'],
      [older.threadId, 'seeker'],
    ]);
    // A new message moves its thread to the top.
    await enquire(landlord, first, 'One more question.').expect(201);
    expect((await threads(landlord)).threads[0]!.threadId).toBe(older.threadId);
    expect((await threads(student)).threads.map(({ threadId }) => threadId)).toEqual([asOwner.threadId]);
  });

  it('keeps one thread per seeker and listing, even for two first messages at once', async () => {
    const listingId = await listingOf(owner);
    const [one, two] = await Promise.all([
      enquire(seeker, listingId, 'Is parking included?'),
      enquire(seeker, listingId, 'Is the water heated?'),
    ]);
    expect([one.status, two.status]).toEqual([201, 201]);
    expect(one.body.threadId).toBe(two.body.threadId);
    const again = await enquire(seeker, listingId, 'And the electricity?').expect(201);
    expect(again.body.threadId).toBe(one.body.threadId);
    expect(await threadsCollection().countDocuments({ listingId: new Types.ObjectId(listingId) })).toBe(1);
    const thread = await read(owner, one.body.threadId as string);
    expect(thread.messages.map(({ text }) => text).sort()).toEqual([
      'And the electricity?',
      'Is parking included?',
      'Is the water heated?',
    ]);
  });

  it('lets only the two people read or write in a thread: anyone else, admins included, gets 404', async () => {
    const listingId = await listingOf(owner);
    const { threadId } = (await enquire(seeker, listingId, 'When can I visit?').expect(201)).body as EnquiryStarted;
    for (const outsider of [stranger, admin]) {
      const refused = await as(outsider).get(ENQUIRY_API_PATHS.thread(threadId)).expect(404);
      expect(refused.body).toMatchObject({ code: 'ENQUIRY_THREAD_NOT_FOUND', message: ENQUIRY_MESSAGES.threadNotFound });
      expect((await reply(outsider, threadId, 'Hello?').expect(404)).body).toMatchObject({ code: 'ENQUIRY_THREAD_NOT_FOUND' });
    }
    // In the caller's language, as every refusal.
    for (const [language, text] of [
      ['si', ENQUIRY_MESSAGES_SI.threadNotFound],
      ['ta', ENQUIRY_MESSAGES_TA.threadNotFound],
    ] as const) {
      const localised = await as(stranger).get(ENQUIRY_API_PATHS.thread(threadId)).set('Accept-Language', language).expect(404);
      expect(localised.body).toMatchObject({ code: 'ENQUIRY_THREAD_NOT_FOUND', message: text });
    }
    // No thread at all answers the same; a visitor is asked to sign in; an id that is none is a 400.
    await as(stranger).get(ENQUIRY_API_PATHS.thread(new Types.ObjectId().toHexString())).expect(404);
    await as(undefined).get(ENQUIRY_API_PATHS.thread(threadId)).expect(401);
    await as(undefined).get(ENQUIRY_API_PATHS.threads).expect(401);
    await reply(undefined, threadId, 'Hello?').expect(401);
    expect((await as(seeker).get(ENQUIRY_API_PATHS.thread('not-an-id')).expect(400)).body).toMatchObject({ code: 'INVALID_ID' });
    expect((await threads(stranger)).threads.map((thread) => thread.threadId)).not.toContain(threadId);
    expect((await read(seeker, threadId)).messages).toHaveLength(1);
  });

  it('takes messages of 1 to 2,000 characters, cleaned as listing text is', async () => {
    const listingId = await listingOf(owner);
    const longest = 'ශ'.repeat(ENQUIRY_LIMITS.messageMaxLength);
    const { threadId } = (await enquire(seeker, listingId, longest).expect(201)).body as EnquiryStarted;
    for (const message of ['', '   \n ', '\u200b\u202e', 'x'.repeat(ENQUIRY_LIMITS.messageMaxLength + 1), 42, { $gt: '' }]) {
      const refused = await reply(seeker, threadId, message).expect(400);
      expect(refused.body).toMatchObject({ code: 'VALIDATION_FAILED', errors: [expect.objectContaining({ field: 'message' })] });
      await enquire(seeker, listingId, message).expect(400);
    }
    const refused = await as(seeker).post(ENQUIRY_API_PATHS.start).send({ listingId, message: 'Hi', email: 'me@example.com' }).expect(400);
    expect(refused.body.errors).toEqual([expect.objectContaining({ field: 'email', code: 'FIELD_NOT_ALLOWED' })]);
    await as(seeker)
      .post(ENQUIRY_API_PATHS.start)
      .send({ listingId: { $ne: null }, message: 'Hi' })
      .expect(400);
    await reply(seeker, threadId, 'Is the\u202e rent\u200b negotiable?').expect(201);
    const texts = (await read(seeker, threadId)).messages.map(({ text }) => text);
    expect(texts).toEqual([longest, 'Is the rent negotiable?']);
  });

  it('refuses an owner enquiring about their own listing, and a listing that is gone', async () => {
    const listingId = await listingOf(owner);
    const refused = await enquire(owner, listingId, 'Testing my own listing.').expect(403);
    expect(refused.body).toMatchObject({ code: 'ENQUIRY_OWN_LISTING', message: ENQUIRY_MESSAGES.ownListing });
    const gone = await enquire(seeker, new Types.ObjectId().toHexString(), 'Hello?').expect(404);
    expect(gone.body).toMatchObject({ code: 'LISTING_NOT_FOUND', message: LISTING_MESSAGES.notFound });
    expect(await threadsCollection().countDocuments({ listingId: new Types.ObjectId(listingId) })).toBe(0);
  });

  it('starts no thread about a listing that is not public, and keeps existing threads readable and open', async () => {
    const past = new Date(Date.now() - 24 * 60 * 60 * 1000);
    const hidden = await Promise.all([
      listingOf(owner, { status: 'pending' }),
      listingOf(owner, { status: 'disapproved' }),
      listingOf(owner, { status: 'approved', expiresAt: past }),
      listingOf(owner, { status: 'approved', ownerBlocked: true }),
      listingOf(owner, { status: 'approved', hiddenByReports: true }),
    ]);
    for (const listingId of hidden) {
      const refused = await enquire(seeker, listingId, 'Is it still available?').expect(409);
      expect(refused.body).toMatchObject({ code: 'ENQUIRY_LISTING_NOT_PUBLIC', message: ENQUIRY_MESSAGES.listingNotPublic });
    }
    expect(await threadsCollection().countDocuments({ listingId: { $in: hidden.map((id) => new Types.ObjectId(id)) } })).toBe(0);

    // A thread begun while the listing was public outlives it: shown as no longer public, still answered.
    const listingId = await listingOf(owner);
    const { threadId } = (await enquire(seeker, listingId, 'Is it still available?').expect(201)).body as EnquiryStarted;
    await connectionOf(api.app)
      .collection('listings')
      .updateOne({ _id: new Types.ObjectId(listingId) }, { $set: { expiresAt: past } });
    expect((await read(owner, threadId)).listing).toEqual({ _id: listingId, name: expect.any(String), isPublic: false });
    await reply(owner, threadId, 'Sorry, it is rented now.').expect(201);
    await enquire(seeker, listingId, 'Thanks for telling me.').expect(201);
    const summary = (await threads(seeker)).threads.find((thread) => thread.threadId === threadId);
    expect(summary).toMatchObject({ listing: { isPublic: false }, lastMessage: { text: 'Thanks for telling me.', fromMe: true } });
  });

  it('lets a seeker start ENQUIRY_THREADS_PER_DAY (3 here) threads a day, then answers 429; their threads stay open', async () => {
    const listings = await Promise.all([1, 2, 3, 4].map(() => listingOf(owner)));
    const started: string[] = [];
    for (const listingId of listings.slice(0, 3)) {
      started.push(((await enquire(seeker, listingId, 'Is it still available?').expect(201)).body as EnquiryStarted).threadId);
    }
    const refused = await enquire(seeker, listings[3]!, 'Is it still available?').expect(429);
    expect(refused.body).toEqual({
      success: false,
      statusCode: 429,
      code: 'ENQUIRY_RATE_LIMITED',
      message: ENQUIRY_MESSAGES.tooManyThreads,
    });
    // More messages in the threads they have are not new threads.
    await enquire(seeker, listings[0]!, 'And is it furnished?').expect(201);
    await reply(seeker, started[1]!, 'And is there a kitchen?').expect(201);
    // Others are not held back by their limit.
    await enquire(stranger, listings[3]!, 'Is it still available?').expect(201);
  });

  it('refuses cross-site writes like every other write', async () => {
    const listingId = await listingOf(owner);
    const refused = await clientOf(api.app, seeker, { origin: 'https://evil.example' })
      .post(ENQUIRY_API_PATHS.start)
      .send({ listingId, message: 'Hello from elsewhere.' })
      .expect(403);
    expect(refused.body).toMatchObject({ code: 'CROSS_SITE_REFUSED' });
    expect(await threadsCollection().countDocuments({ listingId: new Types.ObjectId(listingId) })).toBe(0);
  });
});
