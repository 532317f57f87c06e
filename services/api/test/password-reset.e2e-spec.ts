import { Logger } from '@nestjs/common';
import type { Connection } from 'mongoose';
import request from 'supertest';
import { hashLinkToken } from '../src/auth/link-token';
import { PasswordResetService } from '../src/auth/password-reset.service';
import { PasswordResetsCleanupJob } from '../src/auth/password-resets-cleanup.job';
import { MailService } from '../src/mail/mail.service';
import { createSession, type Session, signIn } from './support/accounts';
import { connectionOf, eventually, startApi } from './support/harness';
import { PUBLIC_URL, useMailingApi } from './support/mailing-api';

const SENT = { success: true, message: 'If an account exists for that email, a reset link is on its way.' };
const INVALID = { success: false, statusCode: 400, code: 'RESET_LINK_INVALID', message: 'This reset link is invalid or has expired.' };

describe('forgotten passwords', () => {
  const { api, catcher, mailTo } = useMailingApi();
  let connection: Connection;
  let resets: PasswordResetService;

  beforeAll(() => {
    connection = connectionOf(api.app);
    resets = api.app.get(PasswordResetService);
  });

  /** Asks for a link and reads it from the mail the catcher got. */
  async function mailedLink(session: Session): Promise<{ token: string; text: string; html: string; from: string; subject: string }> {
    const before = catcher().store.list(session.email).length;
    const response = await request(api.server()).post('/api/forgot-password').send({ email: session.email }).expect(200);
    expect(response.body).toEqual(SENT);
    const mail = await eventually(
      async () => {
        const messages = catcher().store.list(session.email);
        if (messages.length === before) throw new Error('no mail yet');
        return messages[0]!;
      },
      10_000,
      50,
    );
    const match = /https:\/\/nivasa\.example\/reset-password\/([A-Za-z0-9_-]{43})/.exec(mail.text);
    expect(match).not.toBeNull();
    return { token: match![1]!, ...mail };
  }

  it('mails a link built from PUBLIC_URL (never the Host header), then the reset ends the old sessions', async () => {
    const session = await createSession(api.app);
    const response = await request(api.server())
      .post('/api/forgot-password')
      .set('Host', 'evil.example')
      .set('X-Forwarded-Host', 'evil.example')
      .send({ email: session.email.toUpperCase() })
      .expect(200);
    expect(response.body).toEqual(SENT);
    const mail = await mailTo(session.email, 'Reset your Nivasa password');
    expect(mail.subject).toBe('Reset your Nivasa password');
    expect(mail.from).toBe('no-reply@nivasa.example');
    expect(mail.text).toContain(`Hello ${session.user.username},`);
    expect(mail.text).not.toContain('evil.example');
    const token = /reset-password\/([A-Za-z0-9_-]{43})/.exec(mail.text)![1]!;
    expect(mail.text).toContain(`${PUBLIC_URL}/reset-password/${token}`);
    expect(mail.html).toContain(`href="${PUBLIC_URL}/reset-password/${token}"`);

    // Only the token's hash is stored, with an hour to live.
    const stored = await connection.collection('password_resets').findOne({ tokenHash: hashLinkToken(token) });
    expect(stored).toMatchObject({ usedAt: null });
    expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBeCloseTo(60 * 60 * 1000, -3);
    expect(JSON.stringify(await connection.collection('password_resets').find().toArray())).not.toContain(token);

    const reset = await request(api.server()).post(`/api/reset-password/${token}`).send({ newPassword: 'my new passphrase' }).expect(200);
    expect(reset.body).toEqual({ success: true, message: 'Your password has been reset. You can sign in now.' });
    const refused = await request(api.server()).get('/api/verify-token').set('Cookie', session.cookie).expect(401);
    expect(refused.body.message).toBe('Token invalid');
    await request(api.server()).post('/api/auth/signin').send({ email: session.email, password: session.password }).expect(401);
    const fresh = await signIn(api.app, session.email, 'my new passphrase');
    await request(api.server()).get('/api/verify-token').set('Cookie', fresh.cookie).expect(200);
  });

  it('gives the same answer, and sends nothing, for an unknown email', async () => {
    const response = await request(api.server()).post('/api/forgot-password').send({ email: 'nobody-here@example.lk' }).expect(200);
    expect(response.body).toEqual(SENT);
    await api.app.get(MailService).flush();
    expect(catcher().store.list('nobody-here@example.lk')).toEqual([]);
  });

  it('validates the email and the new password', async () => {
    expect((await request(api.server()).post('/api/forgot-password').send({ email: 'nope' }).expect(400)).body.message).toBe(
      'Enter a valid email address.',
    );
    const session = await createSession(api.app);
    const { token } = await mailedLink(session);
    const short = await request(api.server()).post(`/api/reset-password/${token}`).send({ newPassword: 'short' }).expect(400);
    expect(short.body.message).toBe('Password must be 8 to 128 characters long.');
    for (const newPassword of ['password', '12345678', ' '.repeat(8), session.user.username, session.email]) {
      const weak = await request(api.server()).post(`/api/reset-password/${token}`).send({ newPassword }).expect(400);
      expect(weak.body.message).toBe('This password is too easy to guess. Use a longer one, such as three or four unrelated words.');
    }
    // A refused password does not use the link up.
    await request(api.server()).post(`/api/reset-password/${token}`).send({ newPassword: 'long enough now' }).expect(200);
  });

  it('refuses a bogus token', async () => {
    for (const token of ['bogus', 'A'.repeat(43), 'x'.repeat(200)]) {
      const response = await request(api.server()).post(`/api/reset-password/${token}`).send({ newPassword: 'whatever it is' }).expect(400);
      expect(response.body).toEqual(INVALID);
    }
  });

  it('refuses an expired link', async () => {
    const session = await createSession(api.app);
    const { token } = await mailedLink(session);
    await connection
      .collection('password_resets')
      .updateOne({ tokenHash: hashLinkToken(token) }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    const response = await request(api.server())
      .post(`/api/reset-password/${token}`)
      .send({ newPassword: 'too late for this' })
      .expect(400);
    expect(response.body).toEqual(INVALID);
    await signIn(api.app, session.email, session.password);
  });

  it('lets a link work once, and ends the other links of the account', async () => {
    const session = await createSession(api.app);
    const first = await mailedLink(session);
    const second = await mailedLink(session);
    expect(second.token).not.toBe(first.token);
    await request(api.server()).post(`/api/reset-password/${first.token}`).send({ newPassword: 'first new password' }).expect(200);
    expect(
      (await request(api.server()).post(`/api/reset-password/${first.token}`).send({ newPassword: 'second try here' }).expect(400)).body,
    ).toEqual(INVALID);
    expect(
      (await request(api.server()).post(`/api/reset-password/${second.token}`).send({ newPassword: 'second try here' }).expect(400)).body,
    ).toEqual(INVALID);
    await signIn(api.app, session.email, 'first new password');
  });

  it('lets only one of two racing uses of a link win', async () => {
    const session = await createSession(api.app);
    const { token } = await mailedLink(session);
    const statuses = await Promise.all(
      ['racing password one', 'racing password two'].map(
        async (newPassword) => (await request(api.server()).post(`/api/reset-password/${token}`).send({ newPassword })).status,
      ),
    );
    expect(statuses.sort()).toEqual([200, 400]);
  });

  it('answers the same when the mail cannot be sent, and logs it', async () => {
    const broken = await startApi(api.database, { SMTP_URL: 'smtp://127.0.0.1:9' });
    // A first failure is a warning: the outbox tries again (mail-outbox.e2e-spec.ts).
    const logged = jest.spyOn(Logger.prototype, 'warn');
    try {
      const session = await createSession(api.app);
      const response = await request(broken.getHttpServer()).post('/api/forgot-password').send({ email: session.email }).expect(200);
      expect(response.body).toEqual(SENT);
      await broken.get(MailService).flush();
      expect(logged).toHaveBeenCalledWith(
        expect.stringMatching(
          /^Could not send the password-reset mail to user [0-9a-f]{24} \(attempt 1 of 12\): .+; trying again in 10 s$/,
        ),
      );
      expect(JSON.stringify(logged.mock.calls)).not.toContain(session.email);
    } finally {
      logged.mockRestore();
      await broken.close();
    }
  });

  it('removes expired links in the scheduled job', async () => {
    const session = await createSession(api.app);
    const { token } = await mailedLink(session);
    const collection = connection.collection('password_resets');
    await collection.updateOne({ tokenHash: hashLinkToken(token) }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    const removed = await resets.removeExpired();
    expect(removed).toBeGreaterThanOrEqual(1);
    expect(await collection.countDocuments({ tokenHash: hashLinkToken(token) })).toBe(0);
    expect(await collection.countDocuments({ expiresAt: { $lte: new Date() } })).toBe(0);
    // And the scheduled run takes the job lock, so one instance of several does it.
    await api.app.get(PasswordResetsCleanupJob).tick();
    expect(await connection.collection('job_locks').findOne({ name: 'password-resets-cleanup' })).toMatchObject({
      holder: expect.any(String),
    });
  });
});
