import type { EnquiryMessage, EnquiryRole, EnquiryThread, EnquiryThreadSummary } from '@nivasa/contracts/enquiry-schema';
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
      fromMe: thread.lastSenderId.equals(context.actorId),
      createdAt: thread.lastMessageAt.toISOString(),
    },
    unread: unreadOf(thread, context.role),
  };
}

export function toMessage(message: StoredMessage, actorId: Types.ObjectId): EnquiryMessage {
  return {
    _id: message._id.toString(),
    fromMe: message.senderId.equals(actorId),
    text: message.text,
    createdAt: message.createdAt.toISOString(),
  };
}

/** A thread as one of its two people reads it. */
export function toThread(
  thread: StoredThread,
  context: ThreadContext,
  page: { messages: readonly StoredMessage[]; hasOlder: boolean },
): EnquiryThread {
  return {
    threadId: thread._id.toString(),
    listing: listingOf(thread, context),
    role: context.role,
    otherName: context.otherName ?? null,
    messages: page.messages.map((message) => toMessage(message, context.actorId)),
    hasOlder: page.hasOlder,
  };
}
