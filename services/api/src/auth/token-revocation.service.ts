import { Injectable } from '@nestjs/common';
import { ExpiringKeysService } from '../common/expiring-keys/expiring-keys.service';
import { SessionService } from './session.service';

const REVOKED_SESSION_KIND = 'revoked-session';

/**
 * Session tokens signed out before they expire, by `jti`: kept in MongoDB (so every API
 * instance refuses them) until the token's own expiry, while the account's other sessions go on.
 */
@Injectable()
export class TokenRevocationService {
  constructor(
    private readonly keys: ExpiringKeysService,
    private readonly sessions: SessionService,
  ) {}

  /**
   * Signs out one token. Anything that is not a live token of ours is ignored (nothing to end,
   * and nothing a stranger can fill the collection with); signing out twice keeps one record.
   */
  async revokeSessionToken(token: string | null): Promise<void> {
    const claims = await this.sessions.verifiedClaims(token);
    if (claims) await this.keys.take(REVOKED_SESSION_KIND, claims.jti, new Date(claims.exp * 1000));
  }

  isRevoked(jti: string): Promise<boolean> {
    return this.keys.has(REVOKED_SESSION_KIND, jti);
  }
}
