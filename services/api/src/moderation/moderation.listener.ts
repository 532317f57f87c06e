import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { LISTING_REMOVED, type ListingRemovedEvent } from '../listings/listing-removed.event';
import { UsersService } from '../users/users.service';
import { AuditLogRepository } from './audit-log.repository';

/** An admin's deletion of a listing is a moderation step too; owners' own deletions are not logged. */
@Injectable()
export class ModerationListener {
  constructor(
    private readonly audit: AuditLogRepository,
    private readonly users: UsersService,
  ) {}

  /** The listing is already gone: a failure here is logged by the emitter and does not undo or fail the deletion. */
  @OnEvent(LISTING_REMOVED)
  async onListingRemoved({ listingId, listingName, actorId, byAdmin }: ListingRemovedEvent): Promise<void> {
    if (!byAdmin) return;
    const actor = await this.users.findById(actorId);
    await this.audit.record({
      action: 'delete',
      listingId,
      listingName,
      actorId,
      // The admin's account can only be gone if it was deleted in the same instant.
      actorUsername: actor?.username ?? 'deleted account',
    });
  }
}
