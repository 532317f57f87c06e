import type { NestExpressApplication } from '@nestjs/platform-express';
import { ENQUIRY_API_PATHS } from '@nivasa/contracts/enquiry-api-paths';
import type { EnquiryStarted } from '@nivasa/contracts/enquiry-schema';
import type { Language } from '@nivasa/contracts/languages';
import { localisedPath } from '@nivasa/contracts/language-paths';
import { messageThreadPath } from '@nivasa/contracts/paths';
import { Types } from 'mongoose';
import { type MailCatcher, startMailCatcher } from '../../mail-catcher/src/mail-catcher';
import { EnquiryMailJob } from '../src/enquiries/enquiry-mail.job';
import { ENQUIRY_MAIL_TEXTS } from '../src/mail/mail-texts';
import { MailService } from '../src/mail/mail.service';
import { createSession, type Session, SITE_ORIGIN } from './support/accounts';
import { clientOf } from './support/actors';
import { connectionOf, startApi, TestDatabase } from './support/harness';
import { insertListings, storedListing } from './support/listings';
import { PUBLIC_URL, useMailingApi } from './support/mailing-api';

/** The batch the suites use: short, so that "later" is a tick with a time a little ahead. */
const BATCH_SECONDS = 600;
const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);

/** A fresh owner with an approved listing and a fresh seeker, each in their language. */
async function twoPeople(app: NestExpressApplication, languages: { owner: Language; seeker: Language }) {
  const [owner, seeker] = await Promise.all([createSession(app), createSession(app)]);
  const users = connectionOf(app).collection('users');
  for (const [session, language] of [
    [owner, languages.owner],
    [seeker, languages.seeker],
  ] as const)
    await users.updateOne({ _id: new Types.ObjectId(session.user._id) }, { $set: { language } });
  const [listingId] = await insertListings(app, [storedListing(owner, { status: 'approved', name: 'Annex near Peradeniya' })]);
  return { owner, seeker, listingId: listingId! };
}

const startThread = async (app: NestExpressApplication, seeker: Session, listingId: string, message: string) =>
  ((await clientOf(app, seeker).post(ENQUIRY_API_PATHS.start).send({ listingId, message }).expect(201)).body as EnquiryStarted).threadId;

describe('enquiry mail', () => {
  const { api, catcher } = useMailingApi({ ENQUIRY_MAIL_BATCH_SECONDS: String(BATCH_SECONDS) });
  const job = () => api.app.get(EnquiryMailJob);
  /** Runs the job as it would run at `now`, and waits for the mail it queued to be sent. */
  const tickAt = async (now: Date) => {
    const queued = await job().mailDue(now);
    await api.app.get(MailService).flush();
    return queued;
  };
  const mailsTo = (email: string) => catcher().store.list(email);

  it('mails the recipient the messages of ten minutes in one mail, in their language, with a link and no address', async () => {
    const { owner, seeker, listingId } = await twoPeople(api.app, { owner: 'si', seeker: 'en' });
    const threadId = await startThread(api.app, seeker, listingId, 'Is it still available?');
    for (const message of ['We are two students.', 'When can we visit?'])
      await clientOf(api.app, seeker).post(ENQUIRY_API_PATHS.reply(threadId)).send({ message }).expect(201);

    // Not before the batch's minutes are over.
    expect(await tickAt(new Date())).toBe(0);
    expect(await tickAt(later(BATCH_SECONDS / 60 + 1))).toBe(1);
    const [mail, ...more] = mailsTo(owner.email);
    expect(more).toEqual([]);
    const texts = ENQUIRY_MAIL_TEXTS.si;
    expect(mail!.subject).toBe(texts.subject('Annex near Peradeniya'));
    expect(mail!.text).toContain(texts.lead(seeker.user.username, 'Annex near Peradeniya'));
    for (const message of ['Is it still available?', 'We are two students.', 'When can we visit?']) expect(mail!.text).toContain(message);
    expect(mail!.text).toContain(`${PUBLIC_URL}${localisedPath(messageThreadPath(threadId), 'si')}`);
    expect(mail!.text + mail!.html).not.toContain(seeker.email);
    // Again later: nothing more (the batch went once); the seeker had no message to them.
    expect(await tickAt(later(BATCH_SECONDS / 60 + 30))).toBe(0);
    expect(mailsTo(owner.email)).toHaveLength(1);
    expect(mailsTo(seeker.email)).toEqual([]);

    // The owner's answer makes the seeker's mail, in English, and a new message the owner's next one.
    await clientOf(api.app, owner).post(ENQUIRY_API_PATHS.reply(threadId)).send({ message: 'Yes. Come on Saturday.' }).expect(201);
    expect(await tickAt(later(BATCH_SECONDS / 60 + 1))).toBe(1);
    const [answer] = mailsTo(seeker.email);
    expect(answer!.subject).toBe(ENQUIRY_MAIL_TEXTS.en.subject('Annex near Peradeniya'));
    expect(answer!.text).toContain('Yes. Come on Saturday.');
    expect(answer!.text).not.toContain('When can we visit?');
  });

  it('sends no mail for messages the recipient read in the meantime, and leaves them out of the next', async () => {
    const { owner, seeker, listingId } = await twoPeople(api.app, { owner: 'en', seeker: 'ta' });
    const threadId = await startThread(api.app, seeker, listingId, 'Is there parking?');
    await clientOf(api.app, owner).get(ENQUIRY_API_PATHS.thread(threadId)).expect(200);
    expect(await tickAt(later(BATCH_SECONDS / 60 + 1))).toBe(0);
    expect(mailsTo(owner.email)).toEqual([]);

    // Read within a batch: the batch's mail carries only what came after.
    await clientOf(api.app, seeker).post(ENQUIRY_API_PATHS.reply(threadId)).send({ message: 'And water all day?' }).expect(201);
    await clientOf(api.app, owner).get(ENQUIRY_API_PATHS.thread(threadId)).expect(200);
    await clientOf(api.app, seeker).post(ENQUIRY_API_PATHS.reply(threadId)).send({ message: 'And is it quiet at night?' }).expect(201);
    expect(await tickAt(later(BATCH_SECONDS / 60 + 1))).toBe(1);
    const [mail, ...more] = mailsTo(owner.email);
    expect(more).toEqual([]);
    expect(mail!.text).toContain('And is it quiet at night?');
    expect(mail!.text).not.toContain('And water all day?');
    expect(mail!.text).not.toContain('Is there parking?');

    // Answering is reading too: the seeker's messages before the owner's answer are not mailed to the owner.
    await clientOf(api.app, seeker).post(ENQUIRY_API_PATHS.reply(threadId)).send({ message: 'Can I come today?' }).expect(201);
    await clientOf(api.app, owner).post(ENQUIRY_API_PATHS.reply(threadId)).send({ message: 'Yes, after five.' }).expect(201);
    expect(await tickAt(later(BATCH_SECONDS / 60 + 1))).toBe(1);
    expect(mailsTo(owner.email)).toHaveLength(1);
    expect(mailsTo(seeker.email)[0]!.text).toContain('Yes, after five.');
  });

  it('gives the batch back when the mail cannot be queued, and mails it on the next run', async () => {
    const { owner, seeker, listingId } = await twoPeople(api.app, { owner: 'ta', seeker: 'en' });
    await startThread(api.app, seeker, listingId, 'Is it furnished?');
    const mail = api.app.get(MailService);
    const sendLater = jest.spyOn(mail, 'sendLater').mockRejectedValueOnce(new Error('the database refused the mail'));
    try {
      await expect(job().mailDue(later(BATCH_SECONDS / 60 + 1))).rejects.toThrow('the database refused the mail');
    } finally {
      sendLater.mockRestore();
    }
    expect(mailsTo(owner.email)).toEqual([]);
    expect(await tickAt(later(BATCH_SECONDS / 60 + 1))).toBe(1);
    expect(mailsTo(owner.email)[0]!.subject).toBe(ENQUIRY_MAIL_TEXTS.ta.subject('Annex near Peradeniya'));
  });
});

