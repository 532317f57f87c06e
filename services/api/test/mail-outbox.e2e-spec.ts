import type { NestExpressApplication } from '@nestjs/platform-express';
import type { HealthResponse } from '@nivasa/contracts/api';
import { Types } from 'mongoose';
import request from 'supertest';
import { type MailCatcher, startMailCatcher } from '../../mail-catcher/src/mail-catcher';
import { EmailChangeService } from '../src/auth/email-change.service';
import { JobLockService } from '../src/common/job-lock/job-lock.service';
import { MAIL_OUTBOX_JOB, MailOutboxJob } from '../src/mail/mail-outbox.job';
import { MailOutboxRepository } from '../src/mail/mail-outbox.repository';
import { MailSender } from '../src/mail/mail-sender';
import { MailService } from '../src/mail/mail.service';
import { SENT_MAIL_CLEANUP_JOB, SENT_MAIL_KEPT_MS, SentMailCleanupJob } from '../src/mail/sent-mail-cleanup.job';
import { UsersService } from '../src/users/users.service';
import { createSession, type Session, signIn } from './support/accounts';
import { connectionOf, startApi, TestDatabase } from './support/harness';
import { createAdminSession } from './support/listings';

const PUBLIC_URL = 'https://nivasa.example';
const MINUTE = 60_000;

/**
 * The outbox against the real app, the embedded database and the real mail catcher: mail outlives
 * an SMTP outage and the API's restart, and however many instances tick, each mail goes once.
 */
