import { DEFAULT_LANGUAGE, type Language } from '@nivasa/contracts/languages';
import { BadRequestException, HttpStatus, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { PublicUser } from '@nivasa/contracts/api';
import { USER_LIMITS } from '@nivasa/contracts/user-limits';
import { AUTH_MESSAGES, FIELD_MESSAGES } from '@nivasa/contracts/auth-messages';
import { normalisePhone } from '@nivasa/contracts/phone';
import { isValidObjectId, type Model, Types } from 'mongoose';
import AsyncLock from 'async-lock';
import { randomBytes } from 'node:crypto';
import { fieldError } from '../common/field-error';
import { isPhoneVerified, UserResponseDto } from './dto/user-response.dto';
import { PasswordHasher } from './password-hasher';
import { isGuessablePassword } from './password-strength';
import { User, type UserDocument } from './schemas/user.schema';

export interface NewUser {
  username: string;
  email: string;
  password: string;
  number?: string;
  avatar?: string;
  /** The language the sign-up was made in (its Accept-Language); English by default. */
  language?: Language;
  /** Whether the owner of the email has proved it (identity-provider sign-in). */
  emailVerified?: boolean;
  /** False when the password is one nobody knows (identity-provider sign-in); true by default. */
  hasPassword?: boolean;
}

export type AdminOutcome = 'created' | 'promoted' | 'already-admin';

export const EMAIL_TAKEN = AUTH_MESSAGES.emailTaken;
export const USERNAME_TAKEN = AUTH_MESSAGES.usernameTaken;

/** A regular expression matching exactly this text, whatever its case. */
function exactlyIgnoringCase(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'i');
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** A plain email check for the CLI and the seed; request DTOs use class-validator's IsEmail. */
export function looksLikeEmail(email: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim());
}

/**
 * What is wrong with a new password, or null: its length, or that it is too easy to guess
 * (`userInputs`: the account's email and username, which it must not be built from).
 */
export function checkPassword(password: string, userInputs: readonly string[] = []): string | null {
  if (password.length < USER_LIMITS.passwordMinLength) {
    return `The password must be at least ${USER_LIMITS.passwordMinLength} characters long`;
  }
  if (password.length > USER_LIMITS.passwordMaxLength) {
    return `The password must be at most ${USER_LIMITS.passwordMaxLength} characters long`;
  }
  if (isGuessablePassword(password, userInputs)) return FIELD_MESSAGES.passwordWeak;
  return null;
}

/** A username made from any text (an email's local part, a name) that fits the limits. */
export function usernameBase(text: string): string {
  const cleaned = text
    .normalize('NFKD')
    .replace(/[^\w.-]+/g, '')
    .replace(/^[.-]+|[.-]+$/g, '')
    .toLowerCase()
    .slice(0, USER_LIMITS.usernameMaxLength);
  return cleaned.length >= USER_LIMITS.usernameMinLength ? cleaned : `${cleaned}user`.slice(0, USER_LIMITS.usernameMaxLength);
}

/** The names a new account claims, for the lock; usernames are one whatever their case. */
function identityLockKeys(email: string, username: string): string[] {
  return [`email:${email}`, `username:${username.trim().toLowerCase()}`];
}

@Injectable()
export class UsersService {
  private readonly identityLock = new AsyncLock();

  constructor(
    @InjectModel(User.name) private readonly users: Model<User>,
    private readonly hasher: PasswordHasher,
  ) {}

  findById(id: string | Types.ObjectId): Promise<UserDocument | null> {
    if (!isValidObjectId(id)) return Promise.resolve(null);
    return this.users.findById(id).exec();
  }

  findByEmail(email: string, options: { withPassword?: boolean } = {}): Promise<UserDocument | null> {
    const query = this.users.findOne({ email: normaliseEmail(email) });
    return (options.withPassword ? query.select('+password') : query).exec();
  }

  /** Whether another account (not `except`) uses the email. */
  async isEmailTaken(email: string, except?: Types.ObjectId): Promise<boolean> {
    const filter = { email: normaliseEmail(email), ...(except ? { _id: { $ne: except } } : {}) };
    return (await this.users.exists(filter)) !== null;
  }

  /** Whether another account (not `except`) uses the username, whatever its case: 'Nimal' and 'nimal' are one name. */
  async isUsernameTaken(username: string, except?: Types.ObjectId): Promise<boolean> {
    const filter = { username: exactlyIgnoringCase(username.trim()), ...(except ? { _id: { $ne: except } } : {}) };
    return (await this.users.exists(filter)) !== null;
  }

