import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { formatDate } from '@nivasa/contracts/format';
import { PATHS } from '@nivasa/contracts/paths';
import { JobLockService } from '../common/job-lock/job-lock.service';
import { ConfigService } from '../config/config.service';
import { listingExpiringMail } from '../mail/listing-moderation-mail';
import { MailService } from '../mail/mail.service';
import { UsersService } from '../users/users.service';
import { ListingsRepository } from './listings.repository';

export const LISTING_EXPIRY_REMINDER_JOB = 'listing-expiry-reminder';
const BATCH = 200;

/**
 * Mails each owner, in their language, when a public listing of theirs expires within the
 * reminder week (EXPIRY_REMINDER_DAYS), with a link to renew it in My listings. One mail per
 * expiry: the listing is claimed for its current expiresAt (one atomic update) before its mail
 * goes to the outbox, which sends and retries it; a claim whose mail could not be queued is
 * taken back, so the next run (hourly, on one instance) tries again. A renewal or an edit moves
 * the expiry and clears the claim, so the next expiry gets its own reminder.
 */
@Injectable()
export class ListingExpiryReminderJob {
  private readonly logger = new Logger(ListingExpiryReminderJob.name);

  constructor(
    private readonly listings: ListingsRepository,
    private readonly users: UsersService,
    private readonly mail: MailService,
    private readonly config: ConfigService,
    private readonly locks: JobLockService,
  ) {}

  @Cron(CronExpression.EVERY_HOUR, { name: LISTING_EXPIRY_REMINDER_JOB })
  tick(): Promise<void> {
    return this.locks.runScheduled(LISTING_EXPIRY_REMINDER_JOB, 30 * 60 * 1000, () => this.remind(), { releaseAfter: true });
  }

  /** Queues the reminders due at `now`, a batch at a time; returns how many were queued. */
  async remind(now: Date = new Date()): Promise<number> {
    let queued = 0;
    for (;;) {
      const due = await this.listings.findDueExpiryReminders(now, BATCH);
      let claimed = 0;
      for (const listing of due) {
        if (!listing.expiresAt || !(await this.listings.claimExpiryReminder(listing))) continue;
        claimed++;
        try {
          const owner = await this.users.findById(listing.userRef);
          if (!owner) continue; // the owner is being deleted, and the listing with them
          await this.mail.sendLater(
            listingExpiringMail({
              to: owner.email,
              username: owner.username,
              listingName: listing.name,
              expiresOn: formatDate(listing.expiresAt, owner.language),
              link: this.config.pageUrl(PATHS.myListings, owner.language),
              language: owner.language,
            }),
            `the expiry reminder of listing ${listing._id.toString()}`,
          );
          queued++;
        } catch (error) {
          await this.listings.releaseExpiryReminder(listing);
          throw error;
        }
      }
      // A short batch was the last; one where nothing could be claimed (others took them) ends the run.
      if (due.length < BATCH || claimed === 0) break;
    }
    if (queued) this.logger.log(`Reminded owners of ${queued} listings that expire within a week`);
    return queued;
  }
}
