import { BadRequestException, HttpStatus, Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { AUTH_MESSAGES } from '@nivasa/contracts/auth-messages';
import { resetPasswordPath } from '@nivasa/contracts/paths';
import type { Model } from 'mongoose';
import { fieldError } from '../common/field-error';
import { ConfigService } from '../config/config.service';
import { MailService } from '../mail/mail.service';
import { passwordResetMail } from '../mail/password-reset-mail';
import { PasswordHasher } from '../users/password-hasher';
import { checkPassword, UsersService } from '../users/users.service';
import { hashLinkToken, isLinkToken, newLinkToken } from './link-token';
import { PasswordReset } from './schemas/password-reset.schema';
import { refusal } from '../common/refusal';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/**
 * Forgotten passwords: a link with 32 random bytes is mailed; only the token's hash is
 * stored, with an expiry of one hour; the link works once, and using it ends every
 * earlier session of the account. Nothing the caller sees depends on whether the
 * account exists.
 */
@Injectable()
export class PasswordResetService {
  private readonly logger = new Logger(PasswordResetService.name);

  constructor(
    @InjectModel(PasswordReset.name) private readonly resets: Model<PasswordReset>,
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly mail: MailService,
    private readonly config: ConfigService,
  ) {}

  /**
   * Mails a reset link if an account has the email. The mail is sent after the answer, so
   * neither the response time nor an SMTP failure tells whether the account exists.
   */
  async requestReset(email: string, now = new Date()): Promise<void> {
    const user = await this.users.findByEmail(email);
    if (!user) return;
    const token = newLinkToken();
    await this.resets.create({
      userId: user._id,
      tokenHash: hashLinkToken(token),
      expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
      usedAt: null,
    });
    const link = this.config.pageUrl(resetPasswordPath(token), user.language);
    await this.mail.sendLater(
      passwordResetMail({
        to: user.email,
        username: user.username,
        link,
        validMinutes: RESET_TOKEN_TTL_MS / 60_000,
        language: user.language,
      }),
      `the password-reset mail to user ${user._id.toString()}`,
    );
  }

  /**
   * Uses the link: sets the new password and ends the account's earlier sessions; 400 for a
   * bogus, expired or used link, or a password too easy to guess (the link still works then).
   */
  async resetPassword(token: string, newPassword: string, now = new Date()): Promise<void> {
    const invalid = new BadRequestException(refusal('RESET_LINK_INVALID', AUTH_MESSAGES.resetLinkInvalid));
    if (!isLinkToken(token)) throw invalid;
    const live = { tokenHash: hashLinkToken(token), usedAt: null, expiresAt: { $gt: now } };
    // The password is checked against the account's own words before the link is taken, so a refusal does not burn it.
    const link = await this.resets.findOne(live, { userId: 1 }).lean().exec();
    const owner = link ? await this.users.findById(link.userId) : null;
    if (!owner) throw invalid;
    const problem = checkPassword(newPassword, [owner.email, owner.username]);
    if (problem) throw fieldError(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', 'newPassword', 'FIELD_TOO_WEAK', problem);
    const password = await this.hasher.hash(newPassword);
    // One atomic update takes the link: of two requests racing with it, one wins.
    const taken = await this.resets
      .findOneAndUpdate(live, { $set: { usedAt: now } }, { returnDocument: 'after' })
      .lean()
      .exec();
    if (!taken) throw invalid;
    const user = await this.users.replacePasswordHash(taken.userId, password, { emailVerified: true });
    if (!user) throw invalid;
    // Other links mailed earlier for the account stop working too.
    await this.resets.updateMany({ userId: taken.userId, usedAt: null }, { $set: { usedAt: now } }).exec();
  }

  /** Removes expired links (MongoDB's TTL index does it too; CongoDB's does not); PasswordResetsCleanupJob runs it. */
  async removeExpired(now = new Date()): Promise<number> {
    const { deletedCount } = await this.resets.deleteMany({ expiresAt: { $lte: now } }).exec();
    if (deletedCount) this.logger.log(`Removed ${deletedCount} expired password-reset links`);
    return deletedCount;
  }
}
