import { Injectable, Logger } from '@nestjs/common';
import { OnCascade } from '../common/events/cascade';
import { LISTINGS_DELETED, type ListingsDeletedEvent } from '../listings/listings-deleted.event';
import { USER_DELETED, type UserDeletedEvent } from '../users/user-deleted.event';
import { ReviewsService } from './reviews.service';

/** What the reviews module does when others change: reviews by a deleted user or of deleted listings go. */
@Injectable()
export class ReviewsListener {
  private readonly logger = new Logger(ReviewsListener.name);

  constructor(private readonly reviews: ReviewsService) {}

  @OnCascade(USER_DELETED)
  async onUserDeleted({ userId }: UserDeletedEvent): Promise<void> {
    const { deleted, rerated } = await this.reviews.deleteByAuthor(userId);
    if (deleted > 0) this.logger.log(`Deleted ${deleted} reviews by deleted user ${userId.toString()}; ${rerated} listings rated again`);
  }

  @OnCascade(LISTINGS_DELETED)
  async onListingsDeleted({ listingIds }: ListingsDeletedEvent): Promise<void> {
    await this.reviews.deleteOfListings(listingIds);
  }
}