/** Two API instances on one database, each with its job timer, as production runs them behind a load balancer. */
describe('enquiry mail with two API instances', () => {
  let database: TestDatabase;
  let mailCatcher: MailCatcher;
  let instances: NestExpressApplication[];
  beforeAll(async () => {
    [database, mailCatcher] = await Promise.all([TestDatabase.start(), startMailCatcher()]);
    const env = {
      SMTP_URL: `smtp://127.0.0.1:${mailCatcher.smtpPort}`,
      MAIL_FROM: 'Nivasa <no-reply@nivasa.example>',
      PUBLIC_URL,
      ALLOWED_ORIGINS: SITE_ORIGIN,
      ENQUIRY_MAIL_BATCH_SECONDS: String(BATCH_SECONDS),
    };
    instances = [await startApi(database, env), await startApi(database, env)];
  });
  afterAll(async () => {
    for (const instance of instances ?? []) await instance.close();
    await Promise.all([database?.destroy(), mailCatcher?.stop()]);
  });

  it('mails a batch once, whichever instance took the messages and however the runs overlap', async () => {
    const [a, b] = instances as [NestExpressApplication, NestExpressApplication];
    const conversation = async () => {
      const { owner, seeker, listingId } = await twoPeople(a, { owner: 'en', seeker: 'en' });
      const threadId = await startThread(a, seeker, listingId, 'Message through the first instance.');
      await clientOf(b, seeker)
        .post(ENQUIRY_API_PATHS.reply(threadId))
        .send({ message: 'Message through the second instance.' })
        .expect(201);
      return owner;
    };
    const expectOneMail = (owner: Session) => {
      const mails = mailCatcher.store.list(owner.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text).toContain('Message through the first instance.');
      expect(mails[0]!.text).toContain('Message through the second instance.');
    };
    const flushed = () => Promise.all(instances.map((instance) => instance.get(MailService).flush()));
    const due = () => later(BATCH_SECONDS / 60 + 1);

    // Both timers fire at once: the job lock lets one instance run.
    const first = await conversation();
    await Promise.all(instances.map((instance) => instance.get(EnquiryMailJob).tick(due())));
    await flushed();
    expectOneMail(first);

    // Both instances run the job itself at once (past the lock, as after a lease ran out): the batch's claim lets one mail it.
    const second = await conversation();
    const queued = await Promise.all(instances.map((instance) => instance.get(EnquiryMailJob).mailDue(due())));
    await flushed();
    expect(queued.reduce((sum, count) => sum + count, 0)).toBe(1);
    expectOneMail(second);
    expect(mailCatcher.store.list(first.email)).toHaveLength(1);
  });
});
