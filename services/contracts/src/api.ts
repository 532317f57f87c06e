/** Shapes of the API's requests and responses, shared by the API and every front end. */
import type { ListingStatus, RevisionChange, RevisionStatus } from './listing-lifecycle';
import type { ListingType } from './listing-types';
import { REVIEW_LIMITS } from './limits';

import type { PublicUser } from './account-schema';
import type { Review } from './engagement-schema';
import type { Listing, ListingInput } from './listing-schema';

export type { PublicUser } from './account-schema';
export type { FavoriteRequest, Review, ReviewInput } from './engagement-schema';
export type { ApiError, FieldError } from './error-schema';
export type { CheckedListingInput, Listing, ListingDetail, ListingInput } from './listing-schema';
export type { ListingSearchQuery } from './search-query';

export type DatabaseEngine = 'mongodb' | 'congodb' | 'external';

export interface HealthResponse {
  /** 'degraded' (with HTTP 503) when the database does not answer or its snapshots fail. */
  status: 'ok' | 'degraded';
  engine: DatabaseEngine;
  database: { state: 'connected' | 'connecting' | 'disconnected' | 'disconnecting'; name: string };
  uptimeSeconds: number;
  /** Only with the embedded development engine (congodb), which keeps its data in snapshots. */
  snapshot?: SnapshotHealth;
  /** The mail outbox; absent when the database does not answer in time. */
  mail?: MailBacklog;
}

/** Mail waiting in the outbox: not sent yet (pending or being sent) and failed for good. */
export interface MailBacklog {
  pending: number;
  /** How long the oldest mail not sent yet has waited; null when none waits. */
  oldestPendingSeconds: number | null;
  failed: number;
}

/** Whether the embedded engine's data still reaches the disk; times are ISO strings. */
export interface SnapshotHealth {
  state: 'ok' | 'failing';
  lastSavedAt: string | null;
  failingSince: string | null;
  consecutiveFailures: number;
}

/** The session's user; `null` for a visitor, who has no session. */
export interface VerifyTokenResponse {
  user: PublicUser | null;
}

/** An owner's changes to a live listing, kept beside the approved version until a moderator decides. */
export interface ListingRevision {
  /** Approving or disapproving the changes names it; a newer edit gives a new id. */
  _id: string;
  status: RevisionStatus;
  /** The moderator's reason, when the changes were disapproved with one. */
  reason?: string;
  createdAt: string;
  /** The listing as its owner wants it (what the edit form starts from). */
  listing: ListingInput;
  /** The fields that differ from the live listing, in the form's order. */
  changes: RevisionChange<keyof ListingInput & string>[];
}

/** Create and update answer with the stored listing and a message saying what happens next. */
export interface ListingSaved extends MessageResponse {
  listing: Listing;
}

/**
 * PATCH approve and disapprove: an optional reason, mailed to the owner and logged. `revision`
 * names what the moderator saw: to approve, the listing's `revisionId`, or its waiting revision's
 * `_id` to approve the changes; to disapprove a waiting revision, its `_id` (without it,
 * disapprove takes the listing offline). A newer edit makes the call answer 409 REVISION_STALE.
 */
export interface ModerationRequest {
  reason?: string;
  revision?: string;
}

/** Every moderation answer: the listing as it now is. */
export interface ModerationResponse extends MessageResponse {
  listing: Listing;
}

export const MODERATION_ACTIONS = [
  'approve',
  'disapprove',
  'approveChanges',
  'disapproveChanges',
  'feature',
  'unfeature',
  'edit',
  'delete',
] as const;

export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

/** One line of the moderation log. */
export interface AuditEntry {
  _id: string;
  action: ModerationAction;
  listingId: string;
  /** The listing's title at the time, so the log reads well after a deletion. */
  listingName: string;
  actorId: string;
  actorUsername: string;
  reason?: string;
  createdAt: string;
}

/** GET /api/admin/audit?page=N: newest first. */
export interface AuditPage {
  entries: AuditEntry[];
  page: number;
  pageSize: number;
  total: number;
}

