import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { listingPath } from '@nivasa/contracts/paths';
import { LISTING_FIELD_LABELS } from '@nivasa/contracts/listing-messages';
import { ConfigService } from '../config/config.service';
import { LISTING_EDITED_BY_ADMIN, type ListingEditedByAdminEvent } from '../listings/listing-edited.event';
import { LISTING_REMOVED, type ListingRemovedEvent } from '../listings/listing-removed.event';
import { listingEditedByAdminMail } from '../mail/listing-moderation-mail';
import { MailService } from '../mail/mail.service';
import { UsersService } from '../users/users.service';
import { AuditLogRepository } from './audit-log.repository';

/**
 * An admin's deletion of a listing is a moderation step too; owners' own deletions are not
 * logged. So is an admin's edit of someone else's listing, which its owner is also mailed.
 */
@Injectable()
export class ModerationListener {
  constructor(
    private readonly audit: AuditLogRepository,
    private readonly users: UsersService,
    private readonly mail: MailService,
    private readonly config: ConfigService,
  ) {}

  /** The edit is stored: a failure here is logged by the emitter and does not undo or fail it. */
  @OnEvent(LISTING_EDITED_BY_ADMIN)
  async onListingEditedByAdmin({ listingId, listingName, ownerId, actorId, fields }: ListingEditedByAdminEvent): Promise<void> {
    const [actor, owner] = await Promise.all([this.users.findById(actorId), this.users.findById(ownerId)]);
    const labels = fields.map((field) => LISTING_FIELD_LABELS[field]);
    await this.audit.record({
      action: 'edit',
      listingId,
      listingName,
      actorId,
      actorUsername: actor?.username ?? 'deleted account',
      reason: `Changed: ${labels.join(', ')}`,
    });
    if (!owner) return;
    await this.mail.sendLater(
      listingEditedByAdminMail({
        to: owner.email,
        username: owner.username,
        listingName,
        fields,
        link: this.config.pageUrl(listingPath(listingId.toString()), owner.language),
        language: owner.language,
      }),
      `the admin edit mail to user ${owner._id.toString()}`,
    );
  }

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
