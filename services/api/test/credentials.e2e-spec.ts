import type { Connection } from 'mongoose';
import request from 'supertest';
import { obtainIdToken } from '../../identity-provider/src/token-flow';
import { type MailCatcher, startMailCatcher } from '../../mail-catcher/src/mail-catcher';
import { hashLinkToken } from '../src/auth/link-token';
import { EmailChangesCleanupJob } from '../src/auth/email-changes-cleanup.job';
import { asUser, cookieFrom, createSession, newAccount, type Session, setCookieLine, signIn, SITE_ORIGIN } from './support/accounts';
import { connectionOf, eventually, useTestApi } from './support/harness';
import { type LocalIdentityProvider, startIdentityProvider } from './support/identity-provider';

const PUBLIC_URL = 'https://nivasa.example';
const CURRENT_REQUIRED_MESSAGE = 'Enter your current password to change your password or email.';
const CURRENT_REQUIRED = {
  success: false,
  statusCode: 400,
  message: CURRENT_REQUIRED_MESSAGE,
  code: 'VALIDATION_FAILED',
  errors: [expect.objectContaining({ field: 'currentPassword', message: CURRENT_REQUIRED_MESSAGE })],
};
const CURRENT_WRONG_MESSAGE = 'Your current password is not right.';
const CURRENT_WRONG = {
  success: false,
  statusCode: 403,
  message: CURRENT_WRONG_MESSAGE,
  code: 'CURRENT_PASSWORD_WRONG',
  errors: [{ field: 'currentPassword', code: 'FIELD_WRONG', params: {}, message: CURRENT_WRONG_MESSAGE }],
};
const WEAK_MESSAGE = 'This password is too easy to guess. Use a longer one, such as three or four unrelated words.';
const WEAK = {
  success: false,
  statusCode: 400,
  message: WEAK_MESSAGE,
  code: 'VALIDATION_FAILED',
  errors: [expect.objectContaining({ field: 'password', message: WEAK_MESSAGE })],
};
const LINK_INVALID = {
  success: false,
  statusCode: 400,
  code: 'EMAIL_CHANGE_LINK_INVALID',
  message: 'This email confirmation link is invalid or has expired.',
};
const CHANGE_SENT =
  'We sent a link to your new email address. Open it within an hour to finish the change; until then your email stays as it is.';
const NO_PASSWORD_YET =
  'Your account signs in with Google and has no password yet. Set one first with "Forgot password?" on the sign-in page (we mail you a link); then you can change your email here.';

