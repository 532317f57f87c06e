import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import type { DuplicatePhoto, Listing, ModerationAction, ModerationResponse, TotalListingsResponse } from '@nivasa/contracts/api';
import { REVISION_STATUS, startsFrom } from '@nivasa/contracts/listing-lifecycle';
import { SEARCH_LIMITS } from '@nivasa/contracts/limits';
import { LISTING_MESSAGES } from '@nivasa/contracts/listing-messages';
import { listingPath, updateListingPath } from '@nivasa/contracts/paths';
import { Types } from 'mongoose';
import { ConfigService } from '../config/config.service';
import { type StoredListing, toListingResponse } from '../listings/listing-response';
import { LISTINGS_CHANGED } from '../listings/listings-changed.event';
import { revisionIdOf } from '../listings/listing-revision';
import { ListingsModerationRepository, type ModerationState, type StatusDecision } from '../listings/listings-moderation.repository';
import { listingModerationMail, type ModerationDecision } from '../mail/listing-moderation-mail';
import { MailService } from '../mail/mail.service';
import { MediaService } from '../media/media.service';
import { imagesOf } from '../listings/listings.repository';
import { UsersService } from '../users/users.service';
import { AuditLogRepository } from './audit-log.repository';
import { type ModerationActor, requireModerator } from './moderation.policy';
import { type RefusalBody, refusal } from '../common/refusal';

/** At most this many duplicate photos are named for one pending listing: enough for a moderator to decide. */
const MAX_DUPLICATE_PHOTOS = 20;

