import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { EnquiryReportReason, EnquiryRole } from '@nivasa/contracts/enquiry-schema';
import { ENQUIRY_LIMITS } from '@nivasa/contracts/limits';
import type { Model, Types } from 'mongoose';
import { derivedObjectId, isDuplicateKeyError } from '../common/derived-id';
import { EnquiryMessage, type StoredMessage } from './schemas/enquiry-message.schema';
import { EnquiryThread, type StoredThread } from './schemas/enquiry-thread.schema';

/** A seeker's thread about a listing has this id, so two first messages (however close in time) make one thread on every engine. */
export function threadIdOf(seekerId: Types.ObjectId, listingId: Types.ObjectId): Types.ObjectId {
  return derivedObjectId('enquiry-thread', seekerId, listingId);
}

const UNREAD_FIELD: Record<EnquiryRole, 'seekerUnread' | 'ownerUnread'> = { seeker: 'seekerUnread', owner: 'ownerUnread' };
const PARTY_FIELD: Record<EnquiryRole, 'seekerId' | 'ownerId'> = { seeker: 'seekerId', owner: 'ownerId' };
/** Each side's new-message mail: when it is due, what was mailed, and the claim of the job mailing it. */
export const MAIL_FIELDS = {
  seeker: { dueAt: 'seekerMailDueAt', mailedUpTo: 'seekerMailedUpTo', claim: 'seekerMailClaim' },
  owner: { dueAt: 'ownerMailDueAt', mailedUpTo: 'ownerMailedUpTo', claim: 'ownerMailClaim' },
} as const satisfies Record<EnquiryRole, Record<string, keyof EnquiryThread>>;

/** The start of a message, as the list of threads shows it: whole characters, never half a surrogate pair. */
export function previewOf(text: string): string {
  let preview = '';
  for (const character of text) {
    if (preview.length + character.length > ENQUIRY_LIMITS.previewLength) break;
    preview += character;
  }
  return preview;
}

/** The enquiry threads' and messages' named operations. */
@Injectable()
export class EnquiriesRepository {
  constructor(
    @InjectModel(EnquiryThread.name) private readonly threads: Model<EnquiryThread>,
    @InjectModel(EnquiryMessage.name) private readonly messages: Model<EnquiryMessage>,
  ) {}

  findThread(threadId: Types.ObjectId): Promise<StoredThread | null> {
    return this.threads.findById(threadId).lean<StoredThread>().exec();
  }

  /** Stores a new thread with its first message's preview; false when the seeker's thread about the listing exists already. */
  async createThread(
    thread: Pick<EnquiryThread, 'listingId' | 'listingName' | 'lastMessageAt' | 'lastMessageText'> &
      Record<'ownerId' | 'seekerId' | 'lastSenderId', Types.ObjectId>,
  ): Promise<boolean> {
    try {
      await this.threads.create({ _id: threadIdOf(thread.seekerId, thread.listingId), ...thread, seekerUnread: 0, ownerUnread: 0 });
      return true;
    } catch (error) {
      if (isDuplicateKeyError(error)) return false;
      throw error;
    }
  }

  /**
   * Stores a message from one side and counts it unread for the other; the sender has read the
   * thread by answering. The thread's newest message moves only forward, so two messages sent at
   * once leave the later one as the preview whichever update lands last.
   */
  async addMessage(
    threadId: Types.ObjectId,
    from: EnquiryRole,
    senderId: Types.ObjectId,
    text: string,
    at: Date,
    mailBatchMs: number,
  ): Promise<StoredMessage> {
    const created = await this.messages.create({ threadId, senderId, from, text, createdAt: at });
    const recipient = from === 'seeker' ? 'owner' : 'seeker';
    await this.threads.updateOne({ _id: threadId }, { $inc: { [UNREAD_FIELD[recipient]]: 1 }, $set: { [UNREAD_FIELD[from]]: 0 } }).exec();
    // Answering is reading: what came to the sender before needs no mail.
    await this.markMailed(threadId, from, at);
    // The recipient's mail: due a batch after this message unless one is due already (it will carry this one too).
    await this.armMail(threadId, recipient, new Date(at.getTime() + mailBatchMs));
    await this.threads
      .updateOne(
        { _id: threadId, lastMessageAt: { $lte: at } },
        { $set: { lastMessageAt: at, lastMessageText: previewOf(text), lastSenderId: senderId } },
      )
      .exec();
    return created.toObject<StoredMessage>();
  }

  /** Makes the side's mail due at `dueAt` unless a mail to them is due or being sent already. */
  async armMail(threadId: Types.ObjectId, role: EnquiryRole, dueAt: Date): Promise<void> {
    const fields = MAIL_FIELDS[role];
    await this.threads.updateOne({ _id: threadId, [fields.dueAt]: null }, { $set: { [fields.dueAt]: dueAt } }).exec();
  }

  /** Threads whose mail to the side is due at `now`, the longest due first. */
  dueMails(role: EnquiryRole, now: Date, limit: number): Promise<StoredThread[]> {
    const { dueAt } = MAIL_FIELDS[role];
    return this.threads
      .find({ [dueAt]: { $lte: now } })
      .sort({ [dueAt]: 1 })
      .limit(limit)
      .lean<StoredThread[]>()
      .exec();
  }