export interface TotalListingsResponse {
  totalListings: number;
}

/** GET /api/admin/analytics. */
export interface ListingAnalytics {
  totalListings: number;
  users: number;
  byStatus: Record<ListingStatus, number>;
  byType: Record<ListingType, number>;
  /** Districts with at least one listing, most listings first. */
  byDistrict: { district: string; count: number }[];
  /** Oldest first: the Monday (UTC) each week starts, as YYYY-MM-DD, and listings created in it. */
  newPerWeek: { weekStart: string; count: number }[];
}

export { LISTING_STATUSES, type ListingStatus } from './listing-lifecycle';

// Accounts and sessions. Every success body has `success: true`; errors are ApiError.

export interface SignUpRequest {
  email: string;
  username: string;
  password: string;
  /** A Sri Lankan number in any usual form; stored as +94XXXXXXXXX (see phone.ts). */
  number: string;
}

export interface SignInRequest {
  email: string;
  password: string;
}

export interface MessageResponse {
  success: true;
  message: string;
}

/** Sign-in (password or identity provider) and profile update. */
export interface AuthResponse extends MessageResponse {
  user: PublicUser;
}

/** Only the changed fields. `avatar` is an `/api/images/<id>` URL from POST /api/images (or '' for none). */
export interface UpdateUserRequest {
  username?: string;
  /** Changes only once the link mailed to the new address is opened. */
  email?: string;
  password?: string;
  number?: string;
  avatar?: string;
  /** Required with a new password or email. */
  currentPassword?: string;
}

/** POST /api/user/confirm-email/{token}: the account's email, now the new one. */
export interface ConfirmEmailResponse extends MessageResponse {
  email: string;
}

/** GET /api/auth/google/start: what the browser needs to open the provider's popup. */
export interface IdentityProviderStartResponse {
  authorizationEndpoint: string;
  clientId: string;
  /** Send as the `nonce` parameter; the ID token must carry it back. */
  nonce: string;
  scope: 'openid email profile';
  responseType: 'id_token';
}

/** POST /api/auth/google: the ID token the provider returned (implicit flow, `#id_token=`). */
export interface IdentityProviderSignInRequest {
  idToken: string;
}

export interface ForgotPasswordRequest {
  email: string;
}

export interface ResetPasswordRequest {
  newPassword: string;
}

/** GET /api/user/{userRef}: a listing's advertiser, for signed-in users. */
export interface AdvertiserContact {
  number: string;
  email: string;
}

export const IMAGE_PURPOSES = ['avatar', 'listing'] as const;

export type ImagePurpose = (typeof IMAGE_PURPOSES)[number];

/** POST /api/images (multipart field `image`, `?purpose=avatar|listing`). */
export interface ImageUploadResponse {
  success: true;
  /** `/api/images/<24 hex id>` */
  url: string;
}

/** The account and session endpoints, as the browser calls them (same origin, cookies included). */
export const AUTH_PATHS = {
  signUp: '/api/auth/signup',
  signIn: '/api/auth/signin',
  signOut: '/api/auth/signout',
  identityProviderStart: '/api/auth/google/start',
  identityProviderSignIn: '/api/auth/google',
  verifyToken: '/api/verify-token',
  forgotPassword: '/api/forgot-password',
  resetPassword: (token: string) => `/api/reset-password/${encodeURIComponent(token)}`,
  updateUser: (userId: string) => `/api/user/update/${encodeURIComponent(userId)}`,
  confirmEmail: (token: string) => `/api/user/confirm-email/${encodeURIComponent(token)}`,
  deleteUser: (userId: string) => `/api/user/delete/${encodeURIComponent(userId)}`,
  userContact: (userRef: string) => `/api/user/${encodeURIComponent(userRef)}`,
  uploadImage: (purpose: ImagePurpose) => `/api/images?purpose=${purpose}`,
} as const;

/** Sizes a listing image is served in: `<url>?size=card` (about 660 px wide), and so on. */
export const IMAGE_SIZES = { card: 660, detail: 1280, full: 1920 } as const;

