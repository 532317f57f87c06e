/** Shapes of the API's requests and responses, shared by the API and every front end. */
import type { ListingType } from './listing-types';
import type { RentType } from './rent-types';

/** A refusal of one request field (`email`, `currentPassword`, `images.0`), shown under that field. */
export interface FieldError {
  field: string;
  message: string;
}

export interface ApiError {
  success: false;
  statusCode: number;
  message: string;
  /** One per refused field, when the refusal is about fields. */
  errors?: FieldError[];
}

export type DatabaseEngine = 'mongodb' | 'congodb' | 'external';

export interface HealthResponse {
  /** 'degraded' (with HTTP 503) when the database does not answer or its snapshots fail. */
  status: 'ok' | 'degraded';
  engine: DatabaseEngine;
  database: { state: 'connected' | 'connecting' | 'disconnected' | 'disconnecting'; name: string };
  uptimeSeconds: number;
  /** Only with the embedded development engine (congodb), which keeps its data in snapshots. */
  snapshot?: SnapshotHealth;
}

/** Whether the embedded engine's data still reaches the disk; times are ISO strings. */
export interface SnapshotHealth {
  state: 'ok' | 'failing';
  lastSavedAt: string | null;
  failingSince: string | null;
  consecutiveFailures: number;
}

export interface PublicUser {
  _id: string;
  username: string;
  email: string;
  number: string;
  avatar: string;
  isAdmin: boolean;
  /**
   * Whether the account has a password its owner chose. Accounts made by identity-provider
   * sign-in have none until they set one through the reset link.
   */
  hasPassword: boolean;
}

export interface VerifyTokenResponse {
  user: PublicUser;
}

export interface Listing {
  _id: string;
  name: string;
  description: string;
  rules: string;
  address: string;
  district: string;
  city: string;
  type: ListingType;
  /** Absent for a house for sale, which has a price rather than a rent basis. */
  rentType?: RentType;
  bedrooms: number;
  bathrooms: number;
  beds: number;
  rent: number;
  area: number;
  parking: boolean;
  furnished: boolean;
  kitchen: boolean;
  hotwater: boolean;
  aircondition: boolean;
  imageUrls: string[];
  userRef: string;
  status: 'approved' | 'pending' | 'disapproved';
  featured: boolean;
  rating: number;
  numReviews: number;
  createdAt: string;
}

/** Moderation states of a listing; only 'approved' is public. New listings start 'pending'. */
export const LISTING_STATUSES = ['pending', 'approved', 'disapproved'] as const;

export type ListingStatus = (typeof LISTING_STATUSES)[number];

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
