import { ConflictException, ForbiddenException, NotFoundException } from '@nestjs/common';
import { ENQUIRY_MESSAGES } from '@nivasa/contracts/enquiry-messages';
import type { EnquiryRole } from '@nivasa/contracts/enquiry-schema';
import type { Types } from 'mongoose';
import { refusal } from '../common/refusal';

/** The parts of the session user the rules read. */
export interface EnquiryActor {
  _id: Types.ObjectId;
}

/** Who a thread is between. */
export interface ThreadParties {
  /** Null once that person's account is deleted. */
  seekerId: Types.ObjectId | null;
  ownerId: Types.ObjectId | null;
}

/** The actor's side of the thread; null for anyone else, admins included (a moderator reads a reported thread alone, later). */
export function roleIn(actor: EnquiryActor, thread: ThreadParties): EnquiryRole | null {
  if (thread.seekerId && actor._id.equals(thread.seekerId)) return 'seeker';
  if (thread.ownerId && actor._id.equals(thread.ownerId)) return 'owner';
  return null;
}

/**
 * Only the two people in a thread may read it or write in it. Anyone else, admins included, is
 * told 404 as for no thread at all, so thread ids cannot be tried for who talks to whom.
 */
export function requireParty<Thread extends ThreadParties>(
  actor: EnquiryActor,
  thread: Thread | null,
): { thread: Thread; role: EnquiryRole } {
  const role = thread ? roleIn(actor, thread) : null;
  if (!thread || !role) throw new NotFoundException(refusal('ENQUIRY_THREAD_NOT_FOUND', ENQUIRY_MESSAGES.threadNotFound));
  return { thread, role };
}

/** An owner does not enquire about their own listing: 403 ENQUIRY_OWN_LISTING. */
export function requireEnquirer(actor: EnquiryActor, listing: { userRef: Types.ObjectId }): void {
  if (actor._id.equals(listing.userRef)) throw new ForbiddenException(refusal('ENQUIRY_OWN_LISTING', ENQUIRY_MESSAGES.ownListing));
}

/** The other side of a role. */
export function otherRole(role: EnquiryRole): EnquiryRole {
  return role === 'seeker' ? 'owner' : 'seeker';
}

/** Whether a seeker who started `startedToday` threads in the day's window may start another. */
export function mayStartThread(startedToday: number, threadsPerDay: number): boolean {
  return startedToday <= threadsPerDay;
}

/**
 * A message needs an open thread: neither side blocked the other (409 ENQUIRY_BLOCKED), and the
 * other person still has an account to read it. The thread stays readable either way.
 */
export function requireOpen(thread: ThreadParties & { blockedBy: readonly EnquiryRole[] }): void {
  if (thread.blockedBy.length > 0 || thread.seekerId === null || thread.ownerId === null) {
    throw new ConflictException(refusal('ENQUIRY_BLOCKED', ENQUIRY_MESSAGES.blocked));
  }
}

/** Only the listing's owner shares their phone number in a thread (403 ENQUIRY_NOT_OWNER). */
export function requireOwnerSide(role: EnquiryRole): void {
  if (role !== 'owner') throw new ForbiddenException(refusal('ENQUIRY_NOT_OWNER', ENQUIRY_MESSAGES.onlyOwnerSharesPhone));
}