  /**
   * Takes the side's due mail of the thread for one job run: one atomic update that moves the due
   * time to the lease's end (so a run cut off is taken again then) and names the claim. Null when
   * another instance took it first.
   */
  async claimMail(thread: StoredThread, role: EnquiryRole, claim: string, leaseEndsAt: Date): Promise<StoredThread | null> {
    const fields = MAIL_FIELDS[role];
    return this.threads
      .findOneAndUpdate(
        { _id: thread._id, [fields.dueAt]: thread[fields.dueAt] },
        { $set: { [fields.dueAt]: leaseEndsAt, [fields.claim]: claim } },
        { returnDocument: 'after' },
      )
      .lean<StoredThread>()
      .exec();
  }

  /**
   * The claimed mail went to the outbox, or was not needed (messages up to `upTo` are marked mailed
   * first): no mail is due. False when the claim was lost (its lease ran out and another run took it).
   */
  async finishMail(threadId: Types.ObjectId, role: EnquiryRole, claim: string, upTo: Date): Promise<boolean> {
    const fields = MAIL_FIELDS[role];
    await this.markMailed(threadId, role, upTo);
    const { matchedCount } = await this.threads
      .updateOne({ _id: threadId, [fields.claim]: claim }, { $unset: { [fields.dueAt]: 1, [fields.claim]: 1 } })
      .exec();
    return matchedCount > 0;
  }

  /** A claimed mail could not be queued: due again at once, for the next run. */
  async releaseMail(threadId: Types.ObjectId, role: EnquiryRole, claim: string, dueAt: Date): Promise<void> {
    const fields = MAIL_FIELDS[role];
    await this.threads
      .updateOne({ _id: threadId, [fields.claim]: claim }, { $set: { [fields.dueAt]: dueAt }, $unset: { [fields.claim]: 1 } })
      .exec();
  }

  /** Messages from one side after `after` up to `upTo`, oldest first, at most `limit`; and how many there are in all. */
  async messagesBetween(
    threadId: Types.ObjectId,
    from: EnquiryRole,
    after: Date | undefined,
    upTo: Date,
    limit: number,
  ): Promise<{ messages: StoredMessage[]; total: number }> {
    const filter = { threadId, from, createdAt: { ...(after ? { $gt: after } : {}), $lte: upTo } };
    const [messages, total] = await Promise.all([
      this.messages.find(filter).sort({ createdAt: 1, _id: 1 }).limit(limit).lean<StoredMessage[]>().exec(),
      this.messages.countDocuments(filter).exec(),
    ]);
    return { messages, total };
  }

  /** When the first message from the side after `after` was sent (one sent while the other side's mail was written); null for none. */
  async firstMessageAfter(threadId: Types.ObjectId, from: EnquiryRole, after: Date): Promise<Date | null> {
    const first = await this.messages
      .findOne({ threadId, from, createdAt: { $gt: after } })
      .sort({ createdAt: 1 })
      .lean<StoredMessage>()
      .exec();
    return first?.createdAt ?? null;
  }

  /** The owner shared their phone number in the thread (the first time counts). */
  async sharePhone(threadId: Types.ObjectId, at: Date): Promise<void> {
    await this.threads.updateOne({ _id: threadId, phoneSharedAt: null }, { $set: { phoneSharedAt: at } }).exec();
  }

  /** The side blocks the other in the thread; false when it had already. */
  async block(threadId: Types.ObjectId, role: EnquiryRole): Promise<boolean> {
    const { modifiedCount } = await this.threads
      .updateOne({ _id: threadId, blockedBy: { $ne: role } }, { $push: { blockedBy: role } })
      .exec();
    return modifiedCount > 0;
  }

  /** The side reports the thread; false when it had already. */
  async report(threadId: Types.ObjectId, role: EnquiryRole, reason: EnquiryReportReason, details: string, at: Date): Promise<boolean> {
    const { modifiedCount } = await this.threads
      .updateOne(
        { _id: threadId, 'reports.by': { $ne: role } },
        { $push: { reports: { by: role, reason, details, createdAt: at } }, $set: { reportedAt: at } },
      )
      .exec();
    return modifiedCount > 0;
  }

  /** The reported threads, the newest report first: a page, and how many in all. */
  async reportedPage(skip: number, limit: number): Promise<{ threads: StoredThread[]; total: number }> {
    const filter = { reportedAt: { $gt: new Date(0) } };
    const [threads, total] = await Promise.all([
      this.threads.find(filter).sort({ reportedAt: -1, _id: -1 }).skip(skip).limit(limit).lean<StoredThread[]>().exec(),
      this.threads.countDocuments(filter).exec(),
    ]);
    return { threads, total };
  }

