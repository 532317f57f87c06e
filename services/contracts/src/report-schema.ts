/** Reports of listings and the moderators' decisions on them: their bodies, answers and limits, each written once. */
import * as z from 'zod/mini';
import { formatNumber } from './format';
import { LISTING_LIMITS } from './limits';
import { REPORT_MESSAGES } from './engagement-messages';
import { boundedNumberParam } from './query-params';

/** Why a listing is reported, as the form offers it (in this order). */
export const REPORT_REASONS = ['asked-for-advance', 'not-available', 'wrong-details', 'fake-photos', 'offensive', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** The reasons that name a scam: three distinct users reporting one of them hide the listing. */
export const FRAUD_REPORT_REASONS: readonly ReportReason[] = ['asked-for-advance', 'fake-photos'];

export function isFraudReason(reason: ReportReason): boolean {
  return FRAUD_REPORT_REASONS.includes(reason);
}

export const REPORT_LIMITS = {
  detailsMaxLength: 1_000,
  /** Distinct users' open fraud reports that hide a listing until a moderator decides. */
  fraudReportsToHide: 3,
  /** The moderators' queue: listings a page, and how deep it pages. */
  queuePageSize: 20,
  queueMaxPage: 500,
  /** The newest reports of one listing the queue shows in full; the counts cover them all. */
  reportsShownPerListing: 20,
} as const;

/** POST /api/listing/report/{id}: a reason, and optional details. */
export const reportRequestSchema = z.strictObject({
  reason: z.enum(REPORT_REASONS, REPORT_MESSAGES.reason),
  details: z._default(
    z.string(REPORT_MESSAGES.details).check(z.trim(), z.maxLength(REPORT_LIMITS.detailsMaxLength, REPORT_MESSAGES.details)),
    '',
  ),
});
export type ReportRequest = z.input<typeof reportRequestSchema>;

/** What a moderator does with a reported listing. */
export const REPORT_ACTIONS = ['dismiss', 'take-down', 'block-owner'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];

/** PATCH /api/admin/reports/{listingId}: the action, and for a take-down the reason mailed to the owner. */
export const reportDecisionSchema = z.strictObject({
  action: z.enum(REPORT_ACTIONS, REPORT_MESSAGES.action),
  reason: z.optional(
    z.pipe(
      z
        .string(REPORT_MESSAGES.moderatorReason)
        .check(z.trim(), z.maxLength(LISTING_LIMITS.reasonMaxLength, REPORT_MESSAGES.moderatorReason)),
      z.transform((reason) => reason || undefined),
    ),
  ),
});
export type ReportDecision = z.input<typeof reportDecisionSchema>;

const QUEUE_PAGE_MESSAGE = `page must be a whole number from 1 to ${formatNumber(REPORT_LIMITS.queueMaxPage)}.`;

/** GET /api/admin/reports?page=N: listings with open reports, the most reported first. */
export const reportsPageQuerySchema = z.strictObject({ page: boundedNumberParam(QUEUE_PAGE_MESSAGE, 1, REPORT_LIMITS.queueMaxPage, 1) });

/** One report as the queue shows it: not who made it. */
export const listingReportSchema = z.object({ reason: z.enum(REPORT_REASONS), details: z.string(), createdAt: z.string() });
export type ListingReport = z.infer<typeof listingReportSchema>;

/** One reported listing in the moderators' queue. */
export const reportedListingSchema = z.object({
  listingId: z.string(),
  listingName: z.string(),
  ownerId: z.string(),
  ownerUsername: z.string(),
  ownerBlocked: z.boolean(),
  /** Held out of the public places by fraud reports, until a moderator decides. */
  hidden: z.boolean(),
  reportCount: z.number(),
  fraudReportCount: z.number(),
  reasons: z.array(z.object({ reason: z.enum(REPORT_REASONS), count: z.number() })),
  /** The newest REPORT_LIMITS.reportsShownPerListing open reports. */
  reports: z.array(listingReportSchema),
});
export type ReportedListing = z.infer<typeof reportedListingSchema>;

/** GET /api/admin/reports: a page of the queue. */
export const reportsPageSchema = z.object({
  items: z.array(reportedListingSchema),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
});
export type ReportsPage = z.infer<typeof reportsPageSchema>;

/** The report and moderation endpoints, as the browser calls them. */
export const REPORT_API_PATHS = {
  report: (listingId: string) => `/api/listing/report/${encodeURIComponent(listingId)}`,
  queue: '/api/admin/reports',
  decide: (listingId: string) => `/api/admin/reports/${encodeURIComponent(listingId)}`,
  block: (userId: string) => `/api/admin/users/${encodeURIComponent(userId)}/block`,
  unblock: (userId: string) => `/api/admin/users/${encodeURIComponent(userId)}/unblock`,
} as const;
