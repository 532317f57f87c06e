import { Injectable } from '@nestjs/common';
import { OnCascade } from '../common/events/cascade';
import { LISTINGS_DELETED, type ListingsDeletedEvent } from '../listings/listings-deleted.event';
import { USER_DELETED, type UserDeletedEvent } from '../users/user-deleted.event';
import { ReportsRepository } from './reports.repository';

/** Deleted listings' reports go with them, and a deleted user's reports with the user. */
@Injectable()
export class ReportsListener {
  constructor(private readonly reports: ReportsRepository) {}

  @OnCascade(USER_DELETED)
  async onUserDeleted({ userId }: UserDeletedEvent): Promise<void> {
    await this.reports.deleteByUser(userId);
  }

  @OnCascade(LISTINGS_DELETED)
  async onListingsDeleted({ listingIds }: ListingsDeletedEvent): Promise<void> {
    await this.reports.deleteOfListings(listingIds);
  }
}
