import { reportDecisionSchema, reportRequestSchema, reportsPageQuerySchema, reportsPageSchema } from '@nivasa/contracts/report-schema';
import * as answers from '@nivasa/contracts/answers-schema';
import * as account from '@nivasa/contracts/account-schema';
import { favoriteRequestSchema, reviewInputSchema, reviewsPageQuerySchema } from '@nivasa/contracts/engagement-schema';
import { apiErrorSchema } from '@nivasa/contracts/error-schema';
import { listingDetailSchema, listingInputSchema, listingSchema } from '@nivasa/contracts/listing-schema';
import {
  auditPageQuerySchema,
  auditPageSchema,
  moderationRequestSchema,
  pendingPageQuerySchema,
} from '@nivasa/contracts/moderation-schema';
import { placeListSchema, placeSchema, placesQuerySchema } from '@nivasa/contracts/places';
import { searchQuerySchema } from '@nivasa/contracts/search-query';
import { phoneCodeRequestSchema, phoneCodeSentSchema } from '@nivasa/contracts/phone-verification';
import {
  savedSearchesResponseSchema,
  savedSearchRequestSchema,
  savedSearchSavedSchema,
  savedSearchUnsubscribeQuerySchema,
  savedSearchUpdateSchema,
} from '@nivasa/contracts/saved-search-schema';
import * as enquiries from '@nivasa/contracts/enquiry-schema';

/** The contracts' schemas by the name the description gives them (its components). */
export const DOC_SCHEMAS = {
  ApiError: apiErrorSchema,
  MessageResponse: answers.messageResponseSchema,
  HealthResponse: answers.healthResponseSchema,
  PublicUser: account.publicUserSchema,
  SignUpRequest: account.signUpRequestSchema,
  SignInRequest: account.signInRequestSchema,
  IdentityProviderSignInRequest: account.identityProviderSignInRequestSchema,
  ForgotPasswordRequest: account.forgotPasswordRequestSchema,
  ResetPasswordRequest: account.resetPasswordRequestSchema,
  UpdateUserRequest: account.updateUserRequestSchema,
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
  Place: placeSchema,
  PlaceList: placeListSchema,
  PlacesQuery: placesQuerySchema,
  SitemapListings: answers.sitemapListingsSchema,
  PendingQuery: pendingPageQuerySchema,
  TotalListingsResponse: answers.totalListingsResponseSchema,
  ModerationRequest: moderationRequestSchema,
  ModerationResponse: answers.moderationResponseSchema,
  ListingAnalytics: answers.listingAnalyticsSchema,
  AuditQuery: auditPageQuerySchema,
  AuditPage: auditPageSchema,
  ReviewInput: reviewInputSchema,
  ReviewsQuery: reviewsPageQuerySchema,
  ReviewsPage: answers.reviewsPageSchema,
  ReviewChange: answers.reviewChangeSchema,
  FavoriteRequest: favoriteRequestSchema,
  FavoritesResponse: answers.favoritesResponseSchema,
  ImageUploadQuery: answers.imageUploadQuerySchema,
  ImageUploadResponse: answers.imageUploadResponseSchema,
  ImageSizeQuery: answers.imageSizeQuerySchema,
  PhoneCodeRequest: phoneCodeRequestSchema,
  PhoneCodeSent: phoneCodeSentSchema,
  ReportRequest: reportRequestSchema,
  ReportDecision: reportDecisionSchema,
  ReportsQuery: reportsPageQuerySchema,
  ReportsPage: reportsPageSchema,
  SavedSearchRequest: savedSearchRequestSchema,
  SavedSearchUpdate: savedSearchUpdateSchema,
  SavedSearchSaved: savedSearchSavedSchema,
  SavedSearchesResponse: savedSearchesResponseSchema,
  SavedSearchUnsubscribeQuery: savedSearchUnsubscribeQuerySchema,
  EnquiryStart: enquiries.enquiryStartSchema,
  EnquiryStarted: enquiries.enquiryStartedSchema,
  EnquiryReply: enquiries.enquiryReplySchema,
  EnquiryReplySent: enquiries.enquiryReplySentSchema,
  EnquiryThreads: enquiries.enquiryThreadsSchema,
  EnquiryThread: enquiries.enquiryThreadSchema,
  EnquiryThreadQuery: enquiries.enquiryThreadQuerySchema,
  EnquiryUnread: enquiries.enquiryUnreadSchema,
  EnquiryReport: enquiries.enquiryReportSchema,
  EnquiryThreadChanged: enquiries.enquiryThreadChangedSchema,
  ReportedEnquiriesQuery: enquiries.enquiryReportedPageQuerySchema,
  ReportedEnquiriesPage: enquiries.reportedEnquiriesPageSchema,
  ModeratedEnquiry: enquiries.moderatedEnquirySchema,
} as const;

export type DocSchemaName = keyof typeof DOC_SCHEMAS;