export type ImageSize = keyof typeof IMAGE_SIZES;

/** The address of one size of an uploaded image. */
export function imageSizeUrl(url: string, size: ImageSize): string {
  return `${url}?size=${size}`;
}

// Only our own uploads (`/api/images/<id>`) come in several sizes; any other address is used as it is.
const SIZED_IMAGE_URL = /^\/api\/images\/[0-9a-f]{24}$/;

/** `srcset` for one of our uploads: each stored size with its width; undefined for other addresses. */
export function sizedImageSrcSet(url: string): string | undefined {
  if (!SIZED_IMAGE_URL.test(url)) return undefined;
  return (Object.keys(IMAGE_SIZES) as ImageSize[]).map((size) => `${imageSizeUrl(url, size)} ${IMAGE_SIZES[size]}w`).join(', ');
}

/** How wide a listing's own photos show, for the browser's pick from srcset; the page's preload says the same. */
export const LISTING_PHOTO_SIZES = '(max-width: 767px) 100vw, 780px';

const id = (value: string) => encodeURIComponent(value);

/** The listing and moderation endpoints. */
export const LISTING_API_PATHS = {
  create: '/api/listing/create',
  update: (listingId: string) => `/api/listing/update/${id(listingId)}`,
  remove: (listingId: string) => `/api/listing/delete/${id(listingId)}`,
  getOne: (listingId: string) => `/api/listing/get/${id(listingId)}`,
  search: '/api/listing/get',
  ownersListings: (userId: string) => `/api/user/listings/${id(userId)}`,
  pending: '/api/listing/pending',
  approve: (listingId: string) => `/api/listing/approve/${id(listingId)}`,
  disapprove: (listingId: string) => `/api/listing/disapprove/${id(listingId)}`,
  feature: (listingId: string) => `/api/listing/featured/${id(listingId)}`,
  unfeature: (listingId: string) => `/api/listing/remove-featured/${id(listingId)}`,
  total: '/api/listing/get-total',
  home: '/api/listing/home',
  sitemap: '/api/listing/sitemap',
  analytics: '/api/admin/analytics',
  audit: (page: number) => `/api/admin/audit?page=${page}`,
} as const;

/** GET /api/listing/home: everything the home page shows, in one call. */
export interface HomeListings {
  /** Approved, featured listings, newest first, at most HOME_LIMITS.featuredMax. */
  featured: Listing[];
  /** Per type that has approved listings, in LISTING_TYPES order, its newest HOME_LIMITS.recentPerType. */
  recent: { type: ListingType; listings: Listing[] }[];
}

/** GET /api/listing/sitemap: every approved listing's id and last change, for /sitemap.xml. */
export interface SitemapListings {
  listings: { _id: string; updatedAt: string }[];
}

/** GET /api/reviews/get-review/{listingId}?page=1&limit=5: newest first; page counts from 1. */
export interface ReviewsPage {
  reviews: Review[];
}

/** A posted or removed review answers with the listing's rating as it now is. */
export interface ReviewChange extends MessageResponse {
  review?: Review;
  listing: Pick<Listing, '_id' | 'rating' | 'numReviews'>;
}

/** GET /api/user/get-favorites/{userId}: the session user's favourites that are public, newest favourite first. */
export interface FavoritesResponse {
  favorites: Listing[];
}

/** The review and favourite endpoints. */
export const ENGAGEMENT_API_PATHS = {
  reviews: (listingId: string, page: number) => `/api/reviews/get-review/${id(listingId)}?page=${page}&limit=${REVIEW_LIMITS.pageSize}`,
  postReview: (listingId: string) => `/api/reviews/post-review/${id(listingId)}`,
  deleteReview: (reviewId: string) => `/api/reviews/delete-review/${id(reviewId)}`,
  addFavorite: '/api/user/favorites',
  removeFavorite: '/api/user/remove-favorites',
  favorites: (userId: string) => `/api/user/get-favorites/${id(userId)}`,
} as const;
