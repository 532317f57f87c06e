import { Injectable, Logger } from '@nestjs/common';
import { OnCascade } from '../common/events/cascade';
import { LISTINGS_DELETED, type ListingsDeletedEvent } from '../listings/listings-deleted.event';
import { USER_DELETED, type UserDeletedEvent } from '../users/user-deleted.event';
import { EnquiriesService } from './enquiries.service';

/**
 * What the enquiries module does when others change, as the privacy page says: a deleted
 * account's side of its threads is anonymised ("Deleted user"; the other person keeps the
 * thread, read-only), and the threads about deleted listings go with their messages. Both are
 * safe to run again.
 */
@Injectable()
export class EnquiriesListener {
  private readonly logger = new Logger(EnquiriesListener.name);

  constructor(private readonly enquiries: EnquiriesService) {}

  @OnCascade(USER_DELETED)
  async onUserDeleted({ userId }: UserDeletedEvent): Promise<void> {
    await this.enquiries.anonymiseUser(userId);
  }

  @OnCascade(LISTINGS_DELETED)
  async onListingsDeleted({ listingIds }: ListingsDeletedEvent): Promise<void> {
    const deleted = await this.enquiries.deleteOfListings(listingIds);
    if (deleted > 0) this.logger.log(`Deleted ${deleted} enquiry threads about deleted listings`);
  }
}
