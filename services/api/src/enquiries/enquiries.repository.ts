import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { EnquiryRole } from '@nivasa/contracts/enquiry-schema';
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
  async createThread(thread: Omit<EnquiryThread, 'seekerUnread' | 'ownerUnread' | 'createdAt' | 'updatedAt'>): Promise<boolean> {
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
  async addMessage(threadId: Types.ObjectId, from: EnquiryRole, senderId: Types.ObjectId, text: string, at: Date): Promise<StoredMessage> {
    const created = await this.messages.create({ threadId, senderId, text, createdAt: at });
    const recipient = from === 'seeker' ? 'owner' : 'seeker';
    await this.threads.updateOne({ _id: threadId }, { $inc: { [UNREAD_FIELD[recipient]]: 1 }, $set: { [UNREAD_FIELD[from]]: 0 } }).exec();
    await this.threads
      .updateOne(
        { _id: threadId, lastMessageAt: { $lte: at } },
        { $set: { lastMessageAt: at, lastMessageText: previewOf(text), lastSenderId: senderId } },
      )
      .exec();
    return created.toObject<StoredMessage>();
  }

  /** The side has read the thread. */
  async markRead(threadId: Types.ObjectId, role: EnquiryRole): Promise<void> {
    await this.threads.updateOne({ _id: threadId, [UNREAD_FIELD[role]]: { $gt: 0 } }, { $set: { [UNREAD_FIELD[role]]: 0 } }).exec();
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

  /** Messages to the user they have not read, over all their threads. */
  async unreadOf(userId: Types.ObjectId): Promise<number> {
    const sums = await Promise.all(
      (['seeker', 'owner'] as const).map((role) =>
        this.threads
          .aggregate<{ unread: number }>([
            { $match: { [PARTY_FIELD[role]]: userId } },
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
