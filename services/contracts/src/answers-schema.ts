/**
 * The API's answers that no domain schema file owns (health, sessions, moderation, home, images),
 * written once: the types in api.ts are inferred from them, and the API's description is built
 * from them.
 */
import * as z from 'zod/mini';
import { publicUserSchema } from './account-schema';
import { reviewSchema } from './engagement-schema';
import { LISTING_TYPES } from './listing-types';
import { LISTING_STATUSES, listingSchema } from './listing-schema';

const isoDateTime = z.string().check(z.iso.datetime());

export const messageResponseSchema = z.object({ success: z.literal(true), message: z.string() });

export const snapshotHealthSchema = z.object({
  state: z.enum(['ok', 'failing']),
  lastSavedAt: z.nullable(isoDateTime),
  failingSince: z.nullable(isoDateTime),
  consecutiveFailures: z.number(),
});

export const healthResponseSchema = z.object({
  /** 'degraded' (with HTTP 503) when the database does not answer or its snapshots fail. */
  status: z.enum(['ok', 'degraded']),
  engine: z.enum(['mongodb', 'congodb', 'external']),
  database: z.object({ state: z.enum(['connected', 'connecting', 'disconnected', 'disconnecting']), name: z.string() }),
  uptimeSeconds: z.number(),
  /** Only with the embedded development engine (congodb), which keeps its data in snapshots. */
  snapshot: z.optional(snapshotHealthSchema),
});

export const authResponseSchema = z.extend(messageResponseSchema, { user: publicUserSchema });
export const verifyTokenResponseSchema = z.object({ user: publicUserSchema });
export const confirmEmailResponseSchema = z.extend(messageResponseSchema, { email: z.string() });
export const identityProviderStartResponseSchema = z.object({
  authorizationEndpoint: z.string(),
  clientId: z.string(),
  /** Send as the `nonce` parameter; the ID token must carry it back. */
  nonce: z.string(),
  scope: z.literal('openid email profile'),
  responseType: z.literal('id_token'),
});
export const advertiserContactSchema = z.object({ number: z.string(), email: z.string() });

export const listingListSchema = z.array(listingSchema);
export const listingSavedSchema = z.extend(messageResponseSchema, { listing: listingSchema });
export const moderationResponseSchema = z.extend(messageResponseSchema, { listing: listingSchema });
export const totalListingsResponseSchema = z.object({ totalListings: z.number() });
export const homeListingsSchema = z.object({
  featured: z.array(listingSchema),
  recent: z.array(z.object({ type: z.enum(LISTING_TYPES), listings: z.array(listingSchema) })),
});
export const sitemapListingsSchema = z.object({ listings: z.array(z.object({ _id: z.string(), updatedAt: isoDateTime })) });

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

export const reviewsPageSchema = z.object({ reviews: z.array(reviewSchema) });
export const reviewChangeSchema = z.extend(messageResponseSchema, {
  review: z.optional(reviewSchema),
  listing: z.pick(listingSchema, { _id: true, rating: true, numReviews: true }),
});
export const favoritesResponseSchema = z.object({ favorites: z.array(listingSchema) });

export const imageUploadResponseSchema = z.object({
  success: z.literal(true),
  /** `/api/images/<24 hex id>` */
  url: z.string(),
});
