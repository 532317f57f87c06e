/**
 * The API's answers that no domain schema file owns (health, sessions, moderation, home, images),
 * written once: the types in api.ts are inferred from them, and the API's description is built
 * from them.
 */
import * as z from 'zod/mini';
import { publicUserSchema } from './account-schema';
import { reviewSchema } from './engagement-schema';
import { IMAGE_PURPOSES, IMAGE_SIZES, type ImageSize, LISTING_STATUSES } from './api';
import { LISTING_TYPES } from './listing-types';
import { listingSchema } from './listing-schema';

const isoDateTime = z.string().check(z.iso.datetime());

/** Every success body that says what happened has `success: true`; refusals are ApiError. */
export const messageResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

export const snapshotHealthSchema = z.object({
  state: z.enum(['ok', 'failing']),
  lastSavedAt: z.nullable(isoDateTime),
  failingSince: z.nullable(isoDateTime),
  consecutiveFailures: z.number(),
});
/** Whether the embedded engine's data still reaches the disk; times are ISO strings. */
export type SnapshotHealth = z.infer<typeof snapshotHealthSchema>;

/** Mail waiting in the outbox: not sent yet (pending or being sent) and failed for good. */
export const mailBacklogSchema = z.object({
  pending: z.number(),
  /** How long the oldest mail not sent yet has waited; null when none waits. */
  oldestPendingSeconds: z.nullable(z.number()),
  failed: z.number(),
});
export type MailBacklog = z.infer<typeof mailBacklogSchema>;

const databaseEngineSchema = z.enum(['mongodb', 'congodb', 'external']);
export type DatabaseEngine = z.infer<typeof databaseEngineSchema>;

export const healthResponseSchema = z.object({
  /** 'degraded' (with HTTP 503) when the database does not answer or its snapshots fail. */
  status: z.enum(['ok', 'degraded']),
  engine: databaseEngineSchema,
  database: z.object({ state: z.enum(['connected', 'connecting', 'disconnected', 'disconnecting']), name: z.string() }),
  uptimeSeconds: z.number(),
  /** Only with the embedded development engine (congodb), which keeps its data in snapshots. */
  snapshot: z.optional(snapshotHealthSchema),
  /** The mail outbox, for admins only; absent for anyone else, and when the database does not answer in time. */
  mail: z.optional(mailBacklogSchema),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** Sign-in (password or identity provider) and profile update. */
export const authResponseSchema = z.extend(messageResponseSchema, { user: publicUserSchema });
export type AuthResponse = z.infer<typeof authResponseSchema>;
/** The session's user; `null` for a visitor, who has no session. */
export const verifyTokenResponseSchema = z.object({ user: z.nullable(publicUserSchema) });
export type VerifyTokenResponse = z.infer<typeof verifyTokenResponseSchema>;
/** POST /api/user/confirm-email/{token}: the account's email, now the new one. */
export const confirmEmailResponseSchema = z.extend(messageResponseSchema, { email: z.string() });
export type ConfirmEmailResponse = z.infer<typeof confirmEmailResponseSchema>;
/** GET /api/auth/google/start: what the browser needs to open the provider's popup. */
export const identityProviderStartResponseSchema = z.object({
  authorizationEndpoint: z.string(),
  clientId: z.string(),
  /** Send as the `nonce` parameter; the ID token must carry it back. */
  nonce: z.string(),
  scope: z.literal('openid email profile'),
  responseType: z.literal('id_token'),
});
export type IdentityProviderStartResponse = z.infer<typeof identityProviderStartResponseSchema>;
/** GET /api/user/{userRef}: a listing's advertiser, for signed-in users. */
export const advertiserContactSchema = z.object({ number: z.string(), email: z.string() });
export type AdvertiserContact = z.infer<typeof advertiserContactSchema>;

export const listingListSchema = z.array(listingSchema);
/** Create and update answer with the stored listing and a message saying what happens next. */
export const listingSavedSchema = z.extend(messageResponseSchema, { listing: listingSchema });
export type ListingSaved = z.infer<typeof listingSavedSchema>;
/** Every moderation answer: the listing as it now is. */
export const moderationResponseSchema = z.extend(messageResponseSchema, { listing: listingSchema });
export type ModerationResponse = z.infer<typeof moderationResponseSchema>;
export const totalListingsResponseSchema = z.object({ totalListings: z.number() });
export type TotalListingsResponse = z.infer<typeof totalListingsResponseSchema>;
/** GET /api/listing/home: everything the home page shows, in one call. */
export const homeListingsSchema = z.object({
  featured: z.array(listingSchema),
  recent: z.array(z.object({ type: z.enum(LISTING_TYPES), listings: z.array(listingSchema) })),
});
export type HomeListings = z.infer<typeof homeListingsSchema>;
/** GET /api/listing/sitemap: every approved listing's id and last change, for /sitemap.xml. */
export const sitemapListingsSchema = z.object({ listings: z.array(z.object({ _id: z.string(), updatedAt: isoDateTime })) });
export type SitemapListings = z.infer<typeof sitemapListingsSchema>;

/** GET /api/admin/analytics. */
export const listingAnalyticsSchema = z.object({
  totalListings: z.number(),
  users: z.number(),
  byStatus: z.record(z.enum(LISTING_STATUSES), z.number()),
  byType: z.record(z.enum(LISTING_TYPES), z.number()),
  /** Districts with at least one listing, most listings first. */
  byDistrict: z.array(z.object({ district: z.string(), count: z.number() })),
  /** Oldest first: the Monday (UTC) each week starts, as YYYY-MM-DD, and listings created in it. */
  newPerWeek: z.array(z.object({ weekStart: z.string(), count: z.number() })),
});
export type ListingAnalytics = z.infer<typeof listingAnalyticsSchema>;

/** GET /api/reviews/get-review/{listingId}?page=1&limit=5: newest first; page counts from 1. */
export const reviewsPageSchema = z.object({ reviews: z.array(reviewSchema) });
export type ReviewsPage = z.infer<typeof reviewsPageSchema>;
/** A posted or removed review answers with the listing's rating as it now is. */
export const reviewChangeSchema = z.extend(messageResponseSchema, {
  review: z.optional(reviewSchema),
  listing: z.pick(listingSchema, { _id: true, rating: true, numReviews: true }),
});
export type ReviewChange = z.infer<typeof reviewChangeSchema>;
/** GET /api/user/get-favorites/{userId}: the session user's favourites that are public, newest favourite first. */
export const favoritesResponseSchema = z.object({ favorites: z.array(listingSchema) });
export type FavoritesResponse = z.infer<typeof favoritesResponseSchema>;

/** POST /api/images (multipart field `image`, `?purpose=avatar|listing`). */
export const imageUploadResponseSchema = z.object({
  success: z.literal(true),
  /** `/api/images/<24 hex id>` */
  url: z.string(),
});
export type ImageUploadResponse = z.infer<typeof imageUploadResponseSchema>;

/** POST /api/images?purpose=avatar|listing (an avatar when none is given). */
export const imageUploadQuerySchema = z.object({ purpose: z.optional(z.enum(IMAGE_PURPOSES)) });
/** GET /api/images/{id}?size=card|detail|full (its largest when none is given). */
export const imageSizeQuerySchema = z.object({ size: z.optional(z.enum(Object.keys(IMAGE_SIZES) as [ImageSize, ...ImageSize[]])) });
