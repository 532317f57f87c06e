import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@nivasa/contracts/languages';
import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { USER_LIMITS } from '@nivasa/contracts/user-limits';
import type { HydratedDocument } from 'mongoose';

@Schema({ collection: 'users', timestamps: true })
export class User {
  @Prop({
    required: true,
    trim: true,
    minlength: USER_LIMITS.usernameMinLength,
    maxlength: USER_LIMITS.usernameMaxLength,
  })
  username!: string;

  @Prop({ required: true, trim: true, lowercase: true, maxlength: USER_LIMITS.emailMaxLength })
  email!: string;

  /** An argon2id hash; never selected unless asked for with `+password`. */
  @Prop({ required: true, select: false })
  password!: string;

  /** Phone number. */
  @Prop({ type: String, default: '', trim: true })
  number!: string;

  /** Image address of the avatar; empty for none. */
  @Prop({ type: String, default: '' })
  avatar!: string;

  /** The language of the user's mail and of the site on their devices. */
  @Prop({ type: String, enum: LANGUAGES, default: DEFAULT_LANGUAGE })
  language!: Language;

  /** Only ever set by the admin CLI (or another admin), never from a request body. */
  @Prop({ type: Boolean, default: false })
  isAdmin!: boolean;

  /**
   * Part of every session token (`sv`). Raising it ends every session issued before: a
   * password reset or change does. Checked on each request, as the user is looked up fresh.
   */
  @Prop({ type: Number, default: 0 })
  sessionVersion!: number;

  /**
   * Whether the owner of the address has shown they control it: signed in with the
   * identity provider, or reset the password through the mailed link. A changed email is
   * unverified again. See IdentityProviderService for why it matters.
   */
  @Prop({ type: Boolean, default: false })
  emailVerified!: boolean;

  /**
   * Whether the password is one the owner chose: false for accounts made by identity-provider
   * sign-in (a random password nobody knows) until they set one through the reset link.
   * Accounts stored before this flag existed lack it and read as true: most chose a password
   * at sign-up, and one that did not can still use the reset link.
   */
  @Prop({ type: Boolean, default: true })
  hasPassword!: boolean;

  /**
   * The number its owner proved with a code sent to it by SMS; '' for none. The phone counts as
   * verified while it equals `number`, so changing the number clears the mark on its own.
   */
  @Prop({ type: String, default: '' })
  verifiedNumber!: string;
  /** Blocked by a moderator: cannot sign in, and their listings are out of every public place. */
  @Prop({ type: Boolean })
  blocked?: boolean;

  createdAt!: Date;
  updatedAt!: Date;
}

export type UserDocument = HydratedDocument<User>;

export const UserSchema = SchemaFactory.createForClass(User);
// Declared for a real MongoDB; CongoDB lists but does not enforce them, so UsersService checks too.
UserSchema.index({ email: 1 }, { unique: true });
UserSchema.index({ username: 1 }, { unique: true });
