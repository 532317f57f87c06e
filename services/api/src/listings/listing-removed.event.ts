import type { Types } from 'mongoose';

/** One listing was deleted through the API, by its owner or an admin (the moderation log records it). */
export const LISTING_REMOVED = 'listing.removed';

export class ListingRemovedEvent {
  constructor(
    readonly listingId: Types.ObjectId,
    /** Its title at the time, for a log that reads well after the listing is gone. */
    readonly listingName: string,
    readonly ownerId: Types.ObjectId,
    readonly actorId: Types.ObjectId,
    /** Whether the actor is an admin (their own listings included). */
    readonly byAdmin: boolean,
  ) {}
}
