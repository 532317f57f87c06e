import { Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Cron, CronExpression } from '@nestjs/schedule';
import type { Model } from 'mongoose';
import { JobLockService } from '../common/job-lock/job-lock.service';
import { RevokedToken } from './schemas/revoked-token.schema';
import { SessionService } from './session.service';

export const REVOKED_TOKENS_CLEANUP_JOB = 'revoked-tokens-cleanup';

/**
 * Session tokens signed out before they expire, by `jti`: one record per signed-out token,
 * kept in MongoDB (so every API instance refuses it) until the token's own expiry.
 */
@Injectable()
export class TokenRevocationService {
  private readonly logger = new Logger(TokenRevocationService.name);

  constructor(
    @InjectModel(RevokedToken.name) private readonly revoked: Model<RevokedToken>,
    private readonly locks: JobLockService,
    private readonly sessions: SessionService,
  ) {}

  /**
   * Signs out one token: refused from now until it expires, while the account's other
   * sessions go on. Anything that is not a live token of ours is ignored (nothing to end,
   * and nothing a stranger can fill the collection with).
   */
  async revokeSessionToken(token: string | null): Promise<void> {
    const claims = await this.sessions.verifiedClaims(token);
    if (claims) await this.revoke(claims.jti, new Date(claims.exp * 1000));
  }

  private async revoke(jti: string, expiresAt: Date): Promise<void> {
    try {
      // An upsert keyed by jti (not _id, which CongoDB cannot upsert as a string): signing out twice stores one record.
      await this.revoked.updateOne({ jti }, { $setOnInsert: { jti, expiresAt } }, { upsert: true }).exec();
    } catch (error) {
      // The same token signed out twice at once on MongoDB: the unique index let one write win; fine.
      if ((error as { code?: number }).code !== 11000) throw error;
    }
  }

  async isRevoked(jti: string): Promise<boolean> {
    return (await this.revoked.exists({ jti })) !== null;
  }

  /** Forgets tokens that have expired anyway (MongoDB's TTL index does it too; CongoDB's does not). Hourly, on one instance. */
  @Cron(CronExpression.EVERY_HOUR, { name: REVOKED_TOKENS_CLEANUP_JOB })
  async scheduledCleanup(): Promise<void> {
    try {
      await this.locks.runExclusive(REVOKED_TOKENS_CLEANUP_JOB, 10 * 60 * 1000, () => this.removeExpired());
    } catch (error) {
      this.logger.error(`${REVOKED_TOKENS_CLEANUP_JOB} failed: ${(error as Error).message}`);
    }
  }

  async removeExpired(now = new Date()): Promise<number> {
    const { deletedCount } = await this.revoked.deleteMany({ expiresAt: { $lte: now } }).exec();
    if (deletedCount) this.logger.log(`Forgot ${deletedCount} revoked session tokens that have expired`);
    return deletedCount;
  }
}
