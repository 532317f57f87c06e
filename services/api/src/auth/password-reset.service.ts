import { BadRequestException, Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Cron, CronExpression } from '@nestjs/schedule';
import { AUTH_MESSAGES } from '@nivasa/contracts/messages';
import type { Model } from 'mongoose';
import { createHash, randomBytes } from 'node:crypto';
import { JobLockService } from '../common/job-lock/job-lock.service';
import { ConfigService } from '../config/config.service';
import { MailService } from '../mail/mail.service';
import { passwordResetMail } from '../mail/password-reset-mail';
import { PasswordHasher } from '../users/password-hasher';
import type { UserDocument } from '../users/schemas/user.schema';
import { UsersService } from '../users/users.service';
import { PasswordReset } from './schemas/password-reset.schema';

export const RESET_TOKEN_BYTES = 32;
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
/** 32 bytes in base64url. */
const RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const CLEANUP_JOB = 'password-resets-cleanup';

export function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Forgotten passwords: a link with 32 random bytes is mailed; only the token's hash is
 * stored, with an expiry of one hour; the link works once, and using it ends every
 * earlier session of the account. Nothing the caller sees depends on whether the
 * account exists.
 */
@Injectable()
export class PasswordResetService {
  private readonly logger = new Logger(PasswordResetService.name);
  /** Mails being sent, so shutdown (and the tests) can wait for them. */
  private readonly sending = new Set<Promise<void>>();

  constructor(
    @InjectModel(PasswordReset.name) private readonly resets: Model<PasswordReset>,
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly mail: MailService,
    private readonly config: ConfigService,
    private readonly locks: JobLockService,
  ) {}

  /**
   * Mails a reset link if an account has the email. The mail is sent after the answer, so
   * neither the response time nor an SMTP failure tells whether the account exists.
   */
  async requestReset(email: string, now = new Date()): Promise<void> {
    const user = await this.users.findByEmail(email);
    if (!user) return;
    const token = randomBytes(RESET_TOKEN_BYTES).toString('base64url');
    await this.resets.create({
      userId: user._id,
      tokenHash: hashResetToken(token),
      expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
      usedAt: null,
    });
    const sending = this.sendLink(user, token).finally(() => this.sending.delete(sending));
    this.sending.add(sending);
  }

  private async sendLink(user: UserDocument, token: string): Promise<void> {
    // From configuration, never from the request's Host header (which the caller controls).
    const link = `${this.config.publicUrl}/reset-password/${token}`;
    try {
      await this.mail.send(passwordResetMail({ to: user.email, username: user.username, link, validMinutes: RESET_TOKEN_TTL_MS / 60_000 }));
    } catch (error) {
      this.logger.error(`Could not send the password-reset mail to user ${user._id.toString()}: ${(error as Error).message}`);
    }
  }

  /** Waits for the reset mails still being sent. */
  async flush(): Promise<void> {
    await Promise.allSettled([...this.sending]);
  }

  /** Uses the link: sets the new password and ends the account's earlier sessions; 400 for a bogus, expired or used link. */
  async resetPassword(token: string, newPassword: string, now = new Date()): Promise<void> {
    const invalid = new BadRequestException(AUTH_MESSAGES.resetLinkInvalid);
    if (!RESET_TOKEN_PATTERN.test(token)) throw invalid;
    // Hash first, so a failure here does not burn the link.
    const password = await this.hasher.hash(newPassword);
    // One atomic update takes the link: of two requests racing with it, one wins.
    const taken = await this.resets
      .findOneAndUpdate(
        { tokenHash: hashResetToken(token), usedAt: null, expiresAt: { $gt: now } },
        { $set: { usedAt: now } },
        { returnDocument: 'after' },
      )
      .lean()
      .exec();
    if (!taken) throw invalid;
    const user = await this.users.replacePasswordHash(taken.userId, password, { emailVerified: true });
    if (!user) throw invalid;
    // Other links mailed earlier for the account stop working too.
    await this.resets.updateMany({ userId: taken.userId, usedAt: null }, { $set: { usedAt: now } }).exec();
  }

  /** Removes expired links (MongoDB's TTL index does it too; CongoDB's does not). Once per hour, on one instance. */
  @Cron(CronExpression.EVERY_HOUR, { name: CLEANUP_JOB })
  async scheduledCleanup(): Promise<void> {
    try {
      await this.locks.runExclusive(CLEANUP_JOB, 10 * 60 * 1000, () => this.removeExpired());
    } catch (error) {
      this.logger.error(`${CLEANUP_JOB} failed: ${(error as Error).message}`);
    }
  }

  async removeExpired(now = new Date()): Promise<number> {
    const { deletedCount } = await this.resets.deleteMany({ expiresAt: { $lte: now } }).exec();
    if (deletedCount) this.logger.log(`Removed ${deletedCount} expired password-reset links`);
    return deletedCount;
  }
}
