import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-jwt';
import { sessionTokenOf } from '../common/session-token';
import { ConfigService } from '../config/config.service';
import type { UserDocument } from '../users/schemas/user.schema';
import { UsersService } from '../users/users.service';
import { SESSION_TOKEN_ALGORITHM, SESSION_TOKEN_AUDIENCE, SESSION_TOKEN_ISSUER } from './session.service';
import { TokenRevocationService } from './token-revocation.service';

/**
 * passport-jwt, as JwtAuthGuard uses it: the token from `Authorization: Bearer` or the
 * `access_token` cookie; HS256 only (so `alg: none` and tokens signed with a public key as
 * an HMAC secret are refused), our issuer and audience, not expired. Then the user is read
 * from the database on every request: a deleted user, or one whose session version moved
 * on (password reset), is refused at once, and so is a token that was signed out.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    config: ConfigService,
    private readonly users: UsersService,
    private readonly revocations: TokenRevocationService,
  ) {
    super({
      jwtFromRequest: sessionTokenOf,
      secretOrKey: config.jwtSecret,
      algorithms: [SESSION_TOKEN_ALGORITHM],
      issuer: SESSION_TOKEN_ISSUER,
      audience: SESSION_TOKEN_AUDIENCE,
      ignoreExpiration: false,
    });
  }

  async validate(payload: { sub?: unknown; sv?: unknown; jti?: unknown; exp?: unknown }): Promise<UserDocument | null> {
    // passport-jwt checks `exp` only when there is one: a token without it would never end.
    if (typeof payload.sub !== 'string' || typeof payload.sv !== 'number') return null;
    if (typeof payload.jti !== 'string' || typeof payload.exp !== 'number') return null;
    const [user, revoked] = await Promise.all([this.users.findById(payload.sub), this.revocations.isRevoked(payload.jti)]);
    if (!user || revoked || user.blocked === true || (user.sessionVersion ?? 0) !== payload.sv) return null;
    return user;
  }
}
