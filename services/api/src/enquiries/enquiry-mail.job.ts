import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { ENQUIRY_MESSAGES } from '@nivasa/contracts/enquiry-messages';
import type { EnquiryRole } from '@nivasa/contracts/enquiry-schema';
import { localise } from '@nivasa/contracts/localise';
import { messageThreadPath } from '@nivasa/contracts/paths';
import { randomUUID } from 'node:crypto';
import { JobLockService } from '../common/job-lock/job-lock.service';
import { ConfigService } from '../config/config.service';
import { ListingVisibilityService } from '../listings/listing-visibility.service';
import { enquiryMessagesMail } from '../mail/enquiry-mail';
import { MailService } from '../mail/mail.service';
import { UsersService } from '../users/users.service';
import { EnquiriesRepository, MAIL_FIELDS } from './enquiries.repository';
import { otherRole } from './enquiry.policy';
import type { StoredThread } from './schemas/enquiry-thread.schema';

export const ENQUIRY_MAIL_JOB = 'enquiry-mail';
/** The job's lease, and a claimed batch's: longer than a run takes; a run cut off is taken again after it. */
const LEASE_MS = 2 * 60_000;
const BATCH = 100;
/** The messages one mail quotes; it counts the rest. */
const MESSAGES_QUOTED = 5;
/**
 * Messages sent this little before a run are left for the next mail: a request takes its message's
 * time a moment before the message is stored, so one stamped just before the run may not be
 * readable yet.
 */
const SETTLE_MS = 2_000;

/**
 * Mails each person in an enquiry thread the messages the other sent them, in their language,
 * with a link to the thread. A message makes the recipient's mail due ENQUIRY_MAIL_BATCH_SECONDS
 * later unless one is due already, so the messages of those minutes make one mail. Every
 * ENQUIRY_MAIL_TICK_SECONDS, on one instance at a time (the job lock); each due mail is claimed
 * with one atomic update before it goes to the outbox (which sends and retries it), and given back
 * if it could not be queued, so a run cut off or failed is run again and mails once. Messages the
 * recipient read or answered in the meantime are left out (reading moves `…MailedUpTo`), and a
 * mail with none left is not sent.
 */
@Injectable()
export class EnquiryMailJob implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(EnquiryMailJob.name);
  private readonly ticking = new Set<Promise<unknown>>();

  constructor(
    private readonly enquiries: EnquiriesRepository,
    private readonly users: UsersService,
    private readonly listings: ListingVisibilityService,
    private readonly mail: MailService,
    private readonly config: ConfigService,
    private readonly locks: JobLockService,
    private readonly scheduler: SchedulerRegistry,
  ) {}

  onApplicationBootstrap(): void {
    // An interval rather than @Interval: its period comes from the configuration.
    this.scheduler.addInterval(
      ENQUIRY_MAIL_JOB,
      setInterval(() => void this.tick(), this.config.enquiryMailTickSeconds * 1000),
    );
  }

  /** Stops the timer and lets a run under way finish while the database is still connected. */
  async onModuleDestroy(): Promise<void> {
    if (this.scheduler.doesExist('interval', ENQUIRY_MAIL_JOB)) this.scheduler.deleteInterval(ENQUIRY_MAIL_JOB);
    await Promise.allSettled([...this.ticking]);
  }

  tick(now = new Date()): Promise<void> {
    return this.locks.runScheduled(ENQUIRY_MAIL_JOB, LEASE_MS, () => this.tracked(this.mailDue(now)), { releaseAfter: true });
  }

  /** Queues the mails due at `now`; how many were queued. */
  async mailDue(now: Date = new Date()): Promise<number> {
    let queued = 0;
    for (const role of ['owner', 'seeker'] as const) {
      for (;;) {
        const due = await this.enquiries.dueMails(role, now, BATCH);
        let claimed = 0;
        for (const thread of due) {
          const claim = randomUUID();
          const taken = await this.enquiries.claimMail(thread, role, claim, new Date(now.getTime() + LEASE_MS));
          if (!taken) continue;
          claimed++;
          try {
            if (await this.mailOne(taken, role, claim, now)) queued++;
          } catch (error) {
            await this.enquiries.releaseMail(taken._id, role, claim, now);
            throw error;
          }
        }
        if (due.length < BATCH || claimed === 0) break;
      }
    }
    if (queued) this.logger.log(`Mailed ${queued} people their new enquiry messages`);
    return queued;
  }

  /** The claimed mail to the side of the thread: queued (true), or not needed; then the batch is done. */
  private async mailOne(thread: StoredThread, role: EnquiryRole, claim: string, now: Date): Promise<boolean> {
    // Up to the thread's newest message as claimed (never past it, so a later message is never taken as mailed).
    const upTo = new Date(Math.min(now.getTime() - SETTLE_MS, thread.lastMessageAt.getTime()));
    const from = otherRole(role);
    const recipientId = role === 'seeker' ? thread.seekerId : thread.ownerId;
    const unread = role === 'seeker' ? thread.seekerUnread : thread.ownerUnread;
    const mailedUpTo = thread[MAIL_FIELDS[role].mailedUpTo];
    let queued = false;
    // Nobody to mail (the account is gone), or they read the thread since: no mail.
    if (recipientId && unread > 0) {
      const { messages, total } = await this.enquiries.messagesBetween(thread._id, from, mailedUpTo, upTo, MESSAGES_QUOTED);
      const recipient = total > 0 ? await this.users.findById(recipientId) : null;
      if (recipient) {
        const senderId = from === 'seeker' ? thread.seekerId : thread.ownerId;
        const [names, listing] = await Promise.all([
          this.users.usernamesOf(senderId ? [senderId] : []),
          this.listings.summaryOf(thread.listingId),
        ]);
        await this.mail.sendLater(
          enquiryMessagesMail({
            to: recipient.email,
            username: recipient.username,
            senderName: (senderId && names.get(senderId.toString())) || localise(ENQUIRY_MESSAGES.deletedUser, recipient.language),
            listingName: listing?.name ?? thread.listingName,
            messages: messages.map((message) => message.text),
            total,
            link: this.config.pageUrl(messageThreadPath(thread._id.toString()), recipient.language),
            language: recipient.language,
          }),
          `the enquiry messages of thread ${thread._id.toString()} to user ${recipientId.toString()}`,
        );
        queued = true;
      }
    }
    if (!(await this.enquiries.finishMail(thread._id, role, claim, upTo))) return queued;
    // Messages stamped after the cut-off (sent while this mail was written) make the next mail.
    const next = await this.enquiries.firstMessageAfter(thread._id, from, upTo);
    if (next) {
      const dueAt = Math.max(next.getTime() + this.config.enquiryMailBatchSeconds * 1000, now.getTime());
      await this.enquiries.armMail(thread._id, role, new Date(dueAt));
    }
    return queued;
  }

  private async tracked<T>(work: Promise<T>): Promise<T> {
    this.ticking.add(work);
    try {
      return await work;
    } finally {
      this.ticking.delete(work);
    }
  }
}
