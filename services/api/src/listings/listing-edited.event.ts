import type { Types } from 'mongoose';
import type { ListingInputField } from '@nivasa/contracts/listing-schema';

/** An admin edited a listing that is someone else's (the moderation log records it, and its owner is mailed). */
export const LISTING_EDITED_BY_ADMIN = 'listing.editedByAdmin';

export class ListingEditedByAdminEvent {
  constructor(
    readonly listingId: Types.ObjectId,
    /** Its title after the edit. */
    readonly listingName: string,
    readonly ownerId: Types.ObjectId,
    readonly actorId: Types.ObjectId,
    /** The fields the edit changed, by name. */
    readonly fields: ListingInputField[],
  ) {}
}
