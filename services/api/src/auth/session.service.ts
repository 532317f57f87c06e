import { ForbiddenException, Injectable } from '@nestjs/common';
import { REPORT_MESSAGES } from '@nivasa/contracts/engagement-messages';
import { refusal } from '../common/refusal';
import type { CookieOptions, Response } from 'express';
import { jwtVerify, SignJWT } from 'jose';
import { randomUUID } from 'node:crypto';
import { SESSION_COOKIE } from '../common/session-token';
import { ConfigService } from '../config/config.service';
import type { UserDocument } from '../users/schemas/user.schema';

/** Every session token names its issuer and audience, so no other HS256 token of ours passes as one. */
export const SESSION_TOKEN_ISSUER = 'nivasa-api';
export const SESSION_TOKEN_AUDIENCE = 'nivasa';
/** The one algorithm a session token may use; JwtStrategy accepts no other. */
export const SESSION_TOKEN_ALGORITHM = 'HS256';

export interface SessionClaims {
  /** The user's id. */
  sub: string;
  /** The user's session version when the token was issued. */
  sv: number;
  /** This token's own id, by which signing out revokes it alone. */
  jti: string;
  /** Expiry, in seconds since 1970. */
  exp: number;
}

/**
 * Issues session tokens (a JWT signed with JWT_SECRET: `sub` the user id, `sv` the session
 * version, `jti` a random id, an expiry of JWT_EXPIRES_IN) and sets or clears the
 * `access_token` cookie: httpOnly, SameSite=Lax, Secure in production, path /, max-age the
 * token's lifetime.
 */
@Injectable()
export class SessionService {
  private readonly key: Uint8Array;

  constructor(private readonly config: ConfigService) {
    this.key = new TextEncoder().encode(config.jwtSecret);
  }

  async issueToken(user: Pick<UserDocument, '_id' | 'sessionVersion'>, now = new Date()): Promise<string> {
    const issuedAt = Math.floor(now.getTime() / 1000);
    return new SignJWT({ sv: user.sessionVersion ?? 0 })
      .setProtectedHeader({ alg: SESSION_TOKEN_ALGORITHM, typ: 'JWT' })
      .setSubject(user._id.toString())
      .setIssuer(SESSION_TOKEN_ISSUER)
      .setAudience(SESSION_TOKEN_AUDIENCE)
      .setJti(randomUUID())
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + this.config.jwtExpiresInSeconds)
      .sign(this.key);
  }

  /** The id and expiry of a token this API issued and that has not expired; null for anything else. */
  async verifiedClaims(token: string | null): Promise<Pick<SessionClaims, 'jti' | 'exp'> | null> {
    if (!token) return null;
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: [SESSION_TOKEN_ALGORITHM],
        issuer: SESSION_TOKEN_ISSUER,
        audience: SESSION_TOKEN_AUDIENCE,
      });
      return typeof payload.jti === 'string' && typeof payload.exp === 'number' ? { jti: payload.jti, exp: payload.exp } : null;
    } catch {
      return null;
    }
  }

  cookieOptions(): CookieOptions {
    return {
      httpOnly: true,
      sameSite: 'lax',
      secure: this.config.isProduction,
      path: '/',
      maxAge: this.config.jwtExpiresInSeconds * 1000,
    };
  }

  /**
   * Signs the user in on this response: a fresh token in the cookie. Every way of signing in
   * ends here, so a blocked account is refused here (403 ACCOUNT_BLOCKED), after its
   * credentials were checked: only whoever could sign in learns the account is blocked.
   */
  async startSession(response: Response, user: Pick<UserDocument, '_id' | 'sessionVersion' | 'blocked'>): Promise<string> {
    if (user.blocked === true) throw new ForbiddenException(refusal('ACCOUNT_BLOCKED', REPORT_MESSAGES.accountBlocked));
    const token = await this.issueToken(user);
    response.cookie(SESSION_COOKIE, token, this.cookieOptions());
    return token;
  }

  /** Removes the cookie; TokenRevocationService ends the token itself. */
  endSession(response: Response): void {
    const { maxAge: _maxAge, ...options } = this.cookieOptions();
    response.clearCookie(SESSION_COOKIE, options);
  }
}
