/**
 * An account's limits. A module of their own, not limits.ts: the front ends bundle limits.ts into
 * many of their chunks, and these are for the account schema, which a page loads only when its
 * form is first checked.
 */
export const USER_LIMITS = {
  usernameMinLength: 3,
  usernameMaxLength: 30,
  passwordMinLength: 8,
  passwordMaxLength: 128,
  /** The longest address SMTP carries. */
  emailMaxLength: 254,
  /** A password given to be checked (sign-in, the current one): any length up to this, since hashing megabytes is a denial of service. */
  passwordCheckedMaxLength: 1024,
} as const;

/** Letters, digits, dots, underscores and dashes; the length is USER_LIMITS'. */
export const USERNAME_PATTERN = /^[A-Za-z0-9._-]+$/;
