import { BadRequestException, ConflictException, HttpException, HttpStatus, Injectable, NotFoundException } from '@nestjs/common';
import { ENQUIRY_MESSAGES } from '@nivasa/contracts/enquiry-messages';
import type {
  EnquiryReplySent,
  EnquiryRole,
  EnquiryStarted,
  EnquiryThread,
  EnquiryThreadChanged,
  EnquiryThreads,
  EnquiryUnread,
  ModeratedEnquiry,
  ReportedEnquiriesPage,
} from '@nivasa/contracts/enquiry-schema';
import { ENQUIRY_LIMITS } from '@nivasa/contracts/limits';
import { LISTING_MESSAGES } from '@nivasa/contracts/listing-messages';
import { Types } from 'mongoose';
import { RateCountersService } from '../common/rate-counters/rate-counters.service';
import { refusal } from '../common/refusal';
import { ConfigService } from '../config/config.service';
import { ListingVisibilityService } from '../listings/listing-visibility.service';
import { isPublicListing } from '../listings/public-listings.filter';
import { ModerationLogService } from '../moderation/moderation-log.service';
import { UsersService } from '../users/users.service';
import type { EnquiryReportDto } from './dto/enquiry-report.dto';
import type { EnquiryReplyDto } from './dto/enquiry-reply.dto';
import type { EnquiryStartDto } from './dto/enquiry-start.dto';
import { EnquiriesRepository, previewOf, threadIdOf } from './enquiries.repository';
import { toMessage, toModeratedEnquiry, toReportedEnquiry, toThread, toThreadSummary } from './enquiry.mapper';
import {
  type EnquiryActor,
  mayStartThread,
  otherRole,
  requireEnquirer,
  requireOpen,
  requireOwnerSide,
  requireParty,
} from './enquiry.policy';
import type { StoredMessage } from './schemas/enquiry-message.schema';
import type { StoredThread } from './schemas/enquiry-thread.schema';

const DAY_MS = 24 * 60 * 60 * 1000;

