import { decodeJwt, SignJWT, generateKeyPair } from 'jose';
import type { Connection } from 'mongoose';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { derivedObjectId } from '../src/common/derived-id';
import { ExpiringKeysCleanupJob } from '../src/common/expiring-keys/expiring-keys-cleanup.job';
import { asUser, cookieFrom, createSession, newAccount, setCookieLine, signIn, SITE_ORIGIN } from './support/accounts';
import { connectionOf, TEST_JWT_SECRET, useTestApi } from './support/harness';

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('sign-up, sign-in and sessions', () => {
  const api = useTestApi();
  let connection: Connection;

  beforeAll(() => {
    connection = connectionOf(api.app);
  });

  describe('POST /api/auth/signup', () => {
    it('creates the account, storing the number normalised and a hash of the password', async () => {
      const account = newAccount({ email: '  Nimal.Perera@Example.LK ', username: 'nimal.perera', number: '077-123 4567' });
      const response = await request(api.server()).post('/api/auth/signup').send(account).expect(201);
      expect(response.body).toEqual({ success: true, message: 'Account created. You can sign in now.' });
      const stored = await connection.collection('users').findOne({ username: 'nimal.perera' });
      expect(stored).toMatchObject({ email: 'nimal.perera@example.lk', number: '+94771234567', isAdmin: false, sessionVersion: 0 });
      expect(stored!.password).toMatch(/^\$argon2id\$/);
      expect(stored!.password).not.toContain(account.password);
    });

    it.each([
      ['email', { email: 'not-an-email' }, 'Enter a valid email address.'],
      ['a missing email', { email: undefined }, 'Enter a valid email address.'],
      ['a short username', { username: 'ab' }, 'Username must be 3 to 30 characters: letters, digits, dots, underscores or dashes.'],
      [
        'a long username',
        { username: 'a'.repeat(31) },
        'Username must be 3 to 30 characters: letters, digits, dots, underscores or dashes.',
      ],
      [
        'a username with spaces',
        { username: 'nimal perera' },
        'Username must be 3 to 30 characters: letters, digits, dots, underscores or dashes.',
      ],
      ['a short password', { password: '1234567' }, 'Password must be 8 to 128 characters long.'],
      ['a long password', { password: 'x'.repeat(129) }, 'Password must be 8 to 128 characters long.'],
      [
        'a foreign number without its country code',
        { number: '20 7946 0958' },
        'Enter a Sri Lankan phone number, such as 077 123 4567, or a number from abroad with its country code, such as +44 20 7946 0958.',
      ],
      [
        'a short number',
        { number: '077123456' },
        'Enter a Sri Lankan phone number, such as 077 123 4567, or a number from abroad with its country code, such as +44 20 7946 0958.',
      ],
      [
        'a missing number',
        { number: undefined },
        'Enter a Sri Lankan phone number, such as 077 123 4567, or a number from abroad with its country code, such as +44 20 7946 0958.',
      ],
    ])('refuses %s with 400 and a message', async (_case, override, message) => {
      const response = await request(api.server())
        .post('/api/auth/signup')
        .send({ ...newAccount(), ...override })
        .expect(400);
      expect(response.body).toEqual({
        success: false,
        statusCode: 400,
        message,
        code: 'VALIDATION_FAILED',
        errors: [expect.objectContaining({ field: Object.keys(override)[0], message })],
      });
    });

    it.each([
      ['password', 'password'],
      ['12345678', '12345678'],
      ['eight spaces', ' '.repeat(8)],
      ['the username', 'kumari.fernando77'],
      ['the email', 'kumari.fernando77@example.lk'],
    ])('refuses a password that is easy to guess: %s', async (_case, password) => {
      const account = newAccount({ username: 'kumari.fernando77', email: 'kumari.fernando77@example.lk', password });
      const response = await request(api.server()).post('/api/auth/signup').send(account).expect(400);
      expect(response.body).toEqual({
        success: false,
        statusCode: 400,
        message: 'This password is too easy to guess. Use a longer one, such as three or four unrelated words.',
        code: 'VALIDATION_FAILED',
        errors: [
          expect.objectContaining({
            field: 'password',
            message: 'This password is too easy to guess. Use a longer one, such as three or four unrelated words.',
          }),
        ],
      });
      expect(await connection.collection('users').countDocuments({ email: account.email })).toBe(0);
    });

    it('gives one message per bad field when several are bad', async () => {
      const response = await request(api.server())
        .post('/api/auth/signup')
        .send({ email: 'x', username: 'a', password: 'b', number: 'c' })
        .expect(400);
      expect(response.body.message.split('; ')).toHaveLength(4);
    });

    it('refuses fields it does not know, such as isAdmin, and stores nothing', async () => {
      const account = newAccount();
      const response = await request(api.server())
        .post('/api/auth/signup')
        .send({ ...account, isAdmin: true })
        .expect(400);
      expect(response.body.message).toBe('property isAdmin should not exist');
      expect(await connection.collection('users').countDocuments({ email: account.email })).toBe(0);
    });

    it('refuses a taken email, whatever its case, and a taken username, with 409 and success false', async () => {
      const account = newAccount();
      await request(api.server()).post('/api/auth/signup').send(account).expect(201);
      const sameEmail = await request(api.server())
        .post('/api/auth/signup')
        .send(newAccount({ email: account.email.toUpperCase() }))
        .expect(409);
      expect(sameEmail.body).toEqual({
        success: false,
        statusCode: 409,
        message: 'An account with that email already exists.',
        code: 'EMAIL_TAKEN',
        errors: [{ field: 'email', code: 'FIELD_TAKEN', params: {}, message: 'An account with that email already exists.' }],
      });
      const sameUsername = await request(api.server())
        .post('/api/auth/signup')
        .send(newAccount({ username: account.username }))
        .expect(409);
      expect(sameUsername.body).toEqual({
        success: false,
        statusCode: 409,
        message: 'That username is taken.',
        code: 'USERNAME_TAKEN',
        errors: [{ field: 'username', code: 'FIELD_TAKEN', params: {}, message: 'That username is taken.' }],
      });
      const sameUsernameOtherCase = await request(api.server())
        .post('/api/auth/signup')
        .send(newAccount({ username: account.username.toUpperCase() }))
        .expect(409);
      expect(sameUsernameOtherCase.body.message).toBe('That username is taken.');
      expect(await connection.collection('users').countDocuments({ email: account.email })).toBe(1);
    });
  });

  describe('POST /api/auth/signin', () => {
    const account = newAccount();
    beforeAll(async () => {
      await request(api.server()).post('/api/auth/signup').send(account).expect(201);
    });

    it('sets the session cookie and returns the user without the password', async () => {
      const response = await request(api.server())
        .post('/api/auth/signin')
        .send({ email: account.email.toUpperCase(), password: account.password })
        .expect(200);
      expect(response.body).toEqual({
        success: true,
        message: 'Signed in successfully.',
        user: {
          _id: expect.stringMatching(/^[0-9a-f]{24}$/),
          username: account.username,
          email: account.email,
          number: '+94771234567',
          avatar: '',
          isAdmin: false,
          hasPassword: true,
          language: 'en',
          phoneVerified: false,
        },
      });
      expect(JSON.stringify(response.body)).not.toMatch(/password|argon2|sessionVersion/);
      expect(response.headers['cache-control']).toBe('no-store');
    });

    it('makes the cookie httpOnly, SameSite=Lax, path / and as long-lived as the token (not Secure outside production)', async () => {
      const response = await request(api.server())
        .post('/api/auth/signin')
        .send({ email: account.email, password: account.password })
        .expect(200);
      const line = setCookieLine(response)!;
      const attributes = line.split(';').map((part) => part.trim());
      expect(attributes).toEqual(expect.arrayContaining(['HttpOnly', 'SameSite=Lax', 'Path=/', `Max-Age=${7 * 24 * 3600}`]));
      expect(attributes).not.toContain('Secure');
      const token = cookieFrom(response)!.split('=')[1]!;
      const [header, payload] = token
        .split('.')
        .slice(0, 2)
        .map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()));
      expect(header).toEqual({ alg: 'HS256', typ: 'JWT' });
      expect(payload).toMatchObject({ sub: response.body.user._id, sv: 0, iss: 'nivasa-api', aud: 'nivasa' });
      expect(payload.exp - payload.iat).toBe(7 * 24 * 3600);
    });

    it('gives the same 401 for a wrong password and an unknown email', async () => {
      const wrongPassword = await request(api.server())
        .post('/api/auth/signin')
        .send({ email: account.email, password: 'not the password' })
        .expect(401);
      const unknownEmail = await request(api.server())
        .post('/api/auth/signin')
        .send({ email: 'nobody@example.lk', password: account.password })
        .expect(401);
      expect(wrongPassword.body).toEqual({
        success: false,
        statusCode: 401,
        code: 'WRONG_CREDENTIALS',
        message: 'Wrong email or password.',
      });
      expect(unknownEmail.body).toEqual(wrongPassword.body);
      expect(wrongPassword.headers['set-cookie']).toBeUndefined();
    });

    it('refuses a malformed body with 400', async () => {
      const response = await request(api.server()).post('/api/auth/signin').send({ email: account.email }).expect(400);
      expect(response.body.message).toBe('Enter your password.');
      await request(api.server())
        .post('/api/auth/signin')
        .send({ email: { $ne: '' }, password: 'x' })
        .expect(400);
    });
  });

  describe('GET /api/verify-token', () => {
    let session: Awaited<ReturnType<typeof createSession>>;
    beforeAll(async () => {
      session = await createSession(api.app);
    });

    it('returns the user for the cookie', async () => {
      const response = await request(api.server()).get('/api/verify-token').set('Cookie', session.cookie).expect(200);
      expect(response.body).toEqual({ user: session.user });
    });

    it('returns the user for an Authorization: Bearer header', async () => {
      const response = await request(api.server()).get('/api/verify-token').set('Authorization', `Bearer ${session.token}`).expect(200);
      expect(response.body.user._id).toBe(session.user._id);
    });

    it('answers a visitor, who has no token, 200 with no user: no error for a page that only asks', async () => {
      const response = await request(api.server()).get('/api/verify-token').expect(200);
      expect(response.body).toEqual({ user: null });
      expect(response.headers['cache-control']).toBe('no-store');
    });

    describe("answers 401 'Token invalid' to forgeries", () => {
      const claims = () => ({
        sub: session.user._id,
        sv: 0,
        iss: 'nivasa-api',
        aud: 'nivasa',
        jti: randomUUID(),
        iat: Math.floor(Date.now() / 1000),
        exp: Math.floor(Date.now() / 1000) + 3600,
      });
      const expectInvalid = async (token: string) => {
        const viaCookie = await request(api.server()).get('/api/verify-token').set('Cookie', `access_token=${token}`).expect(401);
        expect(viaCookie.body).toMatchObject({ code: 'SESSION_INVALID', message: 'Token invalid' });
        const viaBearer = await request(api.server()).get('/api/verify-token').set('Authorization', `Bearer ${token}`).expect(401);
        expect(viaBearer.body).toMatchObject({ code: 'SESSION_INVALID', message: 'Token invalid' });
      };

      it('(control: the same claims signed with our key pass)', async () => {
        const token = await new SignJWT(claims()).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode(TEST_JWT_SECRET));
        await request(api.server()).get('/api/verify-token').set('Authorization', `Bearer ${token}`).expect(200);
      });

      it("'alg: none'", async () => {
        await expectInvalid(`${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims())}.`);
      });

      it('signed with another secret', async () => {
        const token = await new SignJWT(claims())
          .setProtectedHeader({ alg: 'HS256' })
          .sign(new TextEncoder().encode('another secret of at least thirty-two chars'));
        await expectInvalid(token);
      });

      it('signed with RS256 (another algorithm)', async () => {
        const { privateKey } = await generateKeyPair('RS256');
        await expectInvalid(await new SignJWT(claims()).setProtectedHeader({ alg: 'RS256' }).sign(privateKey));
      });

      it('expired', async () => {
        const past = Math.floor(Date.now() / 1000) - 7200;
        const token = await new SignJWT({ ...claims(), iat: past, exp: past + 60 })
          .setProtectedHeader({ alg: 'HS256' })
          .sign(new TextEncoder().encode(TEST_JWT_SECRET));
        await expectInvalid(token);
      });

      it('with our key but without an expiry (it would never end) or without a token id', async () => {
        const key = new TextEncoder().encode(TEST_JWT_SECRET);
        const { exp: _exp, ...withoutExpiry } = claims();
        await expectInvalid(await new SignJWT(withoutExpiry).setProtectedHeader({ alg: 'HS256' }).sign(key));
        const { jti: _jti, ...withoutId } = claims();
        await expectInvalid(await new SignJWT(withoutId).setProtectedHeader({ alg: 'HS256' }).sign(key));
      });

      it('with our key but for another audience or issuer, or without a session version', async () => {
        const key = new TextEncoder().encode(TEST_JWT_SECRET);
        await expectInvalid(await new SignJWT({ ...claims(), aud: 'someone-else' }).setProtectedHeader({ alg: 'HS256' }).sign(key));
        await expectInvalid(await new SignJWT({ ...claims(), iss: 'someone-else' }).setProtectedHeader({ alg: 'HS256' }).sign(key));
        const { sv: _sv, ...withoutVersion } = claims();
        await expectInvalid(await new SignJWT(withoutVersion).setProtectedHeader({ alg: 'HS256' }).sign(key));
      });

      it('with a tampered payload', async () => {
        const [header, , signature] = session.token.split('.');
        await expectInvalid(`${header}.${base64url({ ...claims(), sub: '0123456789abcdef01234567' })}.${signature}`);
      });

      it('garbage', async () => {
        await expectInvalid('not-a-token');
      });
    });

    it("refuses a deleted user's token at once", async () => {
      const doomed = await createSession(api.app);
      await request(api.server()).get('/api/verify-token').set('Cookie', doomed.cookie).expect(200);
      await connection.collection('users').deleteOne({ email: doomed.email });
      const response = await request(api.server()).get('/api/verify-token').set('Cookie', doomed.cookie).expect(401);
      expect(response.body).toMatchObject({ code: 'SESSION_INVALID', message: 'Token invalid' });
    });

    it('reads the user fresh: a promotion or demotion shows at once', async () => {
      const user = await createSession(api.app);
      await connection.collection('users').updateOne({ email: user.email }, { $set: { isAdmin: true } });
      expect((await request(api.server()).get('/api/verify-token').set('Cookie', user.cookie).expect(200)).body.user.isAdmin).toBe(true);
      await connection.collection('users').updateOne({ email: user.email }, { $set: { isAdmin: false } });
      expect((await request(api.server()).get('/api/verify-token').set('Cookie', user.cookie).expect(200)).body.user.isAdmin).toBe(false);
    });

    it('refuses a token issued before the session version moved on', async () => {
      const user = await createSession(api.app);
      await connection.collection('users').updateOne({ email: user.email }, { $inc: { sessionVersion: 1 } });
      expect((await request(api.server()).get('/api/verify-token').set('Cookie', user.cookie).expect(401)).body.message).toBe(
        'Token invalid',
      );
      const again = await signIn(api.app, user.email, user.password);
      await request(api.server()).get('/api/verify-token').set('Cookie', again.cookie).expect(200);
    });
  });

  describe('POST /api/auth/signout', () => {
    it('ends that session on the server, and only that one', async () => {
      const session = await createSession(api.app);
      const otherDevice = await signIn(api.app, session.email, session.password);
      const response = await request(api.server())
        .post('/api/auth/signout')
        .set('Cookie', session.cookie)
        .set('Origin', SITE_ORIGIN)
        .expect(200);
      expect(setCookieLine(response)).toMatch(/^access_token=;/);
      // A copy of the token kept elsewhere (a stolen cookie) stops working too.
      expect((await request(api.server()).get('/api/verify-token').set('Cookie', session.cookie).expect(401)).body.message).toBe(
        'Token invalid',
      );
      await request(api.server()).get('/api/verify-token').set('Authorization', `Bearer ${session.token}`).expect(401);
      await asUser(api.app, session).post(`/api/user/update/${session.user._id}`).send({ number: '' }).expect(401);
      await request(api.server()).get('/api/verify-token').set('Cookie', otherDevice.cookie).expect(200);

      const record = { _id: derivedObjectId('revoked-session', decodeJwt(session.token).jti!) };
      const stored = await connection.collection('expiring_keys').findOne(record);
      expect(stored!.expiresAt.getTime()).toBe(decodeJwt(session.token).exp! * 1000);
      // Signing out again stores nothing more.
      await request(api.server()).post('/api/auth/signout').set('Cookie', session.cookie).set('Origin', SITE_ORIGIN).expect(200);
      expect(await connection.collection('expiring_keys').countDocuments(record)).toBe(1);
    });

    it('ends a Bearer session too, and stores nothing for a token that is not ours', async () => {
      const session = await createSession(api.app);
      await request(api.server()).post('/api/auth/signout').set('Authorization', `Bearer ${session.token}`).expect(200);
      await request(api.server()).get('/api/verify-token').set('Authorization', `Bearer ${session.token}`).expect(401);
      const before = await connection.collection('expiring_keys').countDocuments({ kind: 'revoked-session' });
      const forged = await new SignJWT({ sv: 0, jti: 'forged' })
        .setProtectedHeader({ alg: 'HS256' })
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode('another secret of at least thirty-two chars'));
      await request(api.server()).post('/api/auth/signout').set('Cookie', `access_token=${forged}`).set('Origin', SITE_ORIGIN).expect(200);
      expect(await connection.collection('expiring_keys').countDocuments({ kind: 'revoked-session' })).toBe(before);
    });

    it('cannot be set off from another site: a cross-site POST is refused and a GET is no route', async () => {
      const session = await createSession(api.app);
      await request(api.server()).post('/api/auth/signout').set('Cookie', session.cookie).set('Origin', 'https://evil.example').expect(403);
      await request(api.server()).get('/api/auth/signout').set('Cookie', session.cookie).expect(404);
      await request(api.server()).get('/api/verify-token').set('Cookie', session.cookie).expect(200);
    });

    it('forgets revoked tokens once they have expired, in the scheduled job', async () => {
      const keys = connection.collection('expiring_keys');
      const expired = derivedObjectId('revoked-session', 'long-expired');
      await keys.insertOne({ _id: expired, kind: 'revoked-session', expiresAt: new Date(Date.now() - 1000) });
      await api.app.get(ExpiringKeysCleanupJob).tick();
      expect(await keys.countDocuments({ _id: expired })).toBe(0);
      expect(await keys.countDocuments({ expiresAt: { $gt: new Date() } })).toBeGreaterThan(0);
      expect(await connection.collection('job_locks').findOne({ name: 'expiring-keys-cleanup' })).toMatchObject({
        holder: expect.any(String),
      });
    });

    it('clears the cookie', async () => {
      const response = await request(api.server()).post('/api/auth/signout').expect(200);
      expect(response.body).toEqual({ success: true, message: 'Signed out.' });
      const line = setCookieLine(response)!;
      expect(line).toMatch(/^access_token=;/);
      expect(line).toMatch(/Expires=Thu, 01 Jan 1970/);
      expect(line).toMatch(/Path=\//);
    });
  });

  describe('CSRF: cookie-carrying writes must come from the site', () => {
    let session: Awaited<ReturnType<typeof createSession>>;
    const update = () => `/api/user/update/${session.user._id}`;
    beforeAll(async () => {
      session = await createSession(api.app);
    });

    it("refuses the session cookie with a foreign Origin: 403 'Cross-site request refused.'", async () => {
      const response = await request(api.server())
        .post(update())
        .set('Cookie', session.cookie)
        .set('Origin', 'https://evil.example')
        .send({ number: '0112345678' })
        .expect(403);
      expect(response.body).toEqual({
        success: false,
        statusCode: 403,
        code: 'CROSS_SITE_REFUSED',
        message: 'Cross-site request refused.',
      });
      const refusedDelete = await request(api.server())
        .delete(`/api/user/delete/${session.user._id}`)
        .set('Cookie', session.cookie)
        .set('Origin', 'http://localhost:3001');
      expect(refusedDelete.status).toBe(403);
      await request(api.server()).get('/api/verify-token').set('Cookie', session.cookie).expect(200);
    });

    it('refuses the session cookie with neither Origin nor Referer, or a foreign Referer', async () => {
      await request(api.server()).post(update()).set('Cookie', session.cookie).send({ number: '0112345678' }).expect(403);
      await request(api.server())
        .post(update())
        .set('Cookie', session.cookie)
        .set('Referer', 'https://evil.example/x')
        .send({ number: '0112345678' })
        .expect(403);
    });

    it('accepts the session cookie with the site as Origin, or as Referer when no Origin came', async () => {
      await request(api.server())
        .post(update())
        .set('Cookie', session.cookie)
        .set('Origin', SITE_ORIGIN)
        .send({ number: '0112345678' })
        .expect(200);
      await request(api.server())
        .post(update())
        .set('Cookie', session.cookie)
        .set('Referer', `${SITE_ORIGIN}/edit-details`)
        .send({ number: '0771234567' })
        .expect(200);
    });

    it('accepts a Bearer token without the cookie (a browser cannot be made to send it)', async () => {
      const response = await request(api.server())
        .post(update())
        .set('Authorization', `Bearer ${session.token}`)
        .send({ number: '0812223344' })
        .expect(200);
      expect(response.body.user.number).toBe('+94812223344');
    });

    it('refuses a sign-in posted from a foreign page (login CSRF)', async () => {
      await request(api.server())
        .post('/api/auth/signin')
        .set('Origin', 'https://evil.example')
        .send({ email: session.email, password: session.password })
        .expect(403);
      await request(api.server())
        .post('/api/auth/signin')
        .set('Origin', SITE_ORIGIN)
        .send({ email: session.email, password: session.password })
        .expect(200);
    });

    it('lets reads through whatever their origin', async () => {
      await asUser(api.app, session).get('/api/verify-token').set('Origin', 'https://evil.example').expect(200);
    });
  });
});
