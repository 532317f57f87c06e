import { Injectable } from '@nestjs/common';
import { OnCascade } from '../common/events/cascade';
import { LISTINGS_DELETED, type ListingsDeletedEvent } from '../listings/listings-deleted.event';
import { USER_DELETED, type UserDeletedEvent } from '../users/user-deleted.event';
import { FavoritesRepository } from './favorites.repository';

/** What the favourites module does when others change: a deleted user's favourites, and deleted listings', go. */
@Injectable()
export class FavoritesListener {
  constructor(private readonly favorites: FavoritesRepository) {}

  @OnCascade(USER_DELETED)
  async onUserDeleted({ userId }: UserDeletedEvent): Promise<void> {
    await this.favorites.deleteByUser(userId);
  }

  @OnCascade(LISTINGS_DELETED)
  async onListingsDeleted({ listingIds }: ListingsDeletedEvent): Promise<void> {
    await this.favorites.deleteOfListings(listingIds);
  }
}