  /** A deleted account's side of every thread anonymised: its id gone from the threads and its messages, the text kept for the other person. */
  async anonymiseUser(userId: Types.ObjectId): Promise<void> {
    for (const role of ['seeker', 'owner'] as const) {
      const field = PARTY_FIELD[role];
      // The phone number is read from the account, so it goes with it; the thread's flag goes too.
      await this.threads
        .updateMany(
          { [field]: userId },
          {
            $set: { [field]: null, [UNREAD_FIELD[role]]: 0 },
            $unset: { ...(role === 'owner' ? { phoneSharedAt: 1 } : {}), [MAIL_FIELDS[role].dueAt]: 1, [MAIL_FIELDS[role].claim]: 1 },
          },
        )
        .exec();
    }
    await this.threads.updateMany({ lastSenderId: userId }, { $set: { lastSenderId: null } }).exec();
    await this.messages.updateMany({ senderId: userId }, { $set: { senderId: null } }).exec();
  }

  /** The threads about deleted listings go, with their messages. */
  async deleteOfListings(listingIds: readonly Types.ObjectId[]): Promise<number> {
    if (listingIds.length === 0) return 0;
    const threadIds = (
      await this.threads
        .find({ listingId: { $in: listingIds } }, { _id: 1 })
        .lean<{ _id: Types.ObjectId }[]>()
        .exec()
    ).map(({ _id }) => _id);
    if (threadIds.length === 0) return 0;
    // Messages first: a deletion cut off is run again and finds the threads still there.
    await this.messages.deleteMany({ threadId: { $in: threadIds } }).exec();
    const { deletedCount } = await this.threads.deleteMany({ _id: { $in: threadIds } }).exec();
    return deletedCount;
  }

  /** The message, if it is in the thread. */
  findMessage(threadId: Types.ObjectId, messageId: Types.ObjectId): Promise<StoredMessage | null> {
    return this.messages.findOne({ _id: messageId, threadId }).lean<StoredMessage>().exec();
  }

  /** Up to `limit` messages just older than `before`, oldest of them first, and whether older ones still exist. */
  async messagesBefore(
    threadId: Types.ObjectId,
    before: StoredMessage,
    limit: number,
  ): Promise<{ messages: StoredMessage[]; hasOlder: boolean }> {
    const newestFirst = await this.messages
      .find({
        threadId,
        $or: [{ createdAt: { $lt: before.createdAt } }, { createdAt: before.createdAt, _id: { $lt: before._id } }],
      })
      .sort({ createdAt: -1, _id: -1 })
      .limit(limit + 1)
      .lean<StoredMessage[]>()
      .exec();
    return { messages: newestFirst.slice(0, limit).reverse(), hasOlder: newestFirst.length > limit };
  }

  /** The side has read the thread, up to its newest message `seenUpTo`: those messages need no mail. */
  async markRead(threadId: Types.ObjectId, role: EnquiryRole, seenUpTo: Date): Promise<void> {
    await this.threads.updateOne({ _id: threadId, [UNREAD_FIELD[role]]: { $gt: 0 } }, { $set: { [UNREAD_FIELD[role]]: 0 } }).exec();
    await this.markMailed(threadId, role, seenUpTo);
  }

  /** Messages to the side up to `upTo` were mailed or read; never moves back. */
  async markMailed(threadId: Types.ObjectId, role: EnquiryRole, upTo: Date): Promise<void> {
    const { mailedUpTo } = MAIL_FIELDS[role];
    await this.threads
      .updateOne({ _id: threadId, $or: [{ [mailedUpTo]: null }, { [mailedUpTo]: { $lt: upTo } }] }, { $set: { [mailedUpTo]: upTo } })
      .exec();
  }

  /** The user's threads on either side, the newest message first, at most `limit`. */
  threadsOf(userId: Types.ObjectId, limit: number): Promise<StoredThread[]> {
    return this.threads
      .find({ $or: [{ seekerId: userId }, { ownerId: userId }] })
      .sort({ lastMessageAt: -1, _id: -1 })
      .limit(limit)
      .lean<StoredThread[]>()
      .exec();
  }

  /**
   * Messages to the user they have not read, over all their threads: sums over the threads of each
   * side that have any unread (the side's index narrows to the user; most of their threads are read).
   */
  async unreadOf(userId: Types.ObjectId): Promise<number> {
    const sums = await Promise.all(
      (['seeker', 'owner'] as const).map((role) =>
        this.threads
          .aggregate<{ unread: number }>([
            { $match: { [PARTY_FIELD[role]]: userId, [UNREAD_FIELD[role]]: { $gt: 0 } } },
            { $group: { _id: null, unread: { $sum: `$${UNREAD_FIELD[role]}` } } },
          ])
          .exec(),
      ),
    );
    return sums.reduce((total, [sum]) => total + (sum?.unread ?? 0), 0);
  }

  /** The thread's newest `limit` messages, oldest of them first, and whether older ones exist. */
  async newestMessages(threadId: Types.ObjectId, limit: number): Promise<{ messages: StoredMessage[]; hasOlder: boolean }> {
    const newestFirst = await this.messages
      .find({ threadId })
      .sort({ createdAt: -1, _id: -1 })
      .limit(limit + 1)
      .lean<StoredMessage[]>()
      .exec();
    return { messages: newestFirst.slice(0, limit).reverse(), hasOlder: newestFirst.length > limit };
  }
}
