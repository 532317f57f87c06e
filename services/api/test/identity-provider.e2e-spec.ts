import { generateKeyPair, SignJWT } from 'jose';
import type { Connection } from 'mongoose';
import request from 'supertest';
import { obtainIdToken } from '../../identity-provider/src/token-flow';
import { cookieFrom, newAccount, setCookieLine, SITE_ORIGIN } from './support/accounts';
import { connectionOf, useTestApi } from './support/harness';
import { type LocalIdentityProvider, startIdentityProvider } from './support/identity-provider';

const UNVERIFIABLE = {
  success: false,
  statusCode: 401,
  code: 'IDENTITY_UNVERIFIABLE',
  message: 'Could not verify your sign-in with the identity provider.',
};
const EXPIRED = {
  success: false,
  statusCode: 401,
  code: 'IDENTITY_ATTEMPT_EXPIRED',
  message: 'This sign-in attempt has expired. Please try again.',
};

describe('identity-provider sign-in (POST /api/auth/google)', () => {
  let provider: LocalIdentityProvider;
  beforeAll(async () => {
    provider = await startIdentityProvider();
  });
  const api = useTestApi(() => ({ OIDC_ISSUER: provider.issuer, OIDC_CLIENT_ID: provider.clientId }));
  let connection: Connection;

  beforeAll(() => {
    connection = connectionOf(api.app);
  });

  afterAll(async () => {
    await provider?.stop();
  });

  /** GET /start, as the sign-in button does: the popup's parameters and the attempt's cookie. */
  async function start() {
    const response = await request(api.server()).get('/api/auth/google/start').expect(200);
    return { body: response.body, cookie: cookieFrom(response, 'oidc_nonce')!, response };
  }

  /** A whole sign-in as the browser makes it: start, the provider's popup, then the token to the API. */
  async function signInThroughProvider(
    email: string,
    name: string,
    { acceptLanguage = '', ...options }: { emailVerified?: boolean; acceptLanguage?: string } = {},
  ) {
    const attempt = await start();
    const idToken = await obtainIdToken({
      issuer: provider.issuer,
      clientId: provider.clientId,
      redirectUri: provider.redirectUri,
      email,
      name,
      nonce: attempt.body.nonce,
      ...options,
    });
    return request(api.server())
      .post('/api/auth/google')
      .set('Cookie', attempt.cookie)
      .set('Origin', SITE_ORIGIN)
      .set('Accept-Language', acceptLanguage)
      .send({ idToken });
  }

  it('starts an attempt: the popup parameters from the discovery document, and an httpOnly nonce cookie', async () => {
    const { body, response } = await start();
    expect(body).toEqual({
      authorizationEndpoint: `${provider.issuer}/auth`,
      clientId: provider.clientId,
      nonce: expect.stringMatching(/^[\w-]{43}$/),
      scope: 'openid email profile',
      responseType: 'id_token',
    });
    const line = setCookieLine(response, 'oidc_nonce')!;
    expect(line.split(';').map((part) => part.trim())).toEqual(
      expect.arrayContaining(['HttpOnly', 'SameSite=Lax', 'Path=/api/auth/google', 'Max-Age=600']),
    );
    // The cookie holds a value whose hash is the nonce, not the nonce itself.
    expect(cookieFrom(response, 'oidc_nonce')).not.toContain(body.nonce);
  });

  it('makes the account in the language of the sign-in that creates it', async () => {
    const response = await signInThroughProvider('kumari.silva@example.lk', 'Kumari Silva', { acceptLanguage: 'si-LK,si;q=0.9' });
    expect(response.status).toBe(200);
    expect(response.body.user.language).toBe('si');
  });

  it('signs a new user in with a token from the provider, creating the account, and finds it the next time', async () => {
    const first = await signInThroughProvider('Sunil.Perera@Example.lk', 'Sunil Perera');
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      success: true,
      message: 'Signed in successfully.',
      user: {
        _id: expect.any(String),
        username: 'sunilperera',
        email: 'sunil.perera@example.lk',
        number: '',
        avatar: '',
        isAdmin: false,
        hasPassword: false,
        language: 'en',
        phoneVerified: false,
      },
    });
    expect(setCookieLine(first)).toMatch(/HttpOnly/);
    expect(setCookieLine(first, 'oidc_nonce')).toMatch(/^oidc_nonce=;/);
    const verified = await request(api.server()).get('/api/verify-token').set('Cookie', cookieFrom(first)!).expect(200);
    expect(verified.body.user._id).toBe(first.body.user._id);
    const stored = await connection.collection('users').findOne({ email: 'sunil.perera@example.lk' });
    expect(stored).toMatchObject({ emailVerified: true, password: expect.stringMatching(/^\$argon2id\$/) });

    const second = await signInThroughProvider('sunil.perera@example.lk', 'Sunil P');
    expect(second.status).toBe(200);
    expect(second.body.user._id).toBe(first.body.user._id);
    expect(await connection.collection('users').countDocuments({ email: 'sunil.perera@example.lk' })).toBe(1);
  });

  it('makes a username that is free', async () => {
    const taken = await signInThroughProvider('kamal.one@example.lk', 'Kamal Silva');
    const other = await signInThroughProvider('kamal.two@example.lk', 'Kamal Silva');
    expect([taken.body.user.username, other.body.user.username]).toEqual(['kamalsilva', 'kamalsilva2']);
  });

  it('refuses a token signed by a stranger with the right issuer and audience', async () => {
    const attempt = await start();
    const { privateKey } = await generateKeyPair('RS256');
    const forged = await new SignJWT({ email: 'victim@example.lk', email_verified: true, name: 'Victim', nonce: attempt.body.nonce })
      .setProtectedHeader({ alg: 'RS256', kid: 'stranger' })
      .setIssuer(provider.issuer)
      .setAudience(provider.clientId)
      .setSubject('stranger')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(privateKey);
    const response = await request(api.server())
      .post('/api/auth/google')
      .set('Cookie', attempt.cookie)
      .set('Origin', SITE_ORIGIN)
      .send({ idToken: forged })
      .expect(401);
    expect(response.body).toEqual(UNVERIFIABLE);
    expect(await connection.collection('users').countDocuments({ email: 'victim@example.lk' })).toBe(0);
  });

  it('refuses an HS256 token keyed with anything (algorithm confusion) and a bare profile', async () => {
    const attempt = await start();
    const hmac = await new SignJWT({ email: 'victim@example.lk', email_verified: true, nonce: attempt.body.nonce })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(provider.issuer)
      .setAudience(provider.clientId)
      .setSubject('x')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('any secret at all, thirty-two chars'));
    expect(
      (
        await request(api.server())
          .post('/api/auth/google')
          .set('Cookie', attempt.cookie)
          .set('Origin', SITE_ORIGIN)
          .send({ idToken: hmac })
          .expect(401)
      ).body,
    ).toEqual(UNVERIFIABLE);
    const bare = await request(api.server())
      .post('/api/auth/google')
      .set('Origin', SITE_ORIGIN)
      .send({ name: 'Victim', email: 'victim@example.lk', photo: 'x' })
      .expect(400);
    expect(bare.body.message).toMatch(/property name should not exist/);
  });

  it('refuses an email the provider has not verified', async () => {
    const response = await signInThroughProvider('unverified@example.lk', 'Not Verified', { emailVerified: false });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({
      success: false,
      statusCode: 401,
      code: 'IDENTITY_EMAIL_UNVERIFIED',
      message: 'Your email address is not verified with the identity provider.',
    });
    expect(await connection.collection('users').countDocuments({ email: 'unverified@example.lk' })).toBe(0);
  });

  it("refuses a token whose nonce is not this attempt's, a missing attempt cookie, and a replayed token", async () => {
    const attempt = await start();
    const other = await obtainIdToken({
      issuer: provider.issuer,
      clientId: provider.clientId,
      redirectUri: provider.redirectUri,
      email: 'nonce@example.lk',
      name: 'Nonce',
      nonce: 'another-attempts-nonce',
    });
    expect(
      (
        await request(api.server())
          .post('/api/auth/google')
          .set('Cookie', attempt.cookie)
          .set('Origin', SITE_ORIGIN)
          .send({ idToken: other })
          .expect(401)
      ).body,
    ).toEqual(EXPIRED);

    const fresh = await start();
    const token = await obtainIdToken({
      issuer: provider.issuer,
      clientId: provider.clientId,
      redirectUri: provider.redirectUri,
      email: 'nonce@example.lk',
      name: 'Nonce',
      nonce: fresh.body.nonce,
    });
    expect(
      (await request(api.server()).post('/api/auth/google').set('Origin', SITE_ORIGIN).send({ idToken: token }).expect(401)).body,
    ).toEqual(EXPIRED);
    await request(api.server())
      .post('/api/auth/google')
      .set('Cookie', fresh.cookie)
      .set('Origin', SITE_ORIGIN)
      .send({ idToken: token })
      .expect(200);
    // The browser dropped the cookie when told to; a token sent again with a new attempt's cookie fails too.
    const later = await start();
    expect(
      (
        await request(api.server())
          .post('/api/auth/google')
          .set('Cookie', later.cookie)
          .set('Origin', SITE_ORIGIN)
          .send({ idToken: token })
          .expect(401)
      ).body,
    ).toEqual(EXPIRED);
  });

  it('refuses a token replayed together with a copy of its attempt cookie, even when both replays race', async () => {
    const attempt = await start();
    const idToken = await obtainIdToken({
      issuer: provider.issuer,
      clientId: provider.clientId,
      redirectUri: provider.redirectUri,
      email: 'replay@example.lk',
      name: 'Replay',
      nonce: attempt.body.nonce,
    });
    const send = () =>
      request(api.server()).post('/api/auth/google').set('Cookie', attempt.cookie).set('Origin', SITE_ORIGIN).send({ idToken });
    await send().expect(200);
    expect((await send().expect(401)).body).toEqual(EXPIRED);

    const racing = await start();
    const racingToken = await obtainIdToken({
      issuer: provider.issuer,
      clientId: provider.clientId,
      redirectUri: provider.redirectUri,
      email: 'replay@example.lk',
      name: 'Replay',
      nonce: racing.body.nonce,
    });
    const responses = await Promise.all(
      Array.from({ length: 5 }, () =>
        request(api.server())
          .post('/api/auth/google')
          .set('Cookie', racing.cookie)
          .set('Origin', SITE_ORIGIN)
          .send({ idToken: racingToken }),
      ),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([200, 401, 401, 401, 401]);
  });

  it('refuses the attempt posted from a foreign page', async () => {
    const attempt = await start();
    await request(api.server())
      .post('/api/auth/google')
      .set('Cookie', attempt.cookie)
      .set('Origin', 'https://evil.example')
      .send({ idToken: 'a.b.c' })
      .expect(403);
  });

  it('takes an account pre-made with the email away from whoever made it: the password stops working, sessions end', async () => {
    const squatter = newAccount({ email: 'owner@example.lk' });
    await request(api.server()).post('/api/auth/signup').send(squatter).expect(201);
    const squatterSession = await request(api.server())
      .post('/api/auth/signin')
      .send({ email: squatter.email, password: squatter.password })
      .expect(200);

    const owner = await signInThroughProvider('owner@example.lk', 'Real Owner');
    expect(owner.status).toBe(200);
    expect(owner.body.user._id).toBe(squatterSession.body.user._id);
    await request(api.server()).get('/api/verify-token').set('Cookie', cookieFrom(squatterSession)!).expect(401);
    await request(api.server()).post('/api/auth/signin').send({ email: squatter.email, password: squatter.password }).expect(401);
    await request(api.server()).get('/api/verify-token').set('Cookie', cookieFrom(owner)!).expect(200);
  });
});

describe('identity-provider sign-in when none is configured', () => {
  const api = useTestApi();

  it('answers 503 with a message', async () => {
    const response = await request(api.server()).get('/api/auth/google/start').expect(503);
    expect(response.body).toEqual({
      success: false,
      statusCode: 503,
      code: 'IDENTITY_PROVIDER_UNAVAILABLE',
      message: 'Sign-in with the identity provider is not available right now. Please try again later.',
    });
    await request(api.server()).post('/api/auth/google').send({ idToken: 'a.b.c' }).expect(503);
  });
});