  /**
   * Creates a user after checking that email and username are free. The check, made under a
   * lock on both names, is what keeps them unique on CongoDB, which does not enforce unique
   * indexes; on MongoDB the unique indexes also hold across API instances.
   */
  async create(input: NewUser, options: { isAdmin?: boolean } = {}): Promise<UserDocument> {
    const problem = checkPassword(input.password, [input.email, input.username]);
    if (problem) throw fieldError(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', 'password', 'FIELD_TOO_WEAK', problem);
    const email = normaliseEmail(input.email);
    const checkFree = async () => {
      if (await this.isEmailTaken(email)) throw fieldError(HttpStatus.CONFLICT, 'EMAIL_TAKEN', 'email', 'FIELD_TAKEN', EMAIL_TAKEN);
      if (await this.isUsernameTaken(input.username))
        throw fieldError(HttpStatus.CONFLICT, 'USERNAME_TAKEN', 'username', 'FIELD_TAKEN', USERNAME_TAKEN);
    };
    // A taken name is refused before the slow hash; the hash is made outside the lock.
    await checkFree();
    const password = await this.hasher.hash(input.password);
    const user = await this.identityLock.acquire(identityLockKeys(email, input.username), async () => {
      await checkFree();
      return this.users.create({
        username: input.username.trim(),
        email,
        password,
        // Stored in one form (+94XXXXXXXXX) whoever calls: the sign-up DTO has done it, the seed and CLI have not.
        number: input.number ? (normalisePhone(input.number) ?? input.number.trim()) : '',
        avatar: input.avatar ?? '',
        isAdmin: options.isAdmin ?? false,
        emailVerified: input.emailVerified ?? false,
        hasPassword: input.hasPassword ?? true,
        language: input.language ?? DEFAULT_LANGUAGE,
      });
    });
    return (await this.findById(user.id))!;
  }

  /** A password nobody knows, for accounts made by identity-provider sign-in. */
  unguessablePassword(): string {
    return randomBytes(32).toString('base64url');
  }

  /**
   * The owner of the email proved it (through the identity provider). If the address was not
   * proven before, whoever made the account may not be its owner (an account pre-made with
   * someone else's email): their password stops working and their sessions end.
   */
  async confirmEmailOwnership(user: UserDocument): Promise<UserDocument> {
    if (user.emailVerified) return user;
    const password = await this.hasher.hash(this.unguessablePassword());
    const updated = await this.users
      .findByIdAndUpdate(
        user._id,
        { $set: { emailVerified: true, password, hasPassword: false }, $inc: { sessionVersion: 1 } },
        { returnDocument: 'after' },
      )
      .exec();
    return updated ?? user;
  }

  /** Whether the password is the account's own (its owner is the one asking). */
  async isOwnPassword(userId: Types.ObjectId, password: string): Promise<boolean> {
    const user = await this.users.findById(userId).select('+password').exec();
    return user ? this.hasher.verify(user.password, password) : false;
  }

  /** Sets a new password (its hash) and ends every earlier session; optionally marks the email proven. */
  replacePasswordHash(userId: Types.ObjectId, hash: string, options: { emailVerified?: boolean } = {}): Promise<UserDocument | null> {
    const set: Record<string, unknown> = { password: hash, hasPassword: true };
    if (options.emailVerified) set.emailVerified = true;
    return this.users.findByIdAndUpdate(userId, { $set: set, $inc: { sessionVersion: 1 } }, { returnDocument: 'after' }).exec();
  }

  /** Applies a profile change; `endSessions` (a new password) ends every earlier session. Null when the user is gone. */
  applyChanges(
    userId: Types.ObjectId,
    set: Partial<Record<keyof User, unknown>>,
    options: { endSessions?: boolean } = {},
  ): Promise<UserDocument | null> {
    const update = { $set: set, ...(options.endSessions ? { $inc: { sessionVersion: 1 } } : {}) };
    return this.users.findByIdAndUpdate(userId, update, { returnDocument: 'after' }).exec();
  }

  /**
   * Gives the account the new email, now proven, unless its sessions moved on since the change
   * was asked for (a password change or reset voids it). Null then, or when the user is gone.
   */
  takeConfirmedEmail(userId: Types.ObjectId, sessionVersion: number, email: string): Promise<UserDocument | null> {
    return this.users
      .findOneAndUpdate({ _id: userId, sessionVersion }, { $set: { email, emailVerified: true } }, { returnDocument: 'after' })
      .exec();
  }

  /** An advertiser's phone number and email. */
  contactOf(userId: Types.ObjectId): Promise<Pick<User, 'number' | 'email'> | null> {
    return this.users.findById(userId, { number: 1, email: 1 }).lean().exec();
  }

  /** Marks the number proven, if it is still the user's number; the user after it, or null when it is not. */
  markPhoneVerified(userId: Types.ObjectId, number: string): Promise<UserDocument | null> {
    return this.users.findOneAndUpdate({ _id: userId, number }, { $set: { verifiedNumber: number } }, { returnDocument: 'after' }).exec();
  }

  /** Which of the users have proven their current number by SMS (their ids, as strings). */
  async phoneVerifiedAmong(userIds: readonly Types.ObjectId[]): Promise<Set<string>> {
    if (userIds.length === 0) return new Set();
    const users = await this.users
      .find({ _id: { $in: [...userIds] }, verifiedNumber: { $ne: '' } }, { number: 1, verifiedNumber: 1 })
      .lean()
      .exec();
    return new Set(users.filter((user) => isPhoneVerified(user)).map((user) => user._id.toString()));
  }

  /** Those of the image addresses some user has as avatar. */
  async avatarsInUse(urls: readonly string[]): Promise<string[]> {
    const users = await this.users
      .find({ avatar: { $in: [...urls] } }, { avatar: 1 })
      .lean()
      .exec();
    return users.map((user) => user.avatar);
  }

  /** How many accounts there are. */
  count(): Promise<number> {
    return this.users.countDocuments().exec();
  }

  async deleteById(userId: Types.ObjectId): Promise<void> {
    await this.users.deleteOne({ _id: userId }).exec();
  }

  /** A free username built from the text, with a number added when needed. */
  async availableUsername(text: string): Promise<string> {
    const base = usernameBase(text);
    if (!(await this.isUsernameTaken(base))) return base;
    for (let n = 2; ; n += 1) {
      const suffix = String(n);
      const candidate = `${base.slice(0, USER_LIMITS.usernameMaxLength - suffix.length)}${suffix}`;
      if (!(await this.isUsernameTaken(candidate))) return candidate;
    }
  }

  /**
   * Makes the account with this email an admin: creates it (the password is then required)
   * or promotes an existing one. An existing account's password is left as it is.
   *
   * A created admin's email counts as proven: whoever runs the command names the address and
   * sets the password, so a later identity-provider sign-in with that address must not reset
   * it (confirmEmailOwnership). A promoted account keeps its emailVerified as it is: promoting
   * proves nothing about who made it, and an account made with someone else's address must
   * still go to the address's owner when they sign in with the identity provider.
   */
  async createOrPromoteAdmin(email: string, password?: string): Promise<{ outcome: AdminOutcome; user: UserDocument }> {
    const existing = await this.findByEmail(email);
    if (existing) {
      if (existing.isAdmin) return { outcome: 'already-admin', user: existing };
      const promoted = await this.users.findByIdAndUpdate(existing._id, { $set: { isAdmin: true } }, { returnDocument: 'after' }).exec();
      return { outcome: 'promoted', user: promoted! };
    }
    if (password === undefined) {
      throw new BadRequestException(`No account has the email ${normaliseEmail(email)}; give a password to create it`);
    }
    const username = await this.availableUsername(normaliseEmail(email).split('@')[0] ?? '');
    const user = await this.create({ username, email, password, emailVerified: true }, { isAdmin: true });
    return { outcome: 'created', user };
  }

  /**
   * Blocks or unblocks the account; blocking raises the session version, which ends every
   * session it has. Null when there is no such user.
   */
  setBlocked(userId: Types.ObjectId, blocked: boolean): Promise<UserDocument | null> {
    const update = blocked ? { $set: { blocked: true }, $inc: { sessionVersion: 1 } } : { $unset: { blocked: 1 } };
    return this.users.findByIdAndUpdate(userId, update, { returnDocument: 'after' }).exec();
  }

  toPublic(user: UserDocument): PublicUser {
    return UserResponseDto.from(user);
  }

  /** The users' usernames by id (as strings): the name one person sees of another in an enquiry, never more. */
  async usernamesOf(userIds: readonly Types.ObjectId[]): Promise<Map<string, string>> {
    if (userIds.length === 0) return new Map();
    const users = await this.users
      .find({ _id: { $in: [...userIds] } }, { username: 1 })
      .lean()
      .exec();
    return new Map(users.map((user) => [user._id.toString(), user.username]));
  }
}
