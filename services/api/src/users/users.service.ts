import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { PublicUser } from '@nivasa/contracts/api';
import { USER_LIMITS } from '@nivasa/contracts/limits';
import type { Model } from 'mongoose';
import { PasswordHasher } from './password-hasher';
import { User, type UserDocument } from './schemas/user.schema';

export interface NewUser {
  username: string;
  email: string;
  password: string;
  number?: string;
  avatar?: string;
}

export type AdminOutcome = 'created' | 'promoted' | 'already-admin';

export const EMAIL_TAKEN = 'An account with this email already exists';
export const USERNAME_TAKEN = 'This username is already taken';

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** A plain email check for the CLI and the seed; request DTOs use class-validator's IsEmail. */
export function looksLikeEmail(email: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim());
}

export function checkPassword(password: string): string | null {
  if (password.length < USER_LIMITS.passwordMinLength) {
    return `The password must be at least ${USER_LIMITS.passwordMinLength} characters long`;
  }
  if (password.length > USER_LIMITS.passwordMaxLength) {
    return `The password must be at most ${USER_LIMITS.passwordMaxLength} characters long`;
  }
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

@Injectable()
export class UsersService {
  constructor(
    @InjectModel(User.name) private readonly users: Model<User>,
    private readonly hasher: PasswordHasher,
  ) {}

  findById(id: string): Promise<UserDocument | null> {
    return this.users.findById(id).exec();
  }

  findByEmail(email: string, options: { withPassword?: boolean } = {}): Promise<UserDocument | null> {
    const query = this.users.findOne({ email: normaliseEmail(email) });
    return (options.withPassword ? query.select('+password') : query).exec();
  }

  async isEmailTaken(email: string): Promise<boolean> {
    return (await this.users.exists({ email: normaliseEmail(email) })) !== null;
  }

  async isUsernameTaken(username: string): Promise<boolean> {
    return (await this.users.exists({ username: username.trim() })) !== null;
  }

  /**
   * Creates a user after checking that email and username are free. The check is what
   * keeps them unique on CongoDB; on MongoDB the unique indexes also close the race.
   */
  async create(input: NewUser, options: { isAdmin?: boolean } = {}): Promise<UserDocument> {
    const problem = checkPassword(input.password);
    if (problem) throw new BadRequestException(problem);
    const email = normaliseEmail(input.email);
    if (await this.isEmailTaken(email)) throw new ConflictException(EMAIL_TAKEN);
    if (await this.isUsernameTaken(input.username)) throw new ConflictException(USERNAME_TAKEN);
    const password = await this.hasher.hash(input.password);
    const user = await this.users.create({
      username: input.username.trim(),
      email,
      password,
      number: input.number ?? '',
      avatar: input.avatar ?? '',
      isAdmin: options.isAdmin ?? false,
    });
    return (await this.findById(user.id))!;
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
   */
  async createOrPromoteAdmin(email: string, password?: string): Promise<{ outcome: AdminOutcome; user: UserDocument }> {
    const existing = await this.findByEmail(email);
    if (existing) {
      if (existing.isAdmin) return { outcome: 'already-admin', user: existing };
      const promoted = await this.users
        .findByIdAndUpdate(existing._id, { $set: { isAdmin: true } }, { returnDocument: 'after' })
        .exec();
      return { outcome: 'promoted', user: promoted! };
    }
    if (password === undefined) {
      throw new BadRequestException(`No account has the email ${normaliseEmail(email)}; give a password to create it`);
    }
    const username = await this.availableUsername(normaliseEmail(email).split('@')[0] ?? '');
    const user = await this.create({ username, email, password }, { isAdmin: true });
    return { outcome: 'created', user };
  }

  toPublic(user: UserDocument): PublicUser {
    return {
      _id: user._id.toString(),
      username: user.username,
      email: user.email,
      number: user.number,
      avatar: user.avatar,
      isAdmin: user.isAdmin,
    };
  }
}
