import { LANGUAGES } from './languages';
/** A user as the API answers it, and the account requests' bodies, each written once. */
import * as z from 'zod/mini';
import { USER_LIMITS, USERNAME_PATTERN } from './user-limits';
import { FIELD_MESSAGES } from './auth-messages';
import { normalisePhone, STORED_PHONE } from './phone';

export const publicUserSchema = z.object({
  _id: z.string(),
  username: z.string(),
  email: z.string(),
  number: z.string(),
  avatar: z.string(),
  isAdmin: z.boolean(),
  /**
   * Whether the account has a password its owner chose. Accounts made by identity-provider
   * sign-in have none until they set one through the reset link.
   */
  hasPassword: z.boolean(),
  /** The language of the user's mail and of the site on their devices. */
  language: z.enum(LANGUAGES),
  /** Whether the number was proven by a code sent to it by SMS; a changed number is not. */
  phoneVerified: z.boolean(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/** An email as compared and stored: trimmed, lower case. Text with a lone surrogate (not valid Unicode) is no address. */
const email = z.pipe(
  z.string(FIELD_MESSAGES.email).check(
    z.overwrite((text) => (/\p{Surrogate}/u.test(text) ? '' : text)),
    z.trim(),
    z.toLowerCase(),
    z.maxLength(USER_LIMITS.emailMaxLength, FIELD_MESSAGES.email),
  ),
  z.email(FIELD_MESSAGES.email),
);
const username = z
  .string(FIELD_MESSAGES.username)
  .check(
    z.trim(),
    z.minLength(USER_LIMITS.usernameMinLength, FIELD_MESSAGES.username),
    z.maxLength(USER_LIMITS.usernameMaxLength, FIELD_MESSAGES.username),
    z.regex(USERNAME_PATTERN, FIELD_MESSAGES.username),
  );
const newPassword = z
  .string(FIELD_MESSAGES.password)
  .check(
    z.minLength(USER_LIMITS.passwordMinLength, FIELD_MESSAGES.password),
    z.maxLength(USER_LIMITS.passwordMaxLength, FIELD_MESSAGES.password),
  );
/**
 * A Sri Lankan number in any usual form, stored as +94XXXXXXXXX, or one from abroad with its
 * country code, stored in E.164 (phone.ts). The API also asks whether a foreign one is diallable
 * (account-request-checks.ts).
 */
const phone = z.string(FIELD_MESSAGES.number).check(
  z.overwrite((text) => normalisePhone(text) ?? text),
  z.regex(STORED_PHONE, FIELD_MESSAGES.number),
);
/** '' (a form's empty field) means "unchanged". */
const blankAsAbsent = <Schema extends z.ZodMiniType>(schema: Schema) =>
  z.optional(
    z.pipe(
      z.transform((value: unknown) => (value === '' ? undefined : value)),
      z.optional(schema),
    ),
  );

/** POST /api/auth/signup. */
export const signUpRequestSchema = z.strictObject({ email, username, password: newPassword, number: phone });
export type SignUpRequest = z.input<typeof signUpRequestSchema>;

/** POST /api/auth/signin: a wrong password is just wrong, so only its length is bounded. */
export const signInRequestSchema = z.strictObject({
  email,
  password: z
    .string(FIELD_MESSAGES.passwordRequired)
    .check(
      z.minLength(1, FIELD_MESSAGES.passwordRequired),
      z.maxLength(USER_LIMITS.passwordCheckedMaxLength, FIELD_MESSAGES.passwordRequired),
    ),
});
export type SignInRequest = z.input<typeof signInRequestSchema>;

/** POST /api/forgot-password. */
export const forgotPasswordRequestSchema = z.strictObject({ email });
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequestSchema>;

/** POST /api/reset-password/{token}. */
export const resetPasswordRequestSchema = z.strictObject({ newPassword });
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;

/** POST /api/auth/google: only the provider's signed ID token, never a name, email or photo the browser vouches for. */
export const identityProviderSignInRequestSchema = z.strictObject({
  idToken: z
    .string(FIELD_MESSAGES.idToken)
    .check(z.maxLength(16_384, FIELD_MESSAGES.idToken), z.regex(/^[\w-]+\.[\w-]+\.[\w-]+$/, FIELD_MESSAGES.idToken)),
});
export type IdentityProviderSignInRequest = z.input<typeof identityProviderSignInRequestSchema>;

/**
 * POST /api/user/update/{userId}: only these fields, each optional (anything else, isAdmin or
 * sessionVersion, is refused). A new email changes only once the link mailed to it is opened; a
 * new password or email needs `currentPassword`. `avatar` is an `/api/images/<id>` address of
 * the user's own upload, or '' for none (the account service checks whose it is).
 */
export const updateUserRequestSchema = z.strictObject({
  username: z.optional(username),
  email: z.optional(email),
  password: blankAsAbsent(newPassword),
  /** '' clears the number. */
  number: z.optional(
    z.string(FIELD_MESSAGES.number).check(
      z.overwrite((text) => (text.trim() === '' ? '' : (normalisePhone(text) ?? text))),
      z.regex(new RegExp(`^(?:${STORED_PHONE.source.slice(1, -1)})?$`), FIELD_MESSAGES.number),
    ),
  ),
  currentPassword: blankAsAbsent(
    z
      .string(FIELD_MESSAGES.currentPasswordRequired)
      .check(z.maxLength(USER_LIMITS.passwordCheckedMaxLength, FIELD_MESSAGES.currentPasswordWrong)),
  ),
  avatar: z.optional(z.string(FIELD_MESSAGES.avatar).check(z.maxLength(2048, FIELD_MESSAGES.avatar))),
  language: z.optional(z.enum(LANGUAGES, FIELD_MESSAGES.language)),
});
export type UpdateUserRequest = z.input<typeof updateUserRequestSchema>;
