import type {
  EnquiryMessage,
  EnquiryRole,
  EnquiryThread,
  EnquiryThreadSummary,
  ModeratedEnquiry,
  ReportedEnquiry,
} from '@nivasa/contracts/enquiry-schema';
import type { Types } from 'mongoose';
import type { ListingSummary } from '../listings/listing-visibility.service';
import { isPublicListing } from '../listings/public-listings.filter';
import type { StoredMessage } from './schemas/enquiry-message.schema';
import type { StoredThread } from './schemas/enquiry-thread.schema';

/** What a thread's answer reads besides the thread: the caller, their side, the listing now, the other person's name. */
export interface ThreadContext {
  actorId: Types.ObjectId;
  role: EnquiryRole;
  /** Undefined once the listing is gone. */
  listing: ListingSummary | undefined;
  /** Undefined once their account is gone. */
  otherName: string | undefined;
  now: Date;
}

/** What only a thread's own answer carries: the owner's phone number when shared (read from their account). */
export interface ThreadDetail {
  ownerPhone: string | null;
}

/** Which sides blocked the other, as the caller sees it; a side whose account is gone can take no message either. */
export function blockStateOf(thread: StoredThread, role: EnquiryRole): { blockedByMe: boolean; blockedByOther: boolean } {
  const other = role === 'seeker' ? 'owner' : 'seeker';
  const otherGone = (other === 'seeker' ? thread.seekerId : thread.ownerId) === null;
  return { blockedByMe: thread.blockedBy.includes(role), blockedByOther: thread.blockedBy.includes(other) || otherGone };
}

/** The listing as it is now; a listing gone keeps the name it had when the thread began, and is not public. */
function listingOf(thread: StoredThread, { listing, now }: ThreadContext) {
  return {
    _id: thread.listingId.toString(),
    name: listing?.name ?? thread.listingName,
    isPublic: listing !== undefined && isPublicListing(listing, now),
  };
}

const unreadOf = (thread: StoredThread, role: EnquiryRole) => (role === 'seeker' ? thread.seekerUnread : thread.ownerUnread);

/** One thread in the caller's list. Never an email address or a user id: whose a message is, is `fromMe`. */
export function toThreadSummary(thread: StoredThread, context: ThreadContext): EnquiryThreadSummary {
  return {
    threadId: thread._id.toString(),
    listing: listingOf(thread, context),
    role: context.role,
    otherName: context.otherName ?? null,
    lastMessage: {
      text: thread.lastMessageText,
      fromMe: thread.lastSenderId?.equals(context.actorId) ?? false,
      createdAt: thread.lastMessageAt.toISOString(),
    },
    unread: unreadOf(thread, context.role),
    blocked: Object.values(blockStateOf(thread, context.role)).some(Boolean),
  };
}

export function toMessage(message: StoredMessage, actorId: Types.ObjectId): EnquiryMessage {
  return {
    _id: message._id.toString(),
    fromMe: message.senderId?.equals(actorId) ?? false,
    text: message.text,
    createdAt: message.createdAt.toISOString(),
  };
}

/** A thread as one of its two people reads it. */
export function toThread(
  thread: StoredThread,
  context: ThreadContext,
  page: { messages: readonly StoredMessage[]; hasOlder: boolean },
  detail: ThreadDetail,
): EnquiryThread {
  return {
    threadId: thread._id.toString(),
    listing: listingOf(thread, context),
    role: context.role,
    otherName: context.otherName ?? null,
    messages: page.messages.map((message) => toMessage(message, context.actorId)),
    hasOlder: page.hasOlder,
    ownerPhone: detail.ownerPhone,
    ...blockStateOf(thread, context.role),
    reportedByMe: thread.reports.some((report) => report.by === context.role),
  };
}

/** Which side wrote a message: as stored, else (messages stored before `from`) by its sender. */
function sideOf(message: StoredMessage, thread: StoredThread): EnquiryRole {
  if (message.from) return message.from;
  return message.senderId && thread.ownerId?.equals(message.senderId) ? 'owner' : 'seeker';
}

/** A reported thread in the moderators' queue: names by username (null once an account is gone), never an address. */
export function toReportedEnquiry(thread: StoredThread, names: { seeker?: string; owner?: string }, listingName: string): ReportedEnquiry {
  return {
    threadId: thread._id.toString(),
    listing: { _id: thread.listingId.toString(), name: listingName },
    seekerName: names.seeker ?? null,
    ownerName: names.owner ?? null,
    reports: thread.reports.map(({ by, reason, details, createdAt }) => ({ by, reason, details, createdAt: createdAt.toISOString() })),
    lastReportedAt: (thread.reportedAt ?? thread.updatedAt).toISOString(),
    blocked: thread.blockedBy.length > 0,
  };
}

/** A reported thread as a moderator reads it: each message by side. */
export function toModeratedEnquiry(
  reported: ReportedEnquiry,
  thread: StoredThread,
  page: { messages: readonly StoredMessage[]; hasOlder: boolean },
): ModeratedEnquiry {
  return {
    ...reported,
    messages: page.messages.map((message) => ({
      _id: message._id.toString(),
      from: sideOf(message, thread),
      text: message.text,
      createdAt: message.createdAt.toISOString(),
    })),
    hasOlder: page.hasOlder,
  };
}
