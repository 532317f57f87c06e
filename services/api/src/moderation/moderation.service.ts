import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import type { Listing, ModerationAction, ModerationResponse, TotalListingsResponse } from '@nivasa/contracts/api';
import { LISTING_MESSAGES } from '@nivasa/contracts/messages';
import { listingPath, updateListingPath } from '@nivasa/contracts/paths';
import type { Types } from 'mongoose';
import { ConfigService } from '../config/config.service';
import { type StoredListing, toListingResponse } from '../listings/listing-response';
import { LISTINGS_CHANGED } from '../listings/listings-changed.event';
import { ListingsModerationRepository, type ModerationState } from '../listings/listings-moderation.repository';
import { listingModerationMail, type ModerationDecision } from '../mail/listing-moderation-mail';
import { MailService } from '../mail/mail.service';
import { UsersService } from '../users/users.service';
import { AuditLogRepository } from './audit-log.repository';
import { type ModerationActor, requireModerator } from './moderation.policy';

/**
 * What moderators do to listings: approve or disapprove (the owner is mailed), feature or stop
 * featuring. Each step is recorded in the moderation log once it has changed the listing.
 */
@Injectable()
export class ModerationService {
  constructor(
    private readonly listings: ListingsModerationRepository,
    private readonly audit: AuditLogRepository,
    private readonly users: UsersService,
    private readonly mail: MailService,
    private readonly config: ConfigService,
    private readonly events: EventEmitter2,
  ) {}

  async pending(actor: ModerationActor | undefined): Promise<Listing[]> {
    requireModerator(actor);
    return (await this.listings.findPending()).map(toListingResponse);
  }

  async totalListings(actor: ModerationActor | undefined): Promise<TotalListingsResponse> {
    requireModerator(actor);
    return { totalListings: await this.listings.countAll() };
  }

  approve(actor: ModerationActor | undefined, listingId: Types.ObjectId, reason?: string): Promise<ModerationResponse> {
    return this.decide(actor, listingId, 'approved', reason);
  }

  /** Disapproving also stops featuring the listing. */
  disapprove(actor: ModerationActor | undefined, listingId: Types.ObjectId, reason?: string): Promise<ModerationResponse> {
    return this.decide(actor, listingId, 'disapproved', reason);
  }

  /** Only approved listings can be featured. */
  feature(actor: ModerationActor | undefined, listingId: Types.ObjectId): Promise<ModerationResponse> {
    return this.setFeatured(actor, listingId, true);
  }

  unfeature(actor: ModerationActor | undefined, listingId: Types.ObjectId): Promise<ModerationResponse> {
    return this.setFeatured(actor, listingId, false);
  }

  private async decide(
    actor: ModerationActor | undefined,
    listingId: Types.ObjectId,
    decision: ModerationDecision,
    reason: string | undefined,
  ): Promise<ModerationResponse> {
    requireModerator(actor);
    const listing = await this.listings.setStatus(listingId, decision, reason);
    if (!listing) throw await this.refusal(listingId, () => LISTING_MESSAGES.alreadyInState);
    this.events.emit(LISTINGS_CHANGED);
    await this.record(actor, decision === 'approved' ? 'approve' : 'disapprove', listing, reason);
    await this.mailOwner(listing, decision, reason);
    const message = decision === 'approved' ? LISTING_MESSAGES.approved : LISTING_MESSAGES.disapproved;
    return { success: true, message, listing: toListingResponse(listing) };
  }

  private async setFeatured(actor: ModerationActor | undefined, listingId: Types.ObjectId, featured: boolean): Promise<ModerationResponse> {
    requireModerator(actor);
    const listing = await this.listings.setFeatured(listingId, featured);
    if (!listing) {
      throw await this.refusal(listingId, (state) =>
        featured && state.status !== 'approved' ? LISTING_MESSAGES.onlyApprovedFeatured : LISTING_MESSAGES.alreadyInState,
      );
    }
    this.events.emit(LISTINGS_CHANGED);
    await this.record(actor, featured ? 'feature' : 'unfeature', listing);
    return {
      success: true,
      message: featured ? LISTING_MESSAGES.featured : LISTING_MESSAGES.unfeatured,
      listing: toListingResponse(listing),
    };
  }

  /** Why a step changed nothing: the listing is gone (404), or it is in no state to take it (409). */
  private async refusal(
    listingId: Types.ObjectId,
    conflict: (state: ModerationState) => string,
  ): Promise<NotFoundException | ConflictException> {
    const state = await this.listings.state(listingId);
    return state ? new ConflictException(conflict(state)) : new NotFoundException(LISTING_MESSAGES.notFound);
  }

  private record(actor: ModerationActor, action: ModerationAction, listing: StoredListing, reason?: string): Promise<void> {
    return this.audit.record({
      action,
      listingId: listing._id,
      listingName: listing.name,
      actorId: actor._id,
      actorUsername: actor.username,
      ...(reason ? { reason } : {}),
    });
  }

  /** Mailed after the answer; an owner whose account is gone gets nothing. */
  private async mailOwner(listing: StoredListing, decision: ModerationDecision, reason: string | undefined): Promise<void> {
    const owner = await this.users.findById(listing.userRef);
    if (!owner) return;
    const id = listing._id.toString();
    const path = decision === 'approved' ? listingPath(id) : updateListingPath(id);
    await this.mail.sendLater(
      listingModerationMail({
        to: owner.email,
        username: owner.username,
        listingName: listing.name,
        decision,
        reason,
        link: `${this.config.publicUrl}${path}`,
      }),
      `the ${decision} listing mail to user ${owner._id.toString()}`,
    );
  }
}
