import { BadRequestException, ConflictException, Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { AUTH_MESSAGES } from '@nivasa/contracts/auth-messages';
import { confirmEmailPath, PATHS } from '@nivasa/contracts/paths';
import type { Model } from 'mongoose';
import { ConfigService } from '../config/config.service';
import { emailChangeConfirmMail, emailChangeNoticeMail } from '../mail/email-change-mail';
import { MailService } from '../mail/mail.service';
import type { UserDocument } from '../users/schemas/user.schema';
import { EMAIL_TAKEN, normaliseEmail, UsersService } from '../users/users.service';
import { hashLinkToken, isLinkToken, newLinkToken } from './link-token';
import { EmailChange } from './schemas/email-change.schema';
import { refusal } from '../common/refusal';

export const EMAIL_CHANGE_TTL_MS = 60 * 60 * 1000;

/**
 * Changing an account's email: a link is mailed to the new address (one hour, one use, only
 * its hash stored) and a notice to the old one; the email changes only when the link is
 * opened. A newer request voids the older links, and so does a password reset or change
 * (the owner's way to stop a change they did not ask for).
 */
@Injectable()
export class EmailChangeService {
  private readonly logger = new Logger(EmailChangeService.name);

  constructor(
    @InjectModel(EmailChange.name) private readonly changes: Model<EmailChange>,
    private readonly users: UsersService,
    private readonly mail: MailService,
    private readonly config: ConfigService,
  ) {}

  /**
   * Mails the link to `newEmail` (which the caller found free) and the notice to the account's
   * address; changes nothing on the account yet.
   */
  async request(user: UserDocument, newEmail: string, now = new Date()): Promise<void> {
    const email = normaliseEmail(newEmail);
    // Only the newest link works.
    await this.changes.updateMany({ userId: user._id, usedAt: null }, { $set: { usedAt: now } }).exec();
    const token = newLinkToken();
    await this.changes.create({
      userId: user._id,
      newEmail: email,
      tokenHash: hashLinkToken(token),
      sessionVersion: user.sessionVersion ?? 0,
      expiresAt: new Date(now.getTime() + EMAIL_CHANGE_TTL_MS),
      usedAt: null,
    });
    // Links to the pages in the account's language.
    const about = `mail about an email change to user ${user._id.toString()}`;
    await this.mail.sendLater(
      emailChangeConfirmMail({
        to: email,
        username: user.username,
        link: this.config.pageUrl(confirmEmailPath(token), user.language),
        validMinutes: EMAIL_CHANGE_TTL_MS / 60_000,
        language: user.language,
      }),
      `the confirmation ${about}`,
    );
    await this.mail.sendLater(
      emailChangeNoticeMail({
        to: user.email,
        username: user.username,
        newEmail: email,
        forgotPasswordLink: this.config.pageUrl(PATHS.forgotPassword, user.language),
        language: user.language,
      }),
      `the notice ${about}`,
    );
  }

  /**
   * Uses the link: the account takes the new address, now proven. 400 for a bogus, expired,
   * used or voided link; 409 when another account took the address meanwhile (the link
   * still works once it is free again).
   */
  async confirm(token: string, now = new Date()): Promise<UserDocument> {
    const invalid = new BadRequestException(refusal('EMAIL_CHANGE_LINK_INVALID', AUTH_MESSAGES.emailChangeLinkInvalid));
    if (!isLinkToken(token)) throw invalid;
    const live = { tokenHash: hashLinkToken(token), usedAt: null, expiresAt: { $gt: now } };
    const pending = await this.changes.findOne(live).lean().exec();
    if (!pending) throw invalid;
    if (await this.users.isEmailTaken(pending.newEmail, pending.userId)) throw new ConflictException(refusal('EMAIL_TAKEN', EMAIL_TAKEN));
    // One atomic update takes the link: of two requests racing with it, one wins.
    const taken = await this.changes
      .findOneAndUpdate(live, { $set: { usedAt: now } }, { returnDocument: 'after' })
      .lean()
      .exec();
    if (!taken) throw invalid;
    try {
      const user = await this.users.takeConfirmedEmail(taken.userId, taken.sessionVersion, taken.newEmail);
      if (!user) throw invalid;
      return user;
    } catch (error) {
      // A real MongoDB's unique index caught another account taking the address in the meantime.
      if ((error as { code?: number }).code === 11000) throw new ConflictException(refusal('EMAIL_TAKEN', EMAIL_TAKEN));
      throw error;
    }
  }

  /** Removes expired links (MongoDB's TTL index does it too; CongoDB's does not); EmailChangesCleanupJob runs it. */
  async removeExpired(now = new Date()): Promise<number> {
    const { deletedCount } = await this.changes.deleteMany({ expiresAt: { $lte: now } }).exec();
    if (deletedCount) this.logger.log(`Removed ${deletedCount} expired email-change links`);
    return deletedCount;
  }
}
