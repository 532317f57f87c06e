import { ForbiddenException, NotFoundException } from '@nestjs/common';
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
  seekerId: Types.ObjectId;
  ownerId: Types.ObjectId;
}

/** The actor's side of the thread; null for anyone else, admins included (a moderator reads a reported thread alone, later). */
export function roleIn(actor: EnquiryActor, thread: ThreadParties): EnquiryRole | null {
  if (actor._id.equals(thread.seekerId)) return 'seeker';
  if (actor._id.equals(thread.ownerId)) return 'owner';
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
