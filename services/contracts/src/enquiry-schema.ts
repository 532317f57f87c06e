/**
 * Enquiries between a seeker and a listing's owner (issue 20): the bodies the browser sends and
 * the answers, each written once. One thread per seeker and listing; the answers never carry an
 * email address or a user id, only the other person's name.
 */
import * as z from 'zod/mini';
import { API_ERROR_MESSAGES } from './api-error-messages';
import { OBJECT_ID } from './engagement-schema';
import { ENQUIRY_MESSAGES } from './enquiry-messages';
import { ENQUIRY_LIMITS } from './limits';
import { PLAIN_TEXT } from './plain-text';
import { boundedNumberParam } from './query-params';

/** A message as a person typed it: hidden characters removed (PLAIN_TEXT, lines kept), trimmed, then measured. */
const messageText = z
  .string(ENQUIRY_MESSAGES.message)
  .check(
    z.overwrite(PLAIN_TEXT.multi),
    z.trim(),
    z.minLength(ENQUIRY_LIMITS.messageMinLength, ENQUIRY_MESSAGES.message),
    z.maxLength(ENQUIRY_LIMITS.messageMaxLength, ENQUIRY_MESSAGES.message),
  );

/** POST /api/enquiries: the first message to a listing's owner, or one more in the seeker's thread about it. */
export const enquiryStartSchema = z.strictObject({
  listingId: z.string(API_ERROR_MESSAGES.invalidListingId).check(z.regex(OBJECT_ID, API_ERROR_MESSAGES.invalidListingId)),
  message: messageText,
});
export type EnquiryStart = z.input<typeof enquiryStartSchema>;

/** POST /api/enquiries/{threadId}/messages: a reply in a thread, from either of its two people. */
export const enquiryReplySchema = z.strictObject({ message: messageText });
export type EnquiryReply = z.input<typeof enquiryReplySchema>;

/** Which side of the thread the caller is on. */
export const ENQUIRY_ROLES = ['seeker', 'owner'] as const;
export type EnquiryRole = (typeof ENQUIRY_ROLES)[number];

const isoDateTime = z.string().check(z.iso.datetime());

/** One message, as either person sees it: whether it is their own, never who by id. */
export const enquiryMessageSchema = z.object({
  _id: z.string(),
  fromMe: z.boolean(),
  text: z.string(),
  createdAt: isoDateTime,
});
export type EnquiryMessage = z.infer<typeof enquiryMessageSchema>;

/** The listing a thread is about, as it is now: `isPublic` false once it is pending, disapproved, expired or its owner blocked. */
export const enquiryListingSchema = z.object({
  _id: z.string(),
  name: z.string(),
  isPublic: z.boolean(),
});

/** One thread in the caller's list. */
export const enquiryThreadSummarySchema = z.object({
  threadId: z.string(),
  listing: enquiryListingSchema,
  role: z.enum(ENQUIRY_ROLES),
  /** The other person's username; null once their account is gone. */
  otherName: z.nullable(z.string()),
  /** The start of the newest message. */
  lastMessage: z.object({ text: z.string(), fromMe: z.boolean(), createdAt: isoDateTime }),
  /** Messages to the caller they have not read yet. */
  unread: z.number(),
  /** Either side blocked the other: the thread is read-only. */
  blocked: z.boolean(),
});
export type EnquiryThreadSummary = z.infer<typeof enquiryThreadSummarySchema>;

/** GET /api/enquiries: the caller's threads, newest message first, and their unread messages in all threads. */
export const enquiryThreadsSchema = z.object({
  threads: z.array(enquiryThreadSummarySchema),
  unread: z.number(),
});
export type EnquiryThreads = z.infer<typeof enquiryThreadsSchema>;

/**
 * GET /api/enquiries/{threadId}: the thread's newest ENQUIRY_LIMITS.messagesShown messages, oldest of them first; reading it marks it read.
 * With `?before={messageId}`: the ENQUIRY_LIMITS.messagesShown messages just older than that one, oldest first.
 */
export const enquiryThreadSchema = z.object({
  threadId: z.string(),
  listing: enquiryListingSchema,
  role: z.enum(ENQUIRY_ROLES),
  otherName: z.nullable(z.string()),
  messages: z.array(enquiryMessageSchema),
  /** Older messages than these exist: ask with `?before=` the first one's _id. */
  hasOlder: z.boolean(),
  /** The owner's phone number once the owner shared it in this thread (both sides see it); null otherwise. */
  ownerPhone: z.nullable(z.string()),
  /** The caller blocked the other person here; the other person blocked the caller (or their account is gone). Either makes the thread read-only. */
  blockedByMe: z.boolean(),
  blockedByOther: z.boolean(),
  /** The caller reported this thread (to moderators, who may then read it). */
  reportedByMe: z.boolean(),
});
export type EnquiryThread = z.infer<typeof enquiryThreadSchema>;

