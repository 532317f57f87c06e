import { decodeJwt, decodeProtectedHeader, jwtVerify, SignJWT } from 'jose';
import { Types } from 'mongoose';
import { ConfigService } from '../config/config.service';
import { SessionService } from './session.service';

const SECRET = 'k2WmLq9vB7xR4tZ8yN3pF6hJ1cD5gS0a';
const configFor = (env: Record<string, string> = {}) =>
  ConfigService.fromEnv({ MONGODB_URI: 'mongodb://127.0.0.1/x', JWT_SECRET: SECRET, SMTP_URL: 'smtp://127.0.0.1:1025', ...env });

describe('SessionService', () => {
  const user = { _id: new Types.ObjectId(), sessionVersion: 3 };

  it('issues an HS256 token naming the user and the session version, expiring after JWT_EXPIRES_IN', async () => {
    const token = await new SessionService(configFor({ JWT_EXPIRES_IN: '2h' })).issueToken(user, new Date('2030-01-01T00:00:00Z'));
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'HS256', typ: 'JWT' });
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({
      sub: user._id.toString(),
      sv: 3,
      iss: 'nivasa-api',
      aud: 'nivasa',
      jti: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(claims.exp! - claims.iat!).toBe(7200);
    await expect(
      jwtVerify(token, new TextEncoder().encode(SECRET), { currentDate: new Date('2030-01-01T01:00:00Z') }),
    ).resolves.toBeDefined();
  });

  it('gives every token its own id, which signing out revokes', async () => {
    const sessions = new SessionService(configFor());
    const [first, second] = await Promise.all([sessions.issueToken(user), sessions.issueToken(user)]);
    expect(decodeJwt(first).jti).not.toBe(decodeJwt(second).jti);
    expect(await sessions.verifiedClaims(first)).toEqual({ jti: decodeJwt(first).jti, exp: decodeJwt(first).exp });
  });

  it('reads the claims of its own live tokens only', async () => {
    const sessions = new SessionService(configFor());
    const sign = (claims: object, secret = SECRET) =>
      new SignJWT({ sv: 0, ...claims })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer('nivasa-api')
        .setAudience('nivasa')
        .sign(new TextEncoder().encode(secret));
    const exp = Math.floor(Date.now() / 1000) + 60;
    expect(await sessions.verifiedClaims(await sign({ jti: 'a', exp }))).toEqual({ jti: 'a', exp });
    expect(await sessions.verifiedClaims(await sign({ jti: 'a', exp }, 'another secret of thirty-two characters'))).toBeNull();
    expect(await sessions.verifiedClaims(await sign({ jti: 'a', exp: exp - 120 }))).toBeNull();
    expect(await sessions.verifiedClaims(await sign({ exp }))).toBeNull();
    expect(await sessions.verifiedClaims(await sign({ jti: 'a' }))).toBeNull();
    expect(await sessions.verifiedClaims('not a token')).toBeNull();
    expect(await sessions.verifiedClaims(null)).toBeNull();
  });

  it('makes the cookie Secure in production only', () => {
    expect(new SessionService(configFor()).cookieOptions()).toEqual({
      httpOnly: true,
      sameSite: 'lax',
      secure: false,
      path: '/',
      maxAge: 7 * 24 * 3600 * 1000,
    });
    expect(new SessionService(configFor({ NODE_ENV: 'production' })).cookieOptions().secure).toBe(true);
  });

  it('clears the cookie with the attributes it was set with', () => {
    const response = { clearCookie: jest.fn() };
    new SessionService(configFor({ NODE_ENV: 'production' })).endSession(response as never);
    expect(response.clearCookie).toHaveBeenCalledWith('access_token', { httpOnly: true, sameSite: 'lax', secure: true, path: '/' });
  });
});
