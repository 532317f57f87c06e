import { Injectable } from '@nestjs/common';
import { OnCascade } from '../common/events/cascade';
import { USER_DELETED, type UserDeletedEvent } from '../users/user-deleted.event';
import { SavedSearchesRepository } from './saved-searches.repository';

/** A deleted user's saved searches go with them. */
@Injectable()
export class SavedSearchesListener {
  constructor(private readonly savedSearches: SavedSearchesRepository) {}

  @OnCascade(USER_DELETED)
  async onUserDeleted({ userId }: UserDeletedEvent): Promise<void> {
    await this.savedSearches.deleteByUser(userId);
  }
}
