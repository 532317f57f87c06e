/** Shapes of the API's requests and responses, shared by the API and every front end. */
import type { RevisionChange, RevisionStatus } from './listing-lifecycle';
import { ADMIN_LIST_LIMITS, REVIEW_LIMITS } from './limits';
import type { ListingInput } from './listing-schema';

export type {
  ForgotPasswordRequest,
  IdentityProviderSignInRequest,
  PublicUser,
  ResetPasswordRequest,
  SignInRequest,
  SignUpRequest,
  UpdateUserRequest,
} from './account-schema';
export type { FavoriteRequest, Review, ReviewInput } from './engagement-schema';
export type { ApiError, FieldError } from './error-schema';
export type { CheckedListingInput, DuplicatePhoto, Listing, ListingDetail, ListingInput } from './listing-schema';
export type { ListingSearchQuery } from './search-query';
export type {
  AdvertiserContact,
  AuthResponse,
  ConfirmEmailResponse,
  DatabaseEngine,
  FavoritesResponse,
  HealthResponse,
  HomeListings,
  IdentityProviderStartResponse,
  ImageUploadResponse,
  ListingAnalytics,
  ListingSaved,
  MailBacklog,
  MessageResponse,
  ModerationResponse,
  ReviewChange,
  ReviewsPage,
  SitemapListings,
  SnapshotHealth,
  TotalListingsResponse,
  VerifyTokenResponse,
} from './answers-schema';
export type { AuditEntry, AuditPage, AuditPageQuery, ModerationRequest } from './moderation-schema';

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

export const MODERATION_ACTIONS = [
  'approve',
  'disapprove',
  'approveChanges',
  'disapproveChanges',
  'feature',
  'unfeature',
  'edit',
  'delete',
  // Decisions on reported listings, and blocking accounts (the entry names the user, not a listing).
  'dismissReports',
  'takeDown',
  'blockUser',
  'unblockUser',
  // A moderator read a reported enquiry thread (the entry names its listing).
  'readEnquiry',
] as const;

export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

export { LISTING_STATUSES, type ListingStatus } from './listing-lifecycle';

// Accounts and sessions. Every success body has `success: true`; errors are ApiError.

export const IMAGE_PURPOSES = ['avatar', 'listing'] as const;

export type ImagePurpose = (typeof IMAGE_PURPOSES)[number];

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
  /** The "Show phone number" press; `listingId` names the listing it came from, for the log. */
  userContact: (userRef: string, listingId?: string) =>
    `/api/user/${encodeURIComponent(userRef)}${listingId ? `?listing=${encodeURIComponent(listingId)}` : ''}`,
  uploadImage: (purpose: ImagePurpose) => `/api/images?purpose=${purpose}`,
} as const;

/**
 * Resumable image uploads (the tus 1.0 protocol: POST creates, HEAD tells the offset, PATCH
 * appends, DELETE drops); metadata `purpose` is avatar or listing. The PATCH that completes the
 * upload (and a HEAD after it) answers the stored image's address in RESUMABLE_UPLOAD_IMAGE_HEADER.
 */
export const RESUMABLE_UPLOAD_PATH = '/api/uploads';
export const RESUMABLE_UPLOAD_IMAGE_HEADER = 'Upload-Image-Url';

/**
 * Sizes a listing image is served in: `<url>?size=card` (about 720 px wide), and so on. The card
 * is 720 so that a phone's column (up to 380 px) at up to about 1.9 device pixels a CSS pixel
 * takes it, not the detail size at twice its bytes, and a desktop card (330 px) is sharp at 2×.
 */
export const IMAGE_SIZES = { card: 720, detail: 1280, full: 1920 } as const;

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
export const LISTING_PHOTO_SIZES = '(max-width: 767px) calc(100vw - 32px), 780px';

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
  /** A page of the moderators' queue and the first of the next, so the page knows there is one. */
  pendingPage: (startIndex: number) => `/api/listing/pending?startIndex=${startIndex}&limit=${ADMIN_LIST_LIMITS.pendingPageSize + 1}`,
  approve: (listingId: string) => `/api/listing/approve/${id(listingId)}`,
  disapprove: (listingId: string) => `/api/listing/disapprove/${id(listingId)}`,
  feature: (listingId: string) => `/api/listing/featured/${id(listingId)}`,
  unfeature: (listingId: string) => `/api/listing/remove-featured/${id(listingId)}`,
  total: '/api/listing/get-total',
  home: '/api/listing/home',
  sitemap: '/api/listing/sitemap',
  analytics: '/api/admin/analytics',
  audit: (page: number) => `/api/admin/audit?page=${page}`,
  /** Moves an owner's listing's expiry on (issue 19, fresh listings). */
  renew: (listingId: string) => `/api/listing/renew/${id(listingId)}`,
} as const;

/** The review and favourite endpoints. */
export const ENGAGEMENT_API_PATHS = {
  reviews: (listingId: string, page: number) => `/api/reviews/get-review/${id(listingId)}?page=${page}&limit=${REVIEW_LIMITS.pageSize}`,
  postReview: (listingId: string) => `/api/reviews/post-review/${id(listingId)}`,
  deleteReview: (reviewId: string) => `/api/reviews/delete-review/${id(reviewId)}`,
  addFavorite: '/api/user/favorites',
  removeFavorite: '/api/user/remove-favorites',
  favorites: (userId: string) => `/api/user/get-favorites/${id(userId)}`,
} as const;

export type { PhoneCodeRequest, PhoneCodeSent } from './phone-verification';

/** Verifying the signed-in user's phone by a code sent to it by SMS. */
export const PHONE_API_PATHS = {
  sendCode: '/api/user/phone/send-code',
  verify: '/api/user/phone/verify',
} as const;

export type {
  SavedSearch,
  SavedSearchesResponse,
  SavedSearchFrequency,
  SavedSearchRequest,
  SavedSearchSaved,
  SavedSearchUpdate,
} from './saved-search-schema';

// Saved searches' paths (issue 20) have a module of their own: the pages that call them load them alone.

export type {
  EnquiryMessage,
  EnquiryReply,
  EnquiryReplySent,
  EnquiryStart,
  EnquiryStarted,
  EnquiryThread,
  EnquiryThreads,
  EnquiryThreadSummary,
  EnquiryReport,
  EnquiryReportReason,
  EnquiryThreadChanged,
  EnquiryThreadQuery,
  EnquiryUnread,
  ModeratedEnquiry,
  ReportedEnquiriesPage,
  ReportedEnquiry,
} from './enquiry-schema';