/** What each decision logs, answers, and where the owner's mail leads. */
const DECISIONS: Record<ModerationDecision, { message: string; showsListing: boolean }> = {
  approve: { message: LISTING_MESSAGES.approved, showsListing: true },
  disapprove: { message: LISTING_MESSAGES.disapproved, showsListing: false },
  approveChanges: { message: LISTING_MESSAGES.changesApproved, showsListing: true },
  disapproveChanges: { message: LISTING_MESSAGES.changesDisapproved, showsListing: false },
};

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
    private readonly media: MediaService,
  ) {}

  /**
   * A page of the pending queue, newest first: at most SEARCH_LIMITS.maxPageSize listings, each
   * with the photos that look like a photo of another owner's listing (duplicatePhotos).
   */
  async pending(actor: ModerationActor | undefined, startIndex: number, limit: number): Promise<Listing[]> {
    requireModerator(actor);
    const listings = await this.listings.findPending(startIndex, Math.min(limit, SEARCH_LIMITS.maxPageSize));
    return Promise.all(
      listings.map(async (listing) => {
        const duplicatePhotos = await this.duplicatePhotosOf(listing);
        return { ...toListingResponse(listing), ...(duplicatePhotos.length > 0 ? { duplicatePhotos } : {}) };
      }),
    );
  }

  /**
   * The listing's photos (its waiting changes' too) that look like a photo another owner's
   * listing shows, each with that listing. A photo only uploaded, in no listing, is left out.
   */
  private async duplicatePhotosOf(listing: StoredListing): Promise<DuplicatePhoto[]> {
    const near = await this.media.findNearPhotos(listing.userRef.toString(), imagesOf(listing));
    if (near.length === 0) return [];
    const owners = [...new Set(near.map((photo) => photo.owner))].filter(Types.ObjectId.isValid).map((id) => new Types.ObjectId(id));
    const others = await this.listings.findShowingImages(
      owners,
      near.map((photo) => photo.imageUrl),
      MAX_DUPLICATE_PHOTOS,
    );
    const duplicates = near.flatMap((photo) =>
      others
        .filter((other) => other.imageUrls.includes(photo.imageUrl))
        .map((other) => ({ listingId: other._id.toString(), imageUrl: photo.imageUrl, photoUrl: photo.photoUrl })),
    );
    return duplicates.slice(0, MAX_DUPLICATE_PHOTOS);
  }

  async totalListings(actor: ModerationActor | undefined): Promise<TotalListingsResponse> {
    requireModerator(actor);
    return { totalListings: await this.listings.countAll() };
  }

  /**
   * Approves what the moderator reviewed, named by `revision`: the listing's content (it goes
   * public), or its waiting changes (they replace the live version). A newer edit makes it 409.
   */
  async approve(
    actor: ModerationActor | undefined,
    listingId: Types.ObjectId,
    reason: string | undefined,
    revision: Types.ObjectId | undefined,
  ): Promise<ModerationResponse> {
    requireModerator(actor);
    if (!revision) throw new BadRequestException(refusal('REVISION_REQUIRED', LISTING_MESSAGES.revisionRequired));
    if (await this.namesWaitingRevision(listingId, revision)) {
      const listing = await this.listings.approveChanges(listingId, revision, reason);
      if (!listing) throw await this.refusal(listingId, revision, () => refusal('NO_CHANGES_WAITING', LISTING_MESSAGES.noChangesWaiting));
      return this.decided(actor, listing, 'approveChanges', reason);
    }
    return this.decide(actor, listingId, 'approve', reason, revision);
  }

  /**
   * Disapproves the listing (it goes offline, no longer featured), or, when `revision` names its
   * waiting changes, just those: the live version stays. A newer edit makes it 409.
   */
  async disapprove(
    actor: ModerationActor | undefined,
    listingId: Types.ObjectId,
    reason: string | undefined,
    revision: Types.ObjectId | undefined,
  ): Promise<ModerationResponse> {
    requireModerator(actor);
    if (revision && (await this.namesWaitingRevision(listingId, revision))) {
      const listing = await this.listings.disapproveChanges(listingId, revision, reason);
      if (!listing) throw await this.refusal(listingId, revision, () => refusal('NO_CHANGES_WAITING', LISTING_MESSAGES.noChangesWaiting));
      return this.decided(actor, listing, 'disapproveChanges', reason);
    }
    return this.decide(actor, listingId, 'disapprove', reason, revision);
  }

  /** Only approved listings can be featured. */
  feature(actor: ModerationActor | undefined, listingId: Types.ObjectId): Promise<ModerationResponse> {
    return this.setFeatured(actor, listingId, true);
  }

  unfeature(actor: ModerationActor | undefined, listingId: Types.ObjectId): Promise<ModerationResponse> {
    return this.setFeatured(actor, listingId, false);
  }

  private async namesWaitingRevision(listingId: Types.ObjectId, revision: Types.ObjectId): Promise<boolean> {
    const state = await this.listings.state(listingId);
    return state?.revision?.status === REVISION_STATUS.pending && state.revision._id.equals(revision);
  }

  private async decide(
    actor: ModerationActor,
    listingId: Types.ObjectId,
    decision: StatusDecision,
    reason: string | undefined,
    revision: Types.ObjectId | undefined,
  ): Promise<ModerationResponse> {
    const listing = await this.listings.decide(listingId, decision, reason, revision);
    if (!listing) throw await this.refusal(listingId, revision, () => refusal('LISTING_ALREADY_IN_STATE', LISTING_MESSAGES.alreadyInState));
    return this.decided(actor, listing, decision, reason);
  }

  private async decided(
    actor: ModerationActor,
    listing: StoredListing,
    decision: ModerationDecision,
    reason: string | undefined,
  ): Promise<ModerationResponse> {
    this.events.emit(LISTINGS_CHANGED);
    await this.record(actor, decision, listing, reason);
    await this.mailOwner(listing, decision, reason);
    return { success: true, message: DECISIONS[decision].message, listing: toListingResponse(listing) };
  }

  private async setFeatured(actor: ModerationActor | undefined, listingId: Types.ObjectId, featured: boolean): Promise<ModerationResponse> {
    requireModerator(actor);
    const listing = await this.listings.setFeatured(listingId, featured);
    if (!listing) {
      throw await this.refusal(listingId, undefined, (state) =>
        featured && !startsFrom('feature', state.status)
          ? refusal('LISTING_NOT_APPROVED', LISTING_MESSAGES.onlyApprovedFeatured)
          : refusal('LISTING_ALREADY_IN_STATE', LISTING_MESSAGES.alreadyInState),
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

  /**
   * Why a step changed nothing: the listing is gone (404); the version named is neither its
   * content nor its waiting changes, because an edit replaced it (409 REVISION_STALE); or it is
   * in no state to take the step (409).
   */
  private async refusal(
    listingId: Types.ObjectId,
    revision: Types.ObjectId | undefined,
    conflict: (state: ModerationState) => RefusalBody,
  ): Promise<NotFoundException | ConflictException> {
    const state = await this.listings.state(listingId);
    if (!state) return new NotFoundException(refusal('LISTING_NOT_FOUND', LISTING_MESSAGES.notFound));
    const named = revision === undefined || revisionIdOf(state).equals(revision) || state.revision?._id.equals(revision) === true;
    if (!named) return new ConflictException(refusal('REVISION_STALE', LISTING_MESSAGES.revisionStale));
    return new ConflictException(conflict(state));
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
    const path = DECISIONS[decision].showsListing ? listingPath(id) : updateListingPath(id);
    await this.mail.sendLater(
      listingModerationMail({
        to: owner.email,
        username: owner.username,
        listingName: listing.name,
        decision,
        reason,
        link: this.config.pageUrl(path, owner.language),
        language: owner.language,
      }),
      `the ${decision} mail to user ${owner._id.toString()}`,
    );
  }
}
