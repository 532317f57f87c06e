import { Injectable } from '@nestjs/common';
import { OnCascade } from '../common/events/cascade';
import { ContactRevealsRepository } from './contact-reveals.repository';
import { USER_DELETED, type UserDeletedEvent } from './user-deleted.event';

/**
 * A deleted user's own lookups (whose numbers they looked at) go with them. Lookups of a deleted
 * owner stay until their retention ends: they are others' records, and what a scam report needs.
 */
@Injectable()
export class ContactRevealsListener {
  constructor(private readonly reveals: ContactRevealsRepository) {}

  @OnCascade(USER_DELETED)
  async onUserDeleted({ userId }: UserDeletedEvent): Promise<void> {
    await this.reveals.deleteOfViewer(userId);
  }
}
