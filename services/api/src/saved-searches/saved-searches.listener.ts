import { Injectable } from '@nestjs/common';
import { OnCascade } from '../common/events/cascade';
import { USER_DELETED, type UserDeletedEvent } from '../users/user-deleted.event';
import { LISTINGS_DELETED, type ListingsDeletedEvent } from '../listings/listings-deleted.event';
import { SavedSearchAlertsRepository } from './saved-search-alerts.repository';
import { SavedSearchesRepository } from './saved-searches.repository';

/** A deleted user's saved searches and alert records go with them; a deleted listing's alert records with it. */
@Injectable()
export class SavedSearchesListener {
  constructor(
    private readonly savedSearches: SavedSearchesRepository,
    private readonly alerts: SavedSearchAlertsRepository,
  ) {}

  @OnCascade(USER_DELETED)
  async onUserDeleted({ userId }: UserDeletedEvent): Promise<void> {
    await this.savedSearches.deleteByUser(userId);
    await this.alerts.deleteByUser(userId);
  }

  @OnCascade(LISTINGS_DELETED)
  async onListingsDeleted({ listingIds }: ListingsDeletedEvent): Promise<void> {
    await this.alerts.deleteByListings(listingIds);
  }
}