/** POST /api/enquiries: the thread the message went to (the seeker's one thread about the listing). */
export const enquiryStartedSchema = z.object({ success: z.literal(true), message: z.string(), threadId: z.string() });
export type EnquiryStarted = z.infer<typeof enquiryStartedSchema>;

/** POST /api/enquiries/{threadId}/messages: the message as stored. */
export const enquiryReplySentSchema = z.object({ success: z.literal(true), message: z.string(), sent: enquiryMessageSchema });
export type EnquiryReplySent = z.infer<typeof enquiryReplySentSchema>;

/** GET /api/enquiries/{threadId}?before={messageId}: an older page of the thread. */
export const enquiryThreadQuerySchema = z.strictObject({
  before: z.optional(z.string(ENQUIRY_MESSAGES.before).check(z.regex(OBJECT_ID, ENQUIRY_MESSAGES.before))),
});
export type EnquiryThreadQuery = z.input<typeof enquiryThreadQuerySchema>;

/** GET /api/enquiries/unread: the caller's unread messages in all threads, for the header (cheap enough to poll). */
export const enquiryUnreadSchema = z.object({ unread: z.number() });
export type EnquiryUnread = z.infer<typeof enquiryUnreadSchema>;

/** Why a thread is reported, as the form offers it (labels: ENQUIRY_REPORT_REASON_LABELS). */
export const ENQUIRY_REPORT_REASONS = ['asked-for-advance', 'scam', 'abusive', 'spam', 'other'] as const;
export type EnquiryReportReason = (typeof ENQUIRY_REPORT_REASONS)[number];

/** POST /api/enquiries/{threadId}/report: a reason, and optional details. */
export const enquiryReportSchema = z.strictObject({
  reason: z.enum(ENQUIRY_REPORT_REASONS, ENQUIRY_MESSAGES.reportReason),
  details: z._default(
    z
      .string(ENQUIRY_MESSAGES.reportDetails)
      .check(z.overwrite(PLAIN_TEXT.multi), z.trim(), z.maxLength(ENQUIRY_LIMITS.reportDetailsMaxLength, ENQUIRY_MESSAGES.reportDetails)),
    '',
  ),
});
export type EnquiryReport = z.input<typeof enquiryReportSchema>;

/** POST /api/enquiries/{threadId}/share-phone, /block, /report: done, and the thread as the caller now reads it (newest messages). */
export const enquiryThreadChangedSchema = z.object({ success: z.literal(true), message: z.string(), thread: enquiryThreadSchema });
export type EnquiryThreadChanged = z.infer<typeof enquiryThreadChangedSchema>;

/** GET /api/admin/enquiries/reported?page=N: the reported threads, the most recently reported first. */
export const enquiryReportedPageQuerySchema = z.strictObject({
  page: boundedNumberParam(ENQUIRY_MESSAGES.reportedPage, 1, ENQUIRY_LIMITS.reportedMaxPage, 1),
});

/** One report of a thread, as moderators see it: which side made it, never an email address. */
export const enquiryThreadReportSchema = z.object({
  by: z.enum(ENQUIRY_ROLES),
  reason: z.enum(ENQUIRY_REPORT_REASONS),
  details: z.string(),
  createdAt: isoDateTime,
});
export type EnquiryThreadReport = z.infer<typeof enquiryThreadReportSchema>;

/** A reported thread in the moderators' queue. Names are usernames, null once an account is gone. */
export const reportedEnquirySchema = z.object({
  threadId: z.string(),
  listing: z.object({ _id: z.string(), name: z.string() }),
  seekerName: z.nullable(z.string()),
  ownerName: z.nullable(z.string()),
  reports: z.array(enquiryThreadReportSchema),
  lastReportedAt: isoDateTime,
  blocked: z.boolean(),
});
export type ReportedEnquiry = z.infer<typeof reportedEnquirySchema>;

export const reportedEnquiriesPageSchema = z.object({
  items: z.array(reportedEnquirySchema),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
});
export type ReportedEnquiriesPage = z.infer<typeof reportedEnquiriesPageSchema>;

/** One message as a moderator reads it: which side wrote it. */
export const moderatedEnquiryMessageSchema = z.object({
  _id: z.string(),
  from: z.enum(ENQUIRY_ROLES),
  text: z.string(),
  createdAt: isoDateTime,
});

/** GET /api/admin/enquiries/{threadId}[?before=]: a reported thread as a moderator reads it (404 unless reported; each read is audited). */
export const moderatedEnquirySchema = z.object({
  ...reportedEnquirySchema.shape,
  messages: z.array(moderatedEnquiryMessageSchema),
  hasOlder: z.boolean(),
});
export type ModeratedEnquiry = z.infer<typeof moderatedEnquirySchema>;