describe('the mail outbox', () => {
  let database: TestDatabase;
  let smtpPort: number;
  let catcher: MailCatcher | undefined;
  const apps: NestExpressApplication[] = [];
  const env = () => ({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, PUBLIC_URL });
  const outbox = () => connectionOf(apps[0]!).collection('mail_outbox');
  let admin: Session | undefined;
  /** Health as an admin sees it (with the mail backlog), or as the session given, or a visitor (null), sees it. */
  const health = async (app: NestExpressApplication, viewer?: Session | null) => {
    if (viewer === undefined) admin ??= await createAdminSession(app);
    const session = viewer === undefined ? admin : viewer;
    const call = request(app.getHttpServer()).get('/api/health');
    return (await (session ? call.set('Cookie', session.cookie) : call).expect(200)).body as HealthResponse;
  };

  async function start(): Promise<NestExpressApplication> {
    const app = await startApi(database, env());
    apps.push(app);
    return app;
  }

  async function close(app: NestExpressApplication): Promise<void> {
    await app.close();
    apps.splice(apps.indexOf(app), 1);
  }

  beforeAll(async () => {
    database = await TestDatabase.start();
    // A port the catcher owned: nothing listens there until the catcher starts again on it.
    const first = await startMailCatcher();
    smtpPort = first.smtpPort;
    await first.stop();
  });

  afterAll(async () => {
    for (const app of [...apps]) await close(app);
    await catcher?.stop();
    await database?.destroy();
  });

  it('keeps mail through an SMTP outage and a restart of the API, then sends each mail exactly once', async () => {
    const app = await start();
    const [alice, bob] = [await createSession(app), await createSession(app)];
    for (const session of [alice, bob])
      await request(app.getHttpServer()).post('/api/forgot-password').send({ email: session.email }).expect(200);
    const newEmail = `moved.${alice.email}`;
    await app.get(EmailChangeService).request((await app.get(UsersService).findById(new Types.ObjectId(alice.user._id)))!, newEmail);
    // The at-once attempt of each mail is refused (nothing listens): each waits in the outbox.
    await app.get(MailService).flush();
    const waiting = await outbox().find().toArray();
    expect(waiting.map((mail) => mail.to).sort()).toEqual([alice.email, alice.email, bob.email, newEmail].sort());
    for (const mail of waiting) {
      expect(mail).toMatchObject({ status: 'pending', attempts: 1, lastError: expect.stringMatching(/ECONNREFUSED/) });
      expect(mail.dueAt.getTime()).toBeGreaterThan(Date.now());
    }
    expect((await health(app)).mail).toEqual({ pending: 4, oldestPendingSeconds: expect.any(Number), failed: 0 });
    // Only admins see the backlog: from its count, anyone could tell that a reset mail went to an existing account.
    expect(await health(app, null)).not.toHaveProperty('mail');
    expect(await health(app, bob)).not.toHaveProperty('mail');

    // A tick a minute later, the server still down: one attempt, then it leaves the rest for the next tick.
    await app.get(MailOutboxJob).tick(new Date(Date.now() + MINUTE));
    expect(await outbox().countDocuments({ status: 'pending', attempts: 2 })).toBe(1);
    expect(await outbox().countDocuments({ status: 'pending' })).toBe(4);

    await close(app);
    catcher = await startMailCatcher({ smtpPort });
    const restarted = await start();
    expect((await health(restarted)).mail).toMatchObject({ pending: 4, failed: 0 });
    expect(catcher.store.list()).toEqual([]);

    await restarted.get(MailOutboxJob).tick(new Date(Date.now() + 10 * MINUTE));
    const caught = catcher.store.list();
    expect(caught.map((mail) => mail.to[0]).sort()).toEqual([alice.email, alice.email, bob.email, newEmail].sort());
    expect(caught.map((mail) => mail.messageId).sort()).toEqual(waiting.map((mail) => `<${mail._id.toString()}@nivasa.lk>`).sort());
    expect(caught.map((mail) => mail.subject).sort()).toEqual(
      [
        'Confirm your new Nivasa email address',
        'Reset your Nivasa password',
        'Reset your Nivasa password',
        'Your Nivasa email address is being changed',
      ].sort(),
    );
    // The mail that waited works: Bob's reset link resets his password.
    const token = /reset-password\/([A-Za-z0-9_-]{43})/.exec(catcher.store.list(bob.email)[0]!.text)![1];
    await request(restarted.getHttpServer())
      .post(`/api/reset-password/${token}`)
      .send({ newPassword: 'waited out the outage' })
      .expect(200);
    await signIn(restarted, bob.email, 'waited out the outage');

    // Sent: the bodies (with their live links) are gone, and health shows no backlog.
    expect(await outbox().countDocuments({ status: 'sent', text: { $exists: false }, html: { $exists: false } })).toBe(4);
    expect((await health(restarted)).mail).toEqual({ pending: 0, oldestPendingSeconds: null, failed: 0 });
    // Ticking again, even much later, sends nothing twice.
    await restarted.get(MailOutboxJob).tick(new Date(Date.now() + 60 * MINUTE));
    expect(catcher.store.list()).toHaveLength(4);
  }, 60_000);

  it('sends each mail once when two instances on one database tick at once and send as mail is written', async () => {
    const [a, b] = [apps[0] ?? (await start()), await start()];
    catcher!.store.clear();
    const mail = (index: number) => ({
      to: `two-instances-${index}@example.lk`,
      subject: `Mail ${index}`,
      text: `Hello ${index}`,
      html: `<p>Hello ${index}</p>`,
    });
    // Half already waiting (as after an outage), half written while both instances tick and send.
    for (let index = 0; index < 12; index += 1) await a.get(MailOutboxRepository).enqueue(mail(index), `mail ${index}`);
    await Promise.all([
      a.get(MailOutboxJob).tick(),
      b.get(MailOutboxJob).tick(),
      // Past the job lock too: only the mails' own claims keep them apart.
      a.get(MailSender).sendDue(),
      b.get(MailSender).sendDue(),
      ...Array.from({ length: 12 }, (_, index) => (index % 2 ? a : b).get(MailService).sendLater(mail(12 + index), `mail ${12 + index}`)),
    ]);
    await Promise.all([a.get(MailService).flush(), b.get(MailService).flush()]);
    // A mail written while the senders were busy may be left for the next tick.
    await Promise.all([a.get(MailOutboxJob).tick(), b.get(MailOutboxJob).tick()]);

    const recipients = catcher!.store.list().map((caught) => caught.to[0]);
    expect(recipients).toHaveLength(24);
    expect(new Set(recipients).size).toBe(24);
    const sent = await outbox()
      .find({ to: /^two-instances-/ })
      .toArray();
    expect(sent.every((stored) => stored.status === 'sent')).toBe(true);
    // Both instances did some of the sending: the claims really raced.
    const holders = [a, b].map((app) => app.get(JobLockService).holder);
    expect(new Set(sent.map((stored) => stored.claimedBy))).toEqual(new Set(holders));
    await close(b);
  }, 60_000);

  it('removes mail sent over a week ago in the hourly job, keeping failed and waiting mail', async () => {
    // A fresh instance: passport's strategies are the process's, so the session check runs in the
    // app started last, and the one the test before closed can no longer read the admin.
    const app = await start();
    const old = new Date(Date.now() - SENT_MAIL_KEPT_MS - MINUTE);
    const base = { subject: 'Old', about: 'old mail', attempts: 1, createdAt: old };
    await outbox().insertMany([
      { ...base, to: 'sent-long-ago@example.lk', status: 'sent', dueAt: old, sentAt: old },
      { ...base, to: 'sent-yesterday@example.lk', status: 'sent', dueAt: old, sentAt: new Date(Date.now() - 24 * 60 * MINUTE) },
      { ...base, to: 'failed-long-ago@example.lk', status: 'failed', dueAt: old, sentAt: null, text: 'kept', html: '<p>kept</p>' },
    ]);
    await app.get(SentMailCleanupJob).tick();
    expect(await outbox().countDocuments({ to: 'sent-long-ago@example.lk' })).toBe(0);
    expect(await outbox().countDocuments({ to: 'failed-long-ago@example.lk', status: 'failed' })).toBe(1);
    expect(await outbox().countDocuments({ to: 'sent-yesterday@example.lk' })).toBe(1);
    expect(await connectionOf(app).collection('job_locks').findOne({ name: SENT_MAIL_CLEANUP_JOB })).toMatchObject({
      holder: expect.any(String),
    });
    // The failed mail shows in health until someone deals with it.
    expect((await health(app)).mail).toMatchObject({ failed: 1 });
    // The outbox job released its lease after its tick, so the next may run on any instance.
    expect((await connectionOf(app).collection('job_locks').findOne({ name: MAIL_OUTBOX_JOB }))!.lockedUntil.getTime()).toBe(0);
  });
});
