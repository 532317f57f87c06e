import { ConflictException, HttpException, HttpStatus, Injectable, NotFoundException } from '@nestjs/common';
import { ENQUIRY_MESSAGES } from '@nivasa/contracts/enquiry-messages';
import type { EnquiryReplySent, EnquiryStarted, EnquiryThread, EnquiryThreads } from '@nivasa/contracts/enquiry-schema';
import { ENQUIRY_LIMITS } from '@nivasa/contracts/limits';
import { LISTING_MESSAGES } from '@nivasa/contracts/listing-messages';
import { Types } from 'mongoose';
import { RateCountersService } from '../common/rate-counters/rate-counters.service';
import { refusal } from '../common/refusal';
import { ConfigService } from '../config/config.service';
import { ListingVisibilityService } from '../listings/listing-visibility.service';
import { isPublicListing } from '../listings/public-listings.filter';
import { UsersService } from '../users/users.service';
import type { EnquiryReplyDto } from './dto/enquiry-reply.dto';
import type { EnquiryStartDto } from './dto/enquiry-start.dto';
import { EnquiriesRepository, previewOf, threadIdOf } from './enquiries.repository';
import { toMessage, toThread, toThreadSummary } from './enquiry.mapper';
import { type EnquiryActor, mayStartThread, otherRole, requireEnquirer, requireParty } from './enquiry.policy';
import type { StoredThread } from './schemas/enquiry-thread.schema';

const DAY_MS = 24 * 60 * 60 * 1000;

const partyId = (thread: StoredThread, role: 'seeker' | 'owner') => (role === 'seeker' ? thread.seekerId : thread.ownerId);

/**
 * Enquiries: a seeker writes to a listing's owner, in one thread per seeker and listing, and
 * both write back and forth in it. Only the two of them read it. A new thread needs a public
 * listing and counts towards the seeker's ENQUIRY_THREADS_PER_DAY; a thread whose listing left
 * the public places stays readable and open to both.
 */
@Injectable()
export class EnquiriesService {
  constructor(
    private readonly enquiries: EnquiriesRepository,
    private readonly listings: ListingVisibilityService,
    private readonly users: UsersService,
    private readonly counters: RateCountersService,
    private readonly config: ConfigService,
  ) {}

  /** The seeker's message about a listing: in their thread about it, begun now if it is the first. */
  async start(actor: EnquiryActor, request: EnquiryStartDto): Promise<EnquiryStarted> {
    const listingId = new Types.ObjectId(request.listingId);
    const listing = await this.listings.summaryOf(listingId);
    if (!listing) throw new NotFoundException(refusal('LISTING_NOT_FOUND', LISTING_MESSAGES.notFound));
    requireEnquirer(actor, listing);
    const threadId = threadIdOf(actor._id, listingId);
    const at = new Date();
    if (!(await this.enquiries.findThread(threadId))) {
      if (!isPublicListing(listing, at)) {
        throw new ConflictException(refusal('ENQUIRY_LISTING_NOT_PUBLIC', ENQUIRY_MESSAGES.listingNotPublic));
      }
      await this.countNewThread(actor, at);
      // Two first messages at once: one creates the thread, the other finds it made (the derived _id), and both land in it.
      await this.enquiries.createThread({
        listingId,
        ownerId: listing.userRef,
        seekerId: actor._id,
        listingName: listing.name,
        lastMessageAt: at,
        lastMessageText: previewOf(request.message),
        lastSenderId: actor._id,
      });
    }
    await this.enquiries.addMessage(threadId, 'seeker', actor._id, request.message, at);
    return { success: true, message: ENQUIRY_MESSAGES.sent, threadId: threadId.toString() };
  }

  /** A message from either person in the thread. */
  async reply(actor: EnquiryActor, threadId: Types.ObjectId, request: EnquiryReplyDto): Promise<EnquiryReplySent> {
    const { role } = requireParty(actor, await this.enquiries.findThread(threadId));
    const sent = await this.enquiries.addMessage(threadId, role, actor._id, request.message, new Date());
    return { success: true, message: ENQUIRY_MESSAGES.sent, sent: toMessage(sent, actor._id) };
  }

  /** The caller's threads, the newest message first (ENQUIRY_LIMITS.threadsShown of them), and what is unread in all. */
  async list(actor: EnquiryActor): Promise<EnquiryThreads> {
    const threads = await this.enquiries.threadsOf(actor._id, ENQUIRY_LIMITS.threadsShown);
    const roleOf = (thread: StoredThread) => (thread.seekerId.equals(actor._id) ? 'seeker' : 'owner');
    const listingIds = uniqueIds(threads.map((thread) => thread.listingId));
    const otherIds = uniqueIds(threads.map((thread) => partyId(thread, otherRole(roleOf(thread)))));
    const [listings, names, unread] = await Promise.all([
      this.listings.summariesOf(listingIds),
      this.users.usernamesOf(otherIds),
      this.enquiries.unreadOf(actor._id),
    ]);
    const listingOf = new Map(listings.map((listing) => [listing._id.toString(), listing]));
    const now = new Date();
    return {
      threads: threads.map((thread) => {
        const role = roleOf(thread);
        return toThreadSummary(thread, {
          actorId: actor._id,
          role,
          listing: listingOf.get(thread.listingId.toString()),
          otherName: names.get(partyId(thread, otherRole(role)).toString()),
          now,
        });
      }),
      unread,
    };
  }

  /** The thread with its newest messages, for either of its two people; reading it marks it read for the reader. */
  async read(actor: EnquiryActor, threadId: Types.ObjectId): Promise<EnquiryThread> {
    const { thread, role } = requireParty(actor, await this.enquiries.findThread(threadId));
    const other = partyId(thread, otherRole(role));
    const [listing, names, page] = await Promise.all([
      this.listings.summaryOf(thread.listingId),
      this.users.usernamesOf([other]),
      this.enquiries.newestMessages(threadId, ENQUIRY_LIMITS.messagesShown),
    ]);
    await this.enquiries.markRead(threadId, role);
    return toThread(
      thread,
      { actorId: actor._id, role, listing: listing ?? undefined, otherName: names.get(other.toString()), now: new Date() },
      page,
    );
  }

  /** One more thread begun by the seeker in the day's window; 429 ENQUIRY_RATE_LIMITED past ENQUIRY_THREADS_PER_DAY. */
  private async countNewThread(actor: EnquiryActor, at: Date): Promise<void> {
    const { hits } = await this.counters.hit(`enquiry-threads:user:${actor._id.toString()}`, DAY_MS, at);
    if (!mayStartThread(hits, this.config.enquiryThreadsPerDay)) {
      throw new HttpException(refusal('ENQUIRY_RATE_LIMITED', ENQUIRY_MESSAGES.tooManyThreads), HttpStatus.TOO_MANY_REQUESTS);
    }
  }
}

function uniqueIds(ids: readonly Types.ObjectId[]): Types.ObjectId[] {
  return [...new Map(ids.map((id) => [id.toString(), id])).values()];
}
