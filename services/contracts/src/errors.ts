/**
 * Stable codes of the API's refusals. Front ends choose what to show by `code`, never by the
 * text of `message`, so the words can be changed and translated freely.
 */

/**
 * Codes by HTTP status alone, for refusals raised outside Nivasa's code (an unknown route's 404,
 * say). A refusal our code raises names its own code below instead.
 */
export const STATUS_ERROR_CODES = [
  'BAD_REQUEST',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'TOO_MANY_REQUESTS',
  'SERVICE_UNAVAILABLE',
  'INTERNAL_ERROR',
] as const;
export type StatusErrorCode = (typeof STATUS_ERROR_CODES)[number];

export const ERROR_CODES = [
  ...STATUS_ERROR_CODES,
  // A body or query that failed its schema: `errors` names each field.
  'VALIDATION_FAILED',
  // Requests as such: their bytes, shape and parameters, before any route reads them.
  'MALFORMED_REQUEST',
  'REQUEST_HEADERS_TOO_LARGE',
  'MALFORMED_JSON',
  'BODY_TOO_LARGE',
  'BODY_TOO_MANY_FIELDS',
  'BODY_TOO_DEEP',
  'INVALID_ID',
  'INVALID_INPUT',
  'DUPLICATE_RECORD',
  'DATABASE_UNAVAILABLE',
  // The shell's proxy, when the API behind it does not answer.
  'API_UNREACHABLE',
  // Sessions, guards and rate limits.
  'SIGN_IN_REQUIRED',
  'SESSION_INVALID',
  'ADMINS_ONLY',
  'CROSS_SITE_REFUSED',
  'RATE_LIMITED',
  'AUTH_RATE_LIMITED',
  'UPLOAD_RATE_LIMITED',
  'CONTACT_RATE_LIMITED',
  // Accounts. A refusal of one field names that field in `errors` too (see FIELD_ERROR_CODES).
  'WRONG_CREDENTIALS',
  // Another account has the email or username (409).
  'EMAIL_TAKEN',
  'USERNAME_TAKEN',
  // A new password or email, with a current password that is not the account's (403).
  'CURRENT_PASSWORD_WRONG',
  'USER_NOT_FOUND',
  'ACCOUNT_UPDATE_REFUSED',
  'ACCOUNT_DELETE_REFUSED',
  'NO_PASSWORD_YET',
  'RESET_LINK_INVALID',
  'EMAIL_CHANGE_LINK_INVALID',
  'IDENTITY_UNVERIFIABLE',
  'IDENTITY_EMAIL_UNVERIFIED',
  'IDENTITY_ATTEMPT_EXPIRED',
  'IDENTITY_PROVIDER_UNAVAILABLE',
  // Images.
  'IMAGE_MISSING',
  'IMAGE_TOO_LARGE',
  'NOT_AN_IMAGE',
  'IMAGE_PURPOSE_INVALID',
  'IMAGE_SIZE_INVALID',
  'IMAGE_NOT_FOUND',
  'UPLOAD_MALFORMED',
  'UPLOAD_NOT_MULTIPART',
  'UPLOAD_QUOTA_REACHED',
  // Listings and moderation.
  'LISTING_NOT_FOUND',
  'LISTING_NOT_YOURS',
  'LISTINGS_NOT_YOURS',
  'LISTING_ALREADY_IN_STATE',
  'LISTING_NOT_APPROVED',
  // A search near a place the gazetteer does not hold (400).
  'NEAR_PLACE_UNKNOWN',
  // Reviews.
  'REVIEW_NOT_FOUND',
  'REVIEW_NOT_YOURS',
  'REVIEW_OWN_LISTING',
  'REVIEW_ALREADY_EXISTS',
  'REVIEW_LISTING_NOT_APPROVED',
  // Favourites.
  'FAVORITES_NOT_YOURS',
  'FAVORITE_LISTING_NOT_APPROVED',
  // Listing revisions and edits.
  // Approve or disapprove named a version of the listing that a newer edit replaced.
  'REVISION_STALE',
  // A listing's state kept changing while an edit was saved; trying again helps.
  'EDIT_CONFLICT',
  // Approve did not name the version the moderator reviewed.
  'REVISION_REQUIRED',
  // Approve or disapprove of a listing's changes when none wait.
  'NO_CHANGES_WAITING',
  // The owner already has as many listings as one owner may (409).
  'LISTING_LIMIT_REACHED',
  // Places: no place has the id asked for (404).
  'PLACE_NOT_FOUND',
  // Uploads: the user already has as many uploads under way as one user may (429).
  'UPLOADS_IN_FLIGHT',
  // Verified phones: no number to verify (409), a landline (409), verified already (409), a code wrong (400),
  // expired or never sent (400), its tries used (400), too many codes asked for (429), the SMS provider failing (503).
  'PHONE_MISSING',
  'PHONE_NOT_MOBILE',
  'PHONE_ALREADY_VERIFIED',
  'PHONE_CODE_WRONG',
  'PHONE_CODE_EXPIRED',
  'PHONE_CODE_TRIES_USED',
  'PHONE_CODE_RATE_LIMITED',
  'SMS_UNAVAILABLE',
  // Reports of listings, the moderators' decisions on them, and blocked accounts.
  'REPORT_ALREADY_EXISTS',
  'REPORT_OWN_LISTING',
  'REPORT_NONE_OPEN',
  'USER_NOT_BLOCKABLE',
  // Sign-in or a session of an account a moderator blocked (403).
  'ACCOUNT_BLOCKED',
  // Too many reports of listings from one user in a day (429).
  'REPORT_RATE_LIMITED',
  // Saved searches: not the user's or not there (404); the user keeps SAVED_SEARCH_LIMITS.perUser already (409).
  'SAVED_SEARCH_NOT_FOUND',
  'SAVED_SEARCH_LIMIT_REACHED',
  // Enquiries: no such thread, or not the caller's (404); an enquiry about one's own listing (403); a new thread
  // about a listing that is not public (409); too many new threads from one seeker in a day (429).
  'ENQUIRY_THREAD_NOT_FOUND',
  'ENQUIRY_OWN_LISTING',
  'ENQUIRY_LISTING_NOT_PUBLIC',
  'ENQUIRY_RATE_LIMITED',
  // Enquiries: a message in a thread either side blocked, or blocking it twice (409); reporting a thread twice (409);
  // sharing the phone number from the seeker's side (403) or with none on the account (409).
  'ENQUIRY_BLOCKED',
  'ENQUIRY_ALREADY_BLOCKED',
  'ENQUIRY_ALREADY_REPORTED',
  'ENQUIRY_NOT_OWNER',
  'ENQUIRY_NO_PHONE',
  // Saved-search alerts: an unsubscribe token that is not one the alert mail carries (forged, broken, or of a search deleted since).
  'UNSUBSCRIBE_LINK_INVALID',
  // Resumable uploads: no such upload, or not the caller's, or expired (404); a piece sent for another offset (409);
  // too many unfinished uploads (409).
  'UPLOAD_NOT_FOUND',
  'UPLOAD_OFFSET_MISMATCH',
  'UPLOADS_PENDING_LIMIT',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** A rate limit was hit (429): worth another try later, unlike other refusals. */
export const RATE_LIMIT_CODES = [
  'RATE_LIMITED',
  'AUTH_RATE_LIMITED',
  'UPLOAD_RATE_LIMITED',
  'CONTACT_RATE_LIMITED',
  'REPORT_RATE_LIMITED',
  'TOO_MANY_REQUESTS',
  'UPLOADS_IN_FLIGHT',
  'PHONE_CODE_RATE_LIMITED',
  'ENQUIRY_RATE_LIMITED',
] as const satisfies readonly ErrorCode[];

const STATUS_CODE_OF: Record<number, StatusErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
  503: 'SERVICE_UNAVAILABLE',
};

/** The code of a refusal that named none: by its status, else by its class (4xx, 5xx). */
export function statusErrorCode(statusCode: number): StatusErrorCode {
  return STATUS_CODE_OF[statusCode] ?? (statusCode >= 400 && statusCode < 500 ? 'BAD_REQUEST' : 'INTERNAL_ERROR');
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}

/**
 * Codes of the front ends' API client for a call that got no readable answer from the API; an
 * answer's own code is always one of ERROR_CODES.
 */
export const CLIENT_ERROR_CODES = ['NETWORK_ERROR', 'UNREADABLE_RESPONSE', 'UPLOAD_CANCELED'] as const;
export type ClientErrorCode = (typeof CLIENT_ERROR_CODES)[number];

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
