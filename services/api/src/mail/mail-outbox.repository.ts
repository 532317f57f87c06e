import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { MailBacklog } from '@nivasa/contracts/api';
import type { Model, Types } from 'mongoose';
import { randomUUID } from 'node:crypto';
import { retryDelayMs, SEND_LEASE_MS } from './mail-retry';
import type { OutgoingMail } from './mail.service';
import { OutboxMail } from './schemas/outbox-mail.schema';

/** A mail this instance claimed: it alone sends it until `leaseEndsAt`. */
export interface ClaimedMail extends OutgoingMail {
  _id: Types.ObjectId;
  about: string;
  attempts: number;
  claim: string;
}

export type AttemptOutcome = { status: 'pending'; retryAt: Date } | { status: 'failed' } | { status: 'retaken' };

/**
 * The mail outbox in MongoDB. Every step is one single-document atomic update, so it is correct
 * with any number of instances on MongoDB and on CongoDB alike (no transactions needed).
 */
@Injectable()
export class MailOutboxRepository {
  constructor(@InjectModel(OutboxMail.name) private readonly mails: Model<OutboxMail>) {}

  /** Keeps the mail, due at once; its id. */
  async enqueue(mail: OutgoingMail, about: string, now = new Date()): Promise<Types.ObjectId> {
    const { to, subject, text, html, headers } = mail;
    const created = await this.mails.create({
      to,
      subject,
      text,
      html,
      ...(headers ? { headers } : {}),
      about,
      status: 'pending',
      dueAt: now,
      attempts: 0,
    });
    return created._id;
  }

  /**
   * Claims one due mail (the given one, or the longest waiting) for `holder`: pending and due, or
   * sending with a lease that ran out (its instance stopped). One findOneAndUpdate, so of
   * instances racing for a mail exactly one gets it. Null when nothing is due.
   */
  async claim(holder: string, now = new Date(), id?: Types.ObjectId): Promise<ClaimedMail | null> {
    const claim = randomUUID();
    const claimed = await this.mails
      .findOneAndUpdate(
        { ...(id ? { _id: id } : {}), status: { $in: ['pending', 'sending'] }, dueAt: { $lte: now } },
        {
          $set: { status: 'sending', dueAt: new Date(now.getTime() + SEND_LEASE_MS), claim, claimedBy: holder },
          $inc: { attempts: 1 },
        },
        { sort: { dueAt: 1 }, returnDocument: 'after' },
      )
      .lean()
      .exec();
    if (!claimed) return null;
    return {
      _id: claimed._id,
      to: claimed.to,
      subject: claimed.subject,
      text: claimed.text ?? '',
      html: claimed.html ?? '',
      ...(claimed.headers ? { headers: claimed.headers } : {}),
      about: claimed.about,
      attempts: claimed.attempts,
      claim,
    };
  }

  /**
   * The SMTP server took the mail: it is sent, whichever claim it was (a slow instance's whose
   * lease ran out included), and its bodies go.
   */
  async markSent(id: Types.ObjectId, now = new Date()): Promise<void> {
    await this.mails
      .updateOne(
        { _id: id, status: { $ne: 'sent' } },
        { $set: { status: 'sent', sentAt: now, claim: null }, $unset: { text: 1, html: 1, headers: 1 } },
      )
      .exec();
  }

  /**
   * Records a failed attempt: pending again after the backoff, or failed when the attempts are
   * used up. Only the claim that made the attempt records it ('retaken' otherwise: another
   * instance has the mail now, or it was sent meanwhile).
   */
  async recordFailure(mail: ClaimedMail, error: string, now = new Date()): Promise<AttemptOutcome> {
    const delay = retryDelayMs(mail.attempts);
    const next = delay === null ? { status: 'failed' as const } : { status: 'pending' as const, dueAt: new Date(now.getTime() + delay) };
    const { matchedCount } = await this.mails
      .updateOne(
        { _id: mail._id, status: 'sending', claim: mail.claim },
        { $set: { ...next, claim: null, lastError: error.slice(0, 500) } },
      )
      .exec();
    if (matchedCount === 0) return { status: 'retaken' };
    return delay === null ? { status: 'failed' } : { status: 'pending', retryAt: new Date(now.getTime() + delay) };
  }

  /**
   * Mails whose last attempt was cut off (the instance stopped while sending it) are failed, not
   * claimed again: their attempts are used up. How many.
   */
  async failAbandoned(maxAttempts: number, now = new Date()): Promise<number> {
    const { modifiedCount } = await this.mails
      .updateMany(
        { status: 'sending', dueAt: { $lte: now }, attempts: { $gte: maxAttempts } },
        { $set: { status: 'failed', claim: null, lastError: 'the instance sending it stopped during its last attempt' } },
      )
      .exec();
    return modifiedCount;
  }

  /** Removes mail sent before `before`; how many. Failed mail is never removed. */
  async removeSent(before: Date): Promise<number> {
    const { deletedCount } = await this.mails.deleteMany({ status: 'sent', sentAt: { $lt: before } }).exec();
    return deletedCount;
  }

  /** Mail not sent yet (pending or being sent), how long the oldest has waited, and failed mail: one aggregation. */
  async backlog(now = new Date()): Promise<MailBacklog> {
    const groups = await this.mails
      .aggregate<{ _id: 'pending' | 'sending' | 'failed'; count: number; oldest: Date }>([
        { $match: { status: { $in: ['pending', 'sending', 'failed'] } } },
        { $group: { _id: '$status', count: { $sum: 1 }, oldest: { $min: '$createdAt' } } },
      ])
      .exec();
    const waiting = groups.filter((group) => group._id !== 'failed');
    const oldest = waiting.reduce<Date | null>((min, group) => (min === null || group.oldest < min ? group.oldest : min), null);
    return {
      pending: waiting.reduce((sum, group) => sum + group.count, 0),
      oldestPendingSeconds: oldest === null ? null : Math.max(0, Math.round((now.getTime() - new Date(oldest).getTime()) / 1000)),
      failed: groups.find((group) => group._id === 'failed')?.count ?? 0,
    };
  }
}
