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
});
export type EnquiryThreadSummary = z.infer<typeof enquiryThreadSummarySchema>;

/** GET /api/enquiries: the caller's threads, newest message first, and their unread messages in all threads. */
export const enquiryThreadsSchema = z.object({
  threads: z.array(enquiryThreadSummarySchema),
  unread: z.number(),
});
export type EnquiryThreads = z.infer<typeof enquiryThreadsSchema>;

/** GET /api/enquiries/{threadId}: the thread's newest ENQUIRY_LIMITS.messagesShown messages, oldest of them first; reading it marks it read. */
export const enquiryThreadSchema = z.object({
  threadId: z.string(),
  listing: enquiryListingSchema,
  role: z.enum(ENQUIRY_ROLES),
  otherName: z.nullable(z.string()),
  messages: z.array(enquiryMessageSchema),
  /** Older messages than these exist. */
  hasOlder: z.boolean(),
});
export type EnquiryThread = z.infer<typeof enquiryThreadSchema>;

/** POST /api/enquiries: the thread the message went to (the seeker's one thread about the listing). */
export const enquiryStartedSchema = z.object({ success: z.literal(true), message: z.string(), threadId: z.string() });
export type EnquiryStarted = z.infer<typeof enquiryStartedSchema>;

/** POST /api/enquiries/{threadId}/messages: the message as stored. */
export const enquiryReplySentSchema = z.object({ success: z.literal(true), message: z.string(), sent: enquiryMessageSchema });
export type EnquiryReplySent = z.infer<typeof enquiryReplySentSchema>;
