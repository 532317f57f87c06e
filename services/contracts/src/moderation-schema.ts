/** The moderation calls' parameters, each written once. */
import * as z from 'zod/mini';
import { MODERATION_ACTIONS } from './api';
import { formatNumber } from './format';
import { ADMIN_LIST_LIMITS, AUDIT_MAX_PAGE, AUDIT_PAGE_SIZE, LISTING_LIMITS, SEARCH_LIMITS } from './limits';
import { LISTING_MESSAGES, SEARCH_MESSAGES } from './listing-messages';
import { boundedNumberParam, wholeNumberParam } from './query-params';

const AUDIT_PAGE_MESSAGE = `page must be a whole number from 1 to ${formatNumber(AUDIT_MAX_PAGE)} (${AUDIT_PAGE_SIZE} entries a page).`;

/** GET /api/admin/audit?page=N; the first page when none is given. */
export const auditPageQuerySchema = z.strictObject({ page: boundedNumberParam(AUDIT_PAGE_MESSAGE, 1, AUDIT_MAX_PAGE, 1) });
export type AuditPageQuery = z.output<typeof auditPageQuerySchema>;

/** One line of the moderation log. */
export const auditEntrySchema = z.object({
  _id: z.string(),
  action: z.enum(MODERATION_ACTIONS),
  /** None for blocking or unblocking an account, which names the user instead. */
  listingId: z.optional(z.string()),
  /** The listing's title at the time, so the log reads well after a deletion. */
  listingName: z.optional(z.string()),
  userId: z.optional(z.string()),
  username: z.optional(z.string()),
  actorId: z.string(),
  actorUsername: z.string(),
  reason: z.optional(z.string()),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** GET /api/admin/audit?page=N: newest first. */
export const auditPageSchema = z.object({ entries: z.array(auditEntrySchema), page: z.number(), pageSize: z.number(), total: z.number() });
export type AuditPage = z.infer<typeof auditPageSchema>;

/**
 * PATCH approve and disapprove: an optional reason, mailed to the owner and logged (a reason of
 * only space is none). `revision` names what the moderator saw: to approve, the listing's
 * `revisionId`, or its waiting revision's `_id` to approve the changes; to disapprove a waiting
 * revision, its `_id` (without it, disapprove takes the listing offline). A newer edit makes the
 * call answer 409 REVISION_STALE.
 */
export const moderationRequestSchema = z.strictObject({
  revision: z.optional(z.string(LISTING_MESSAGES.revisionId).check(z.regex(/^[0-9a-f]{24}$/i, LISTING_MESSAGES.revisionId))),
  reason: z.optional(
    z.pipe(
      z.string(LISTING_MESSAGES.reason).check(z.trim(), z.maxLength(LISTING_LIMITS.reasonMaxLength, LISTING_MESSAGES.reason)),
      z.transform((reason) => reason || undefined),
    ),
  ),
});
export type ModerationRequest = z.input<typeof moderationRequestSchema>;

/**
 * GET /api/listing/pending?startIndex=N&limit=M: a page of the queue, with the search's paging
 * parameters and limits. `limit` above the largest page gets the largest page, as in search.
 */
export const pendingPageQuerySchema = z.strictObject({
  startIndex: boundedNumberParam(SEARCH_MESSAGES.startIndex, 0, SEARCH_LIMITS.maxStartIndex, 0),
  limit: z._default(
    z.pipe(wholeNumberParam(SEARCH_MESSAGES.limit), z.number().check(z.gte(1, SEARCH_MESSAGES.limit))),
    ADMIN_LIST_LIMITS.pendingPageSize,
  ),
});
export type PendingPageQuery = z.output<typeof pendingPageQuerySchema>;
