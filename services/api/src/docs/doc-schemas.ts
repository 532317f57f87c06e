import * as answers from '@nivasa/contracts/answers-schema';
import { publicUserSchema } from '@nivasa/contracts/account-schema';
import { favoriteRequestSchema, reviewInputSchema } from '@nivasa/contracts/engagement-schema';
import { apiErrorSchema } from '@nivasa/contracts/error-schema';
import { listingDetailSchema, listingInputSchema, listingSchema } from '@nivasa/contracts/listing-schema';
import { searchQuerySchema } from '@nivasa/contracts/search-query';

/** The contracts' schemas by the name the description gives them (its components). */
export const DOC_SCHEMAS = {
  ApiError: apiErrorSchema,
  MessageResponse: answers.messageResponseSchema,
  HealthResponse: answers.healthResponseSchema,
  PublicUser: publicUserSchema,
  AuthResponse: answers.authResponseSchema,
  VerifyTokenResponse: answers.verifyTokenResponseSchema,
  ConfirmEmailResponse: answers.confirmEmailResponseSchema,
  IdentityProviderStartResponse: answers.identityProviderStartResponseSchema,
  AdvertiserContact: answers.advertiserContactSchema,
  Listing: listingSchema,
  ListingDetail: listingDetailSchema,
  ListingList: answers.listingListSchema,
  ListingInput: listingInputSchema,
  ListingSaved: answers.listingSavedSchema,
  ListingSearchQuery: searchQuerySchema,
  HomeListings: answers.homeListingsSchema,
  SitemapListings: answers.sitemapListingsSchema,
  TotalListingsResponse: answers.totalListingsResponseSchema,
  ModerationResponse: answers.moderationResponseSchema,
  ListingAnalytics: answers.listingAnalyticsSchema,
  ReviewInput: reviewInputSchema,
  ReviewsPage: answers.reviewsPageSchema,
  ReviewChange: answers.reviewChangeSchema,
  FavoriteRequest: favoriteRequestSchema,
  FavoritesResponse: answers.favoritesResponseSchema,
  ImageUploadResponse: answers.imageUploadResponseSchema,
} as const;

export type DocSchemaName = keyof typeof DOC_SCHEMAS;
