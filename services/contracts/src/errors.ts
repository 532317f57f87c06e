/**
 * Stable codes of the API's refusals. Front ends choose what to show by `code`, never by the
 * text of `message`, so the words can be changed and translated freely.
 */
export const ERROR_CODES = [
  // Fallbacks by HTTP status, for refusals that have no code of their own yet.
  'BAD_REQUEST',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'RATE_LIMITED',
  'DATABASE_UNAVAILABLE',
  'INTERNAL_ERROR',
  // A body or query that failed its schema: `errors` names each field.
  'VALIDATION_FAILED',
  // Approve or disapprove named a version of the listing that a newer edit replaced.
  'REVISION_STALE',
  // A listing's state kept changing while an edit was saved; trying again helps.
  'EDIT_CONFLICT',
  // Approve did not name the version the moderator reviewed.
  'REVISION_REQUIRED',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Why one field was refused; `params` carries the numbers a message is built from (`{ max: 60 }`). */
export const FIELD_ERROR_CODES = [
  'FIELD_REQUIRED',
  'FIELD_TOO_SHORT',
  'FIELD_TOO_LONG',
  'FIELD_TOO_SMALL',
  'FIELD_TOO_LARGE',
  'FIELD_INVALID',
  'FIELD_NOT_ALLOWED',
  /** A query parameter given more than once. */
  'FIELD_REPEATED',
  /** Taken by another account (an email, a username). */
  'FIELD_TAKEN',
  /** A password that is wrong, or too easy to guess. */
  'FIELD_WRONG',
  'FIELD_TOO_WEAK',
  /** An image that is not the caller's own upload. */
  'FIELD_NOT_OWNED',
] as const;
export type FieldErrorCode = (typeof FIELD_ERROR_CODES)[number];

export type ErrorParams = Record<string, string | number>;
