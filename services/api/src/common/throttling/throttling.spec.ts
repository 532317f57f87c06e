import type { ExecutionContext } from '@nestjs/common';
import { SignJWT } from 'jose';
import { SESSION_TOKEN_AUDIENCE, SESSION_TOKEN_ISSUER } from '../../auth/session.service';
import { ConfigService } from '../../config/config.service';
import { sessionSubjectOf } from './session-subject';
import { accountOf, RateLimited, throttlerOptions } from './throttling';

const SECRET = 'x'.repeat(32);
const config = ConfigService.fromEnv({
  MONGODB_URI: 'mongodb://127.0.0.1/x',
  JWT_SECRET: SECRET,
  SMTP_URL: 'smtp://127.0.0.1:1025',
  THROTTLE_AUTH_LIMIT: '5',
  THROTTLE_AUTH_TTL_SECONDS: '30',
  THROTTLE_WRITE_LIMIT: '7',
  THROTTLE_WRITE_IP_LIMIT: '70',
});

describe('accountOf', () => {
  it('keys an attempt by its email, whatever the case and spaces', () => {
    expect(accountOf({ body: { email: ' Nimal@Example.lk ' } })).toBe('email:nimal@example.lk');
  });

  it('keys a reset by a hash of its token, never the token itself', () => {
    const key = accountOf({ body: {}, params: { token: 'secret-token' } });
    expect(key).toMatch(/^reset:[0-9a-f]{64}$/);
    expect(key).not.toContain('secret-token');
  });

  it('has no account for anything else', () => {
    expect(accountOf({})).toBeNull();
    expect(accountOf({ body: { email: { $ne: '' } } })).toBeNull();
    expect(accountOf({ body: { email: '  ' } })).toBeNull();
  });
});

describe('throttlerOptions', () => {
  const options = throttlerOptions(config) as {
    throttlers: { name: string; limit: number; ttl: number; skipIf: (context: ExecutionContext) => boolean }[];
  };
  const byName = Object.fromEntries(options.throttlers.map((throttler) => [throttler.name, throttler]));

  class Routes {
    @RateLimited('auth')
    signIn() {}
    @RateLimited('uploads')
    upload() {}
    plain() {}
  }
  const contextOf = (handler: keyof Routes, method: string, request: object = {}) =>
    ({
      getHandler: () => Routes.prototype[handler],
      getClass: () => Routes,
      switchToHttp: () => ({ getRequest: () => ({ method, headers: {}, ...request }) }),
    }) as unknown as ExecutionContext;

  it('takes limits and windows from the configuration', () => {
    expect(options.throttlers.map(({ name, limit, ttl }) => ({ name, limit, ttl }))).toEqual([
      { name: 'ip', limit: 5, ttl: 30_000 },
      { name: 'account', limit: 5, ttl: 30_000 },
      { name: 'writes-ip', limit: 70, ttl: 60_000 },
      { name: 'writes-user', limit: 7, ttl: 60_000 },
      { name: 'uploads', limit: 30, ttl: 600_000 },
      { name: 'reports', limit: 10, ttl: 86_400_000 },
    ]);
  });

  it('applies the auth and upload limits only to routes of their scope', () => {
    expect(byName.ip!.skipIf(contextOf('signIn', 'POST'))).toBe(false);
    expect(byName.ip!.skipIf(contextOf('plain', 'POST'))).toBe(true);
    expect(byName.uploads!.skipIf(contextOf('upload', 'POST'))).toBe(false);
    expect(byName.uploads!.skipIf(contextOf('signIn', 'POST'))).toBe(true);
    expect(byName.account!.skipIf(contextOf('signIn', 'POST', { body: { email: 'a@b.lk' } }))).toBe(false);
    expect(byName.account!.skipIf(contextOf('signIn', 'POST', { body: {} }))).toBe(true);
  });

  it('applies the write limits to every write and to no read', () => {
    const signedIn = { cookies: { access_token: 'a.b.c' } };
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      expect(byName['writes-ip']!.skipIf(contextOf('plain', method))).toBe(false);
      expect(byName['writes-user']!.skipIf(contextOf('plain', method, signedIn))).toBe(false);
    }
    // A visitor's writes count by address only.
    expect(byName['writes-user']!.skipIf(contextOf('plain', 'POST'))).toBe(true);
    for (const method of ['GET', 'HEAD', 'OPTIONS']) expect(byName['writes-ip']!.skipIf(contextOf('plain', method))).toBe(true);
  });
});

describe('sessionSubjectOf', () => {
  const key = new TextEncoder().encode(SECRET);
  const token = (secret = SECRET, expiresIn = '1h') =>
    new SignJWT({ sv: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('user-1')
      .setIssuer(SESSION_TOKEN_ISSUER)
      .setAudience(SESSION_TOKEN_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(expiresIn)
      .sign(new TextEncoder().encode(secret));

  it('names the user of a token signed with our key, from the cookie or the header', async () => {
    expect(await sessionSubjectOf({ headers: {}, cookies: { access_token: await token() } }, key)).toBe('user-1');
    expect(await sessionSubjectOf({ headers: { authorization: `Bearer ${await token()}` } }, key)).toBe('user-1');
  });

  it('names nobody for a forged, expired or missing token', async () => {
    expect(await sessionSubjectOf({ headers: {}, cookies: { access_token: await token('y'.repeat(32)) } }, key)).toBeNull();
    expect(await sessionSubjectOf({ headers: {}, cookies: { access_token: await token(SECRET, '-1m') } }, key)).toBeNull();
    expect(await sessionSubjectOf({ headers: {} }, key)).toBeNull();
  });
});
