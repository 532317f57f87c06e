import { Injectable, Logger } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { cascade, OnCascade } from '../common/events/cascade';
import { USER_DELETED, type UserDeletedEvent } from '../users/user-deleted.event';
import { LISTINGS_CHANGED } from './listings-changed.event';
import { LISTINGS_DELETED, type ListingsDeletedEvent } from './listings-deleted.event';
import { ListingsRepository } from './listings.repository';

/** What the listings module does when others change: a deleted user's listings go with them. */
@Injectable()
export class ListingsListener {
  private readonly logger = new Logger(ListingsListener.name);

  constructor(
    private readonly listings: ListingsRepository,
    private readonly events: EventEmitter2,
  ) {}

  /** What hangs off the listings goes first, then the listings themselves. */
  @OnCascade(USER_DELETED)
  async onUserDeleted({ userId }: UserDeletedEvent): Promise<void> {
    const listings = await this.listings.findByOwner(userId);
    if (listings.length === 0) return;
    const event: ListingsDeletedEvent = {
      listingIds: listings.map((listing) => listing._id),
      imageUrls: listings.flatMap((listing) => listing.imageUrls),
    };
    await cascade(this.events, LISTINGS_DELETED, event);
    const deleted = await this.listings.deleteByOwner(userId);
    // A review or favourite that found a listing before it went may have been stored after the first pass.
    await cascade(this.events, LISTINGS_DELETED, { ...event, imageUrls: [] });
    this.events.emit(LISTINGS_CHANGED);
    this.logger.log(`Deleted ${deleted} listings of deleted user ${userId.toString()}`);
  }
}