describe('changing credentials: current password, email confirmation, weak passwords', () => {
  let catcher: MailCatcher;
  let provider: LocalIdentityProvider;
  beforeAll(async () => {
    [catcher, provider] = await Promise.all([startMailCatcher(), startIdentityProvider()]);
  });
  const api = useTestApi(() => ({
    SMTP_URL: `smtp://127.0.0.1:${catcher.smtpPort}`,
    PUBLIC_URL,
    ALLOWED_ORIGINS: SITE_ORIGIN,
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: provider.clientId,
  }));
  let connection: Connection;

  beforeAll(() => {
    connection = connectionOf(api.app);
  });

  afterAll(async () => {
    await Promise.all([catcher?.stop(), provider?.stop()]);
  });

  const update = (session: Pick<Session, 'cookie' | 'user'>) => asUser(api.app, session).post(`/api/user/update/${session.user._id}`);
  const confirm = (token: string) => request(api.server()).post(`/api/user/confirm-email/${token}`).set('Origin', SITE_ORIGIN);
  const verify = (cookie: string) => request(api.server()).get('/api/verify-token').set('Cookie', cookie);

  /** The newest mail to the address, once it has come. */
  async function newestMailTo(address: string, count = 1) {
    return eventually(
      async () => {
        const messages = catcher.store.list(address);
        if (messages.length < count) throw new Error(`no mail to ${address} yet`);
        return messages[0]!;
      },
      10_000,
      50,
    );
  }

  /** Asks for a new email with the current password; the token of the link mailed to it. */
  async function requestEmailChange(session: Session, newEmail: string): Promise<string> {
    const before = catcher.store.list(newEmail).length;
    const response = await update(session).send({ email: newEmail, currentPassword: session.password }).expect(200);
    expect(response.body).toEqual({ success: true, message: CHANGE_SENT, user: session.user });
    const mail = await newestMailTo(newEmail, before + 1);
    const token = new RegExp(`${PUBLIC_URL.replace(/\./g, '\\.')}/confirm-email/([A-Za-z0-9_-]{43})`).exec(mail.text)?.[1];
    expect(token).toBeDefined();
    return token!;
  }

  describe('the current password', () => {
    it('is needed to change the password or the email: missing 400, wrong 403, and nothing changes', async () => {
      const session = await createSession(api.app);
      const taken = newAccount().email;
      for (const changes of [{ password: 'a brand new passphrase' }, { email: taken }, { email: taken, username: 'renamed_meanwhile' }]) {
        expect((await update(session).send(changes).expect(400)).body).toEqual(CURRENT_REQUIRED);
        expect(
          (
            await update(session)
              .send({ ...changes, currentPassword: '' })
              .expect(400)
          ).body,
        ).toEqual(CURRENT_REQUIRED);
        expect(
          (
            await update(session)
              .send({ ...changes, currentPassword: 'not my password' })
              .expect(403)
          ).body,
        ).toEqual(CURRENT_WRONG);
      }
      const stored = await connection.collection('users').findOne({ email: session.email });
      expect(stored).toMatchObject({ username: session.user.username, sessionVersion: 0 });
      await signIn(api.app, session.email, session.password);
      await verify(session.cookie).expect(200);
      expect(catcher.store.list(taken)).toEqual([]);
    });

    it('is not needed for the other fields', async () => {
      const session = await createSession(api.app);
      const response = await update(session)
        .send({ username: `${session.user.username}_x`, number: '0112345678', email: session.email })
        .expect(200);
      expect(response.body.message).toBe('User is updated successfully!');
    });

    it('lets the password change with it: the new one signs in, the old one not', async () => {
      const session = await createSession(api.app);
      const response = await update(session).send({ password: 'tea estates at dawn', currentPassword: session.password }).expect(200);
      expect(response.body).toEqual({ success: true, message: 'User is updated successfully!', user: session.user });
      await verify(cookieFrom(response)!).expect(200);
      await request(api.server()).post('/api/auth/signin').send({ email: session.email, password: session.password }).expect(401);
      await signIn(api.app, session.email, 'tea estates at dawn');
    });
  });

  describe('a weak new password', () => {
    it.each([
      ['password', 'password'],
      ['12345678', '12345678'],
      ['eight spaces', ' '.repeat(8)],
    ])('is refused on update: %s', async (_case, password) => {
      const session = await createSession(api.app);
      expect((await update(session).send({ password, currentPassword: session.password }).expect(400)).body).toEqual(WEAK);
      await signIn(api.app, session.email, session.password);
    });

    it('is refused on update when it is the username or the email', async () => {
      const session = await createSession(api.app);
      for (const password of [session.user.username, session.email]) {
        expect((await update(session).send({ password, currentPassword: session.password }).expect(400)).body).toEqual(WEAK);
      }
    });
  });

  describe('an email change', () => {
    it('mails a link to the new address and a notice to the old one, and changes the email only when the link is used', async () => {
      const session = await createSession(api.app);
      const elsewhere = await signIn(api.app, session.email, session.password);
      const newEmail = newAccount().email;
      const token = await requestEmailChange(session, newEmail.toUpperCase());

      const link = await newestMailTo(newEmail);
      expect(link.subject).toBe('Confirm your new Nivasa email address');
      expect(link.html).toContain(`href="${PUBLIC_URL}/confirm-email/${token}"`);
      const notice = await newestMailTo(session.email);
      expect(notice.subject).toBe('Your Nivasa email address is being changed');
      expect(notice.text).toContain(`to ${newEmail}`);
      expect(notice.text).toContain('If it was not you, reset your password now');
      expect(notice.text).toContain(`${PUBLIC_URL}/forgotpassword`);
      expect(notice.text).not.toContain(token);

      // Nothing changed yet; only the token's hash is stored.
      expect((await verify(session.cookie).expect(200)).body.user.email).toBe(session.email);
      await signIn(api.app, session.email, session.password);
      const stored = await connection.collection('email_changes').findOne({ tokenHash: hashLinkToken(token) });
      expect(stored).toMatchObject({ newEmail, usedAt: null });
      expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBeCloseTo(60 * 60 * 1000, -3);
      expect(JSON.stringify(await connection.collection('email_changes').find().toArray())).not.toContain(token);

      // The link works without a session (it may be opened on another device).
      const confirmed = await confirm(token).expect(200);
      expect(confirmed.body).toEqual({ success: true, message: 'Your email address has been changed.', email: newEmail });
      expect(confirmed.headers['cache-control']).toBe('no-store');
      expect((await verify(session.cookie).expect(200)).body.user.email).toBe(newEmail);
      await verify(elsewhere.cookie).expect(200);
      await signIn(api.app, newEmail, session.password);
      await request(api.server()).post('/api/auth/signin').send({ email: session.email, password: session.password }).expect(401);
      expect(await connection.collection('users').findOne({ email: newEmail })).toMatchObject({ emailVerified: true });

      expect((await confirm(token).expect(400)).body).toEqual(LINK_INVALID);
    });

    it('refuses an expired, bogus or voided link', async () => {
      const session = await createSession(api.app);
      const expired = await requestEmailChange(session, newAccount().email);
      await connection
        .collection('email_changes')
        .updateOne({ tokenHash: hashLinkToken(expired) }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
      expect((await confirm(expired).expect(400)).body).toEqual(LINK_INVALID);
      for (const bogus of ['bogus', 'A'.repeat(43)]) expect((await confirm(bogus).expect(400)).body).toEqual(LINK_INVALID);

      // A newer request voids the older link.
      const older = await requestEmailChange(session, newAccount().email);
      const newer = newAccount().email;
      const newest = await requestEmailChange(session, newer);
      expect((await confirm(older).expect(400)).body).toEqual(LINK_INVALID);
      expect((await confirm(newest).expect(200)).body.email).toBe(newer);
    });

    it('is stopped by a password change made after it (the owner taking the account back)', async () => {
      const session = await createSession(api.app);
      const token = await requestEmailChange(session, newAccount().email);
      const changed = await update(session).send({ password: 'the owner is back now', currentPassword: session.password }).expect(200);
      expect(setCookieLine(changed)).toBeDefined();
      expect((await confirm(token).expect(400)).body).toEqual(LINK_INVALID);
      expect((await connection.collection('users').findOne({ username: session.user.username }))?.email).toBe(session.email);
    });

    it('can come with a new password in the same request, and the link still works', async () => {
      const session = await createSession(api.app);
      const newEmail = newAccount().email;
      const response = await update(session)
        .send({ email: newEmail, password: 'monsoon rain on tin', currentPassword: session.password })
        .expect(200);
      expect(response.body.message).toBe(CHANGE_SENT);
      const token = /confirm-email\/([A-Za-z0-9_-]{43})/.exec((await newestMailTo(newEmail)).text)![1]!;
      await confirm(token).expect(200);
      await signIn(api.app, newEmail, 'monsoon rain on tin');
    });

    it('refuses an address another account has, when asked and when the link is used', async () => {
      const [session, other] = await Promise.all([createSession(api.app), createSession(api.app)]);
      const refused = await update(session).send({ email: other.email, currentPassword: session.password }).expect(409);
      expect(refused.body).toMatchObject({
        code: 'EMAIL_TAKEN',
        message: 'An account with that email already exists.',
        errors: [{ field: 'email', code: 'FIELD_TAKEN' }],
      });

      const wanted = newAccount().email;
      const token = await requestEmailChange(session, wanted);
      await request(api.server())
        .post('/api/auth/signup')
        .send(newAccount({ email: wanted }))
        .expect(201);
      expect((await confirm(token).expect(409)).body).toMatchObject({
        code: 'EMAIL_TAKEN',
        message: 'An account with that email already exists.',
      });
      expect((await connection.collection('users').findOne({ username: session.user.username }))?.email).toBe(session.email);
    });

    it('removes expired links in the scheduled job', async () => {
      const session = await createSession(api.app);
      const token = await requestEmailChange(session, newAccount().email);
      const changes = connection.collection('email_changes');
      await changes.updateOne({ tokenHash: hashLinkToken(token) }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
      await api.app.get(EmailChangesCleanupJob).tick();
      expect(await changes.countDocuments({ tokenHash: hashLinkToken(token) })).toBe(0);
      expect(await connection.collection('job_locks').findOne({ name: 'email-changes-cleanup' })).toMatchObject({
        holder: expect.any(String),
      });
    });
  });

  describe('an account made by identity-provider sign-in', () => {
    async function providerSession(email: string): Promise<Session> {
      const start = await request(api.server()).get('/api/auth/google/start').expect(200);
      const idToken = await obtainIdToken({
        issuer: provider.issuer,
        clientId: provider.clientId,
        redirectUri: provider.redirectUri,
        email,
        name: 'Chamari Provider',
        nonce: start.body.nonce,
      });
      const response = await request(api.server())
        .post('/api/auth/google')
        .set('Cookie', cookieFrom(start, 'oidc_nonce')!)
        .set('Origin', SITE_ORIGIN)
        .send({ idToken })
        .expect(200);
      const cookie = cookieFrom(response)!;
      return { user: response.body.user, cookie, token: cookie.slice('access_token='.length), password: '', email };
    }

    it('has no password: it is told to set one through the reset link, then can change its email with it', async () => {
      const email = newAccount().email;
      const session = await providerSession(email);
      expect(session.user.hasPassword).toBe(false);
      for (const changes of [
        { email: newAccount().email },
        { password: 'my first own password' },
        { email: newAccount().email, currentPassword: 'guess' },
      ]) {
        const refused = await update(session).send(changes).expect(400);
        expect(refused.body).toEqual({ success: false, statusCode: 400, code: 'NO_PASSWORD_YET', message: NO_PASSWORD_YET });
      }

      await request(api.server()).post('/api/forgot-password').send({ email }).expect(200);
      const reset = /reset-password\/([A-Za-z0-9_-]{43})/.exec((await newestMailTo(email)).text)![1]!;
      await request(api.server()).post(`/api/reset-password/${reset}`).send({ newPassword: 'my first own password' }).expect(200);
      const withPassword = await signIn(api.app, email, 'my first own password');
      expect(withPassword.user.hasPassword).toBe(true);
      await requestEmailChange(withPassword, newAccount().email);
    });
  });
});