const partyId = (thread: StoredThread, role: EnquiryRole) => (role === 'seeker' ? thread.seekerId : thread.ownerId);
const nameOf = (names: Map<string, string>, id: Types.ObjectId | null) => (id ? names.get(id.toString()) : undefined);

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
    private readonly moderationLog: ModerationLogService,
  ) {}

  private get mailBatchMs(): number {
    return this.config.enquiryMailBatchSeconds * 1000;
  }

  /** The seeker's message about a listing: in their thread about it, begun now if it is the first. */
  async start(actor: EnquiryActor, request: EnquiryStartDto): Promise<EnquiryStarted> {
    const listingId = new Types.ObjectId(request.listingId);
    const listing = await this.listings.summaryOf(listingId);
    if (!listing) throw new NotFoundException(refusal('LISTING_NOT_FOUND', LISTING_MESSAGES.notFound));
    requireEnquirer(actor, listing);
    const threadId = threadIdOf(actor._id, listingId);
    const at = new Date();
    const existing = await this.enquiries.findThread(threadId);
    if (existing) requireOpen(existing);
    else {
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
    await this.enquiries.addMessage(threadId, 'seeker', actor._id, request.message, at, this.mailBatchMs);
    return { success: true, message: ENQUIRY_MESSAGES.sent, threadId: threadId.toString() };
  }

  /** A message from either person in the thread. */
  async reply(actor: EnquiryActor, threadId: Types.ObjectId, request: EnquiryReplyDto): Promise<EnquiryReplySent> {
    const { thread, role } = requireParty(actor, await this.enquiries.findThread(threadId));
    requireOpen(thread);
    const sent = await this.enquiries.addMessage(threadId, role, actor._id, request.message, new Date(), this.mailBatchMs);
    return { success: true, message: ENQUIRY_MESSAGES.sent, sent: toMessage(sent, actor._id) };
  }

  /** The caller's threads, the newest message first (ENQUIRY_LIMITS.threadsShown of them), and what is unread in all. */
  async list(actor: EnquiryActor): Promise<EnquiryThreads> {
    const threads = await this.enquiries.threadsOf(actor._id, ENQUIRY_LIMITS.threadsShown);
    const roleOf = (thread: StoredThread) => (thread.seekerId?.equals(actor._id) ? 'seeker' : 'owner');
    const listingIds = uniqueIds(threads.map((thread) => thread.listingId));
    const otherIds = uniqueIds(threads.flatMap((thread) => partyId(thread, otherRole(roleOf(thread))) ?? []));
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
          otherName: nameOf(names, partyId(thread, otherRole(role))),
          now,
        });
      }),
      unread,
    };
  }

  /** The caller's unread messages in all threads, for the header's polling: two indexed sums, no thread read. */
  async unread(actor: EnquiryActor): Promise<EnquiryUnread> {
    return { unread: await this.enquiries.unreadOf(actor._id) };
  }

  /**
   * The thread with its newest messages, for either of its two people; reading it marks it read for
   * the reader. With `before` (a message of the thread), the messages just older than that one instead.
   */
  async read(actor: EnquiryActor, threadId: Types.ObjectId, before?: string): Promise<EnquiryThread> {
    const { thread, role } = requireParty(actor, await this.enquiries.findThread(threadId));
    const page = await this.pageOf(threadId, before);
    await this.enquiries.markRead(threadId, role, thread.lastMessageAt);
    return this.answer(actor, thread, role, page);
  }

  /** The owner shows their phone number to the seeker in this thread; 403 from the seeker's side, 409 with no number on the account. */
  async sharePhone(actor: EnquiryActor, threadId: Types.ObjectId): Promise<EnquiryThreadChanged> {
    const { thread, role } = requireParty(actor, await this.enquiries.findThread(threadId));
    requireOwnerSide(role);
    const contact = await this.users.contactOf(actor._id);
    if (!contact?.number) throw new ConflictException(refusal('ENQUIRY_NO_PHONE', ENQUIRY_MESSAGES.noPhoneToShare));
    await this.enquiries.sharePhone(threadId, new Date());
    return this.changed(actor, thread._id, ENQUIRY_MESSAGES.phoneShared);
  }

  /** The caller blocks the other person in this thread: no more messages either way; it stays readable. 409 when blocked already. */
  async block(actor: EnquiryActor, threadId: Types.ObjectId): Promise<EnquiryThreadChanged> {
    const { role } = requireParty(actor, await this.enquiries.findThread(threadId));
    if (!(await this.enquiries.block(threadId, role))) {
      throw new ConflictException(refusal('ENQUIRY_ALREADY_BLOCKED', ENQUIRY_MESSAGES.alreadyBlocked));
    }
    return this.changed(actor, threadId, ENQUIRY_MESSAGES.blockedDone);
  }

  /** The caller reports the thread to the moderators, who may then read it. 409 when they reported it already. */
  async report(actor: EnquiryActor, threadId: Types.ObjectId, request: EnquiryReportDto): Promise<EnquiryThreadChanged> {
    const { role } = requireParty(actor, await this.enquiries.findThread(threadId));
    if (!(await this.enquiries.report(threadId, role, request.reason, request.details, new Date()))) {
      throw new ConflictException(refusal('ENQUIRY_ALREADY_REPORTED', ENQUIRY_MESSAGES.alreadyReported));
    }
    return this.changed(actor, threadId, ENQUIRY_MESSAGES.reported);
  }

  /** The moderators' queue: reported threads, the newest report first, a page at a time. */
  async reportedPage(page: number): Promise<ReportedEnquiriesPage> {
    const pageSize = ENQUIRY_LIMITS.reportedPageSize;
    const { threads, total } = await this.enquiries.reportedPage((page - 1) * pageSize, pageSize);
    const described = await this.describeReported(threads);
    return { items: described.map(({ reported }) => reported), page, pageSize, total };
  }

  /**
   * A reported thread as a moderator reads it, audited; any other thread is 404 to them as to
   * anyone outside it. The read does not mark it read for its two people.
   */
  async moderatedRead(
    moderator: EnquiryActor & { username: string },
    threadId: Types.ObjectId,
    before?: string,
  ): Promise<ModeratedEnquiry> {
    const thread = await this.enquiries.findThread(threadId);
    if (!thread?.reportedAt) throw new NotFoundException(refusal('ENQUIRY_THREAD_NOT_FOUND', ENQUIRY_MESSAGES.threadNotFound));
    const [[{ reported }], page] = await Promise.all([this.describeReported([thread]), this.pageOf(threadId, before)]);
    await this.moderationLog.record({
      action: 'readEnquiry',
      listingId: thread.listingId,
      listingName: reported.listing.name,
      actorId: moderator._id,
      actorUsername: moderator.username,
    });
    return toModeratedEnquiry(reported, thread, page);
  }

  /** A deleted account's side of its threads is anonymised (shown as "Deleted user"); the other person keeps the thread. */
  anonymiseUser(userId: Types.ObjectId): Promise<void> {
    return this.enquiries.anonymiseUser(userId);
  }

  /** Threads about deleted listings go, with their messages. */
  deleteOfListings(listingIds: readonly Types.ObjectId[]): Promise<number> {
    return this.enquiries.deleteOfListings(listingIds);
  }

  /** The newest messages, or with `before` the ones just older than that message of the thread (400 for any other id). */
  private async pageOf(threadId: Types.ObjectId, before: string | undefined) {
    if (!before) return this.enquiries.newestMessages(threadId, ENQUIRY_LIMITS.messagesShown);
    const from = await this.enquiries.findMessage(threadId, new Types.ObjectId(before));
    if (!from) throw new BadRequestException(refusal('INVALID_INPUT', ENQUIRY_MESSAGES.before));
    return this.enquiries.messagesBefore(threadId, from, ENQUIRY_LIMITS.messagesShown);
  }

  /** The thread as the caller reads it now, its newest messages, after a change. */
  private async changed(actor: EnquiryActor, threadId: Types.ObjectId, message: string): Promise<EnquiryThreadChanged> {
    const { thread, role } = requireParty(actor, await this.enquiries.findThread(threadId));
    const page = await this.enquiries.newestMessages(threadId, ENQUIRY_LIMITS.messagesShown);
    return { success: true, message, thread: await this.answer(actor, thread, role, page) };
  }

  private async answer(
    actor: EnquiryActor,
    thread: StoredThread,
    role: EnquiryRole,
    page: { messages: StoredMessage[]; hasOlder: boolean },
  ): Promise<EnquiryThread> {
    const other = partyId(thread, otherRole(role));
    const [listing, names, ownerContact] = await Promise.all([
      this.listings.summaryOf(thread.listingId),
      this.users.usernamesOf(other ? [other] : []),
      thread.phoneSharedAt && thread.ownerId ? this.users.contactOf(thread.ownerId) : null,
    ]);
    return toThread(
      thread,
      { actorId: actor._id, role, listing: listing ?? undefined, otherName: nameOf(names, other), now: new Date() },
      page,
      { ownerPhone: ownerContact?.number || null },
    );
  }

  /** Reported threads with their people's names and the listing's name now (its name at the start once it is gone). */
  private async describeReported(threads: readonly StoredThread[]) {
    const people = uniqueIds(threads.flatMap((thread) => [thread.seekerId, thread.ownerId].filter((id) => id !== null)));
    const [names, listings] = await Promise.all([
      this.users.usernamesOf(people),
      this.listings.summariesOf(uniqueIds(threads.map((thread) => thread.listingId))),
    ]);
    const listingName = new Map(listings.map((listing) => [listing._id.toString(), listing.name]));
    return threads.map((thread) => ({
      thread,
      reported: toReportedEnquiry(
        thread,
        { seeker: nameOf(names, thread.seekerId), owner: nameOf(names, thread.ownerId) },
        listingName.get(thread.listingId.toString()) ?? thread.listingName,
      ),
    }));
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
