import { BadRequestException, ForbiddenException, HttpStatus, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { AdvertiserContact } from '@nivasa/contracts/api';
import { AUTH_MESSAGES, FIELD_MESSAGES } from '@nivasa/contracts/messages';
import type { Model, Types } from 'mongoose';
import { EmailChangeService } from '../auth/email-change.service';
import { fieldError } from '../common/field-error';
import { Favorite } from '../favorites/schemas/favorite.schema';
import { ListingsRepository } from '../listings/listings.repository';
import { Listing } from '../listings/schemas/listing.schema';
import { imageIdFromUrl, MediaService } from '../media/media.service';
import { ReviewsService } from '../reviews/reviews.service';
import { Review } from '../reviews/schemas/review.schema';
import type { UpdateUserDto } from './dto/update-user.dto';
import { PasswordHasher } from './password-hasher';
import { User, type UserDocument } from './schemas/user.schema';
import { checkPassword, EMAIL_TAKEN, USERNAME_TAKEN, UsersService } from './users.service';

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
    @InjectModel(User.name) private readonly users: Model<User>,
    @InjectModel(Listing.name) private readonly listings: Model<Listing>,
    @InjectModel(Favorite.name) private readonly favorites: Model<Favorite>,
    @InjectModel(Review.name) private readonly reviews: Model<Review>,
    private readonly usersService: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly media: MediaService,
    private readonly ratings: ReviewsService,
    private readonly listingsRepository: ListingsRepository,
    private readonly emailChanges: EmailChangeService,
  ) {}

  /**
   * Applies the changed fields to the session user's own account. A new password or email
   * needs the current password too, so a stolen session alone cannot take the account over;
   * a new email is only asked for here and changes when the link mailed to it is opened.
   */
  async update(actor: UserDocument, targetId: Types.ObjectId, changes: UpdateUserDto): Promise<UpdateOutcome> {
    if (!actor._id.equals(targetId)) throw new ForbiddenException(AUTH_MESSAGES.updateOthersRefused);
    const newEmail = changes.email !== undefined && changes.email !== actor.email ? changes.email : undefined;
    const passwordChanged = changes.password !== undefined;
    if (passwordChanged || newEmail !== undefined) await this.checkCurrentPassword(actor, changes.currentPassword);
    const set: Partial<Record<keyof User, unknown>> = {};

    if (changes.username !== undefined && changes.username !== actor.username) {
      if (await this.usersService.isUsernameTaken(changes.username, actor._id))
        throw fieldError(HttpStatus.CONFLICT, 'username', USERNAME_TAKEN);
      set.username = changes.username;
    }
    if (newEmail !== undefined && (await this.usersService.isEmailTaken(newEmail, actor._id)))
      throw fieldError(HttpStatus.CONFLICT, 'email', EMAIL_TAKEN);
    if (changes.number !== undefined && changes.number !== actor.number) set.number = changes.number;
    if (changes.avatar !== undefined && changes.avatar !== actor.avatar) {
      await this.checkAvatar(actor, changes.avatar);
      set.avatar = changes.avatar;
    }
    if (passwordChanged) {
      const ownWords = [actor.email, actor.username, newEmail ?? '', changes.username ?? ''];
      const problem = checkPassword(changes.password!, ownWords);
      if (problem) throw fieldError(HttpStatus.BAD_REQUEST, 'password', problem);
      set.password = await this.hasher.hash(changes.password!);
      set.hasPassword = true;
    }

    let user = actor;
    if (Object.keys(set).length > 0) {
      const updated = await this.users
        .findByIdAndUpdate(
          actor._id,
          { $set: set, ...(passwordChanged ? { $inc: { sessionVersion: 1 } } : {}) },
          { returnDocument: 'after' },
        )
        .exec();
      if (!updated) throw new NotFoundException(AUTH_MESSAGES.userNotFound);
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
    if (actor.hasPassword === false) throw new BadRequestException(AUTH_MESSAGES.noPasswordYet);
    if (currentPassword === undefined) throw fieldError(HttpStatus.BAD_REQUEST, 'currentPassword', FIELD_MESSAGES.currentPasswordRequired);
    if (!(await this.usersService.isOwnPassword(actor._id, currentPassword))) {
      throw fieldError(HttpStatus.FORBIDDEN, 'currentPassword', FIELD_MESSAGES.currentPasswordWrong);
    }
  }

  /** '' (no avatar), or an image this user uploaded as an avatar. */
  private async checkAvatar(actor: UserDocument, avatar: string): Promise<void> {
    if (avatar === '') return;
    const id = imageIdFromUrl(avatar);
    const image = id ? await this.media.findImage(id) : null;
    if (!image || image.owner !== actor._id.toString() || image.purpose !== 'avatar') {
      throw fieldError(HttpStatus.BAD_REQUEST, 'avatar', AUTH_MESSAGES.avatarNotYours);
    }
  }

  /**
   * Deletes an account: the user themselves, or an admin for anyone. The user goes first
   * (their sessions end at once and nothing new can be made in their name), then what
   * hangs off it: their listings and the listings' images, their uploads (avatar
   * included), favourites by them and on their listings, reviews by them and on their
   * listings, and the ratings of the other listings they had reviewed are recomputed.
   * Each step is idempotent; no transaction is relied on.
   */
  async deleteAccount(actor: UserDocument, targetId: Types.ObjectId): Promise<{ self: boolean }> {
    const self = actor._id.equals(targetId);
    if (!self && !actor.isAdmin) throw new ForbiddenException(AUTH_MESSAGES.deleteOthersRefused);
    const target = self ? actor : await this.users.findById(targetId).exec();
    if (!target) throw new NotFoundException(AUTH_MESSAGES.userNotFound);
    const owner = target._id.toString();

    await this.users.deleteOne({ _id: target._id }).exec();

    const listings = await this.listings.find({ userRef: target._id }, { imageUrls: 1 }).lean().exec();
    const listingIds = listings.map((listing) => listing._id);
    const listingImages = listings
      .flatMap((listing) => listing.imageUrls.map(imageIdFromUrl))
      .filter((id): id is Types.ObjectId => id !== null);
    const reviewed = await this.reviews.find({ userRef: target._id }, { listingId: 1 }).lean().exec();
    const ownListings = new Set(listingIds.map(String));
    const toRecompute = [
      ...new Map(
        reviewed
          .filter((review) => !ownListings.has(String(review.listingId)))
          .map((review) => [String(review.listingId), review.listingId]),
      ).values(),
    ];

    await this.favorites.deleteMany({ $or: [{ userId: target._id }, { listingId: { $in: listingIds } }] }).exec();
    await this.reviews.deleteMany({ $or: [{ userRef: target._id }, { listingId: { $in: listingIds } }] }).exec();
    await this.listings.deleteMany({ userRef: target._id }).exec();
    const images = await this.media.deleteImages([...listingImages, ...(await this.media.findImagesOwnedBy(owner))]);
    await this.ratings.recomputeRatings(toRecompute);

    this.logger.log(
      `Deleted user ${owner}${self ? '' : ` (by admin ${actor._id.toString()})`}: ${listingIds.length} listings, ${images} images, ratings of ${toRecompute.length} listings recomputed`,
    );
    return { self };
  }

  /**
   * An advertiser's contact details, for signed-in users. Only people with an approved listing
   * advertise: anyone else answers 404, as if unknown, so ids cannot be tried for contacts.
   */
  async contact(userRef: Types.ObjectId): Promise<AdvertiserContact> {
    const advertises = await this.listingsRepository.hasApprovedListing(userRef);
    const user = advertises ? await this.users.findById(userRef, { number: 1, email: 1 }).lean().exec() : null;
    if (!user) throw new NotFoundException(AUTH_MESSAGES.userNotFound);
    return { number: user.number ?? '', email: user.email };
  }
}
