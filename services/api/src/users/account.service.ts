import { BadRequestException, HttpException, HttpStatus, Injectable, Logger, NotFoundException } from '@nestjs/common';
import type { AdvertiserContact } from '@nivasa/contracts/api';
import { AUTH_MESSAGES, FIELD_MESSAGES, RATE_LIMIT_MESSAGES } from '@nivasa/contracts/auth-messages';
import type { Types } from 'mongoose';
import { EmailChangeService } from '../auth/email-change.service';
import { fieldError } from '../common/field-error';
import { ListingsRepository } from '../listings/listings.repository';
import { requireImageAccess } from '../media/media.policy';
import { imageIdFromUrl, MediaService } from '../media/media.service';
import { ConfigService } from '../config/config.service';
import { AccountDeletionService } from './account-deletion.service';
import { contactDay, mayRevealContact } from './contact-reveal.policy';
import { ContactRevealsRepository } from './contact-reveals.repository';
import { requireAccountAccess } from './account.policy';
import type { UpdateUserDto } from './dto/update-user.dto';
import { PasswordHasher } from './password-hasher';
import type { User, UserDocument } from './schemas/user.schema';
import { checkPassword, EMAIL_TAKEN, USERNAME_TAKEN, UsersService } from './users.service';
import { refusal } from '../common/refusal';

export interface UpdateOutcome {
  user: UserDocument;
  /** The password changed: earlier sessions ended, and this one needs a new token. */
  sessionRenewed: boolean;
  /** A new email was asked for: it takes effect when the link mailed to it is opened. */
  emailChangeRequested: boolean;
}

/**
 * The signed-in user's own account: profile update, deletion (with everything that hangs
 * off it) and the contact lookup. Who may do what comes from the session, never the body.
 */
@Injectable()
export class AccountService {
  private readonly logger = new Logger(AccountService.name);

  constructor(
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly media: MediaService,
    private readonly listings: ListingsRepository,
    private readonly emailChanges: EmailChangeService,
    private readonly deletions: AccountDeletionService,
    private readonly reveals: ContactRevealsRepository,
    private readonly config: ConfigService,
  ) {}

  /**
   * Applies the changed fields to the session user's own account. A new password or email
   * needs the current password too, so a stolen session alone cannot take the account over;
   * a new email is only asked for here and changes when the link mailed to it is opened.
   */
  async update(actor: UserDocument, targetId: Types.ObjectId, changes: UpdateUserDto): Promise<UpdateOutcome> {
    requireAccountAccess(actor, 'account.update', targetId);
    const newEmail = changes.email !== undefined && changes.email !== actor.email ? changes.email : undefined;
    const passwordChanged = changes.password !== undefined;
    if (passwordChanged || newEmail !== undefined) await this.checkCurrentPassword(actor, changes.currentPassword);
    const set: Partial<Record<keyof User, unknown>> = {};

    if (changes.username !== undefined && changes.username !== actor.username) {
      if (await this.users.isUsernameTaken(changes.username, actor._id))
        throw fieldError(HttpStatus.CONFLICT, 'USERNAME_TAKEN', 'username', 'FIELD_TAKEN', USERNAME_TAKEN);
      set.username = changes.username;
    }
    if (newEmail !== undefined && (await this.users.isEmailTaken(newEmail, actor._id)))
      throw fieldError(HttpStatus.CONFLICT, 'EMAIL_TAKEN', 'email', 'FIELD_TAKEN', EMAIL_TAKEN);
    if (changes.number !== undefined && changes.number !== actor.number) set.number = changes.number;
    if (changes.language !== undefined && changes.language !== actor.language) set.language = changes.language;
    if (changes.avatar !== undefined && changes.avatar !== actor.avatar) {
      await this.checkAvatar(actor, changes.avatar);
      set.avatar = changes.avatar;
    }
    if (passwordChanged) {
      const ownWords = [actor.email, actor.username, newEmail ?? '', changes.username ?? ''];
      const problem = checkPassword(changes.password!, ownWords);
      if (problem) throw fieldError(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', 'password', 'FIELD_TOO_WEAK', problem);
      set.password = await this.hasher.hash(changes.password!);
      set.hasPassword = true;
    }

    let user = actor;
    if (Object.keys(set).length > 0) {
      const updated = await this.users.applyChanges(actor._id, set, { endSessions: passwordChanged });
      if (!updated) throw new NotFoundException(refusal('USER_NOT_FOUND', AUTH_MESSAGES.userNotFound));
      user = updated;
    }
    // After the other changes: the link is bound to the session version a new password has just moved on.
    if (newEmail !== undefined) await this.emailChanges.request(user, newEmail);
    return { user, sessionRenewed: passwordChanged, emailChangeRequested: newEmail !== undefined };
  }

  /**
   * The current password, for a new password or email. An account made by identity-provider
   * sign-in has none it knows: it sets one through the reset link first.
   */
  private async checkCurrentPassword(actor: UserDocument, currentPassword: string | undefined): Promise<void> {
    if (actor.hasPassword === false) throw new BadRequestException(refusal('NO_PASSWORD_YET', AUTH_MESSAGES.noPasswordYet));
    if (currentPassword === undefined)
      throw fieldError(
        HttpStatus.BAD_REQUEST,
        'VALIDATION_FAILED',
        'currentPassword',
        'FIELD_REQUIRED',
        FIELD_MESSAGES.currentPasswordRequired,
      );
    if (!(await this.users.isOwnPassword(actor._id, currentPassword))) {
      throw fieldError(
        HttpStatus.FORBIDDEN,
        'CURRENT_PASSWORD_WRONG',
        'currentPassword',
        'FIELD_WRONG',
        FIELD_MESSAGES.currentPasswordWrong,
      );
    }
  }

  /** '' (no avatar), or an image this user uploaded as an avatar. */
  private async checkAvatar(actor: UserDocument, avatar: string): Promise<void> {
    if (avatar === '') return;
    const id = imageIdFromUrl(avatar);
    requireImageAccess(actor, 'image.useAsAvatar', id ? await this.media.findImage(id) : null);
  }

  /**
   * Deletes an account: the user themselves, or an admin for anyone. The user goes first, then
   * what hangs off it, through the other modules (see AccountDeletionService): their listings
   * with the listings' images, reviews and favourites, their uploads, their own reviews and
   * favourites, and the other listings they had reviewed are rated again. What fails is logged
   * and finished later; the account is gone either way, so the answer says so.
   */
  async deleteAccount(actor: UserDocument, targetId: Types.ObjectId): Promise<{ self: boolean }> {
    requireAccountAccess(actor, 'account.delete', targetId);
    const self = actor._id.equals(targetId);
    const target = self ? actor : await this.users.findById(targetId);
    if (!target) throw new NotFoundException(refusal('USER_NOT_FOUND', AUTH_MESSAGES.userNotFound));
    const finished = await this.deletions.deleteAccount(target._id);
    this.logger.log(
      `Deleted user ${target._id.toString()}${self ? '' : ` (by admin ${actor._id.toString()})`}${finished ? '' : '; some of what they left is removed later'}`,
    );
    return { self };
  }

  /**
   * An advertiser's contact details, for signed-in users: the "Show phone number" press. Only
   * people with an approved listing advertise: anyone else answers 404, as if unknown, so ids
   * cannot be tried for contacts; so does a `listing` that is not their approved one. Each user
   * sees at most `contactOwnersPerDay` distinct owners a day (repeat looks are free), and every
   * press is logged with the listing it came from.
   */
  async contact(actor: UserDocument, userRef: Types.ObjectId, listingId: Types.ObjectId | null): Promise<AdvertiserContact> {
    requireAccountAccess(actor, 'account.contact', userRef);
    const user = (await this.advertises(userRef, listingId)) ? await this.users.contactOf(userRef) : null;
    if (!user) throw new NotFoundException(refusal('USER_NOT_FOUND', AUTH_MESSAGES.userNotFound));
    const now = new Date();
    const day = contactDay(now);
    const seen = await this.reveals.ownersSeen(actor._id, day);
    if (!mayRevealContact(seen, userRef.toString(), this.config.contactOwnersPerDay)) {
      throw new HttpException(refusal('CONTACT_RATE_LIMITED', RATE_LIMIT_MESSAGES.tooManyContactLookups), HttpStatus.TOO_MANY_REQUESTS);
    }
    await this.reveals.record({ viewer: actor._id, owner: userRef, listing: listingId, day, at: now });
    return { number: user.number ?? '', email: user.email };
  }

  /** Whether the user advertises: has an approved listing, and `listingId` (when given) is one. */
  private async advertises(userRef: Types.ObjectId, listingId: Types.ObjectId | null): Promise<boolean> {
    if (!listingId) return this.listings.hasApprovedListing(userRef);
    const listing = await this.listings.findById(listingId);
    return listing !== null && listing.status === 'approved' && listing.userRef.toString() === userRef.toString();
  }
}
