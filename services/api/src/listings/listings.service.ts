import { HttpStatus, Injectable, NotFoundException } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import type { Listing, ListingDetail, ListingSaved, MessageResponse } from '@nivasa/contracts/api';
import { LISTING_INPUT_FIELDS } from '@nivasa/contracts/listing-schema';
import { LISTING_MESSAGES } from '@nivasa/contracts/messages';
import type { Types } from 'mongoose';
import { cascade } from '../common/events/cascade';
import { fieldError } from '../common/field-error';
import { MediaService } from '../media/media.service';
import type { ListingInputDto } from './dto/listing-input.dto';
import { type StoredListing, toListingResponse, toPublicListing } from './listing-response';
import { type ListingActor, requireListingAccess } from './listing.policy';
import { LISTING_REMOVED, ListingRemovedEvent } from './listing-removed.event';
import { LISTINGS_CHANGED } from './listings-changed.event';
import { LISTINGS_DELETED, type ListingsDeletedEvent } from './listings-deleted.event';
import { type ListingChanges, type ListingContent, ListingsRepository } from './listings.repository';
import { parseSearchQuery } from './search-query';

/**
 * The listing's own fields from a checked body: every field of the input schema, one left out
 * (a sale's rent basis, no date) given as undefined, so an edit removes it.
 */
function contentOf(input: ListingInputDto): ListingContent {
  return Object.fromEntries(LISTING_INPUT_FIELDS.map((field) => [field, input[field]])) as unknown as ListingContent;
}

/**
 * Listings as their owners and visitors use them: create, edit, delete, read and search.
 * Each method asks the listing policy first; the owner and the status come from the session
 * and the rules, never from the body. Moderation is the admin's, elsewhere.
 */
@Injectable()
export class ListingsService {
  constructor(
    private readonly listings: ListingsRepository,
    private readonly media: MediaService,
    private readonly events: EventEmitter2,
  ) {}

  /** A new listing of the session user's, waiting for a moderator. */
  async create(actor: ListingActor, input: ListingInputDto): Promise<ListingSaved> {
    requireListingAccess(actor, 'listing.create');
    await this.checkImages(actor, input.imageUrls, []);
    const listing = await this.listings.create({ ...contentOf(input), userRef: actor._id, status: 'pending' });
    this.events.emit(LISTINGS_CHANGED);
    return { success: true, message: LISTING_MESSAGES.created, listing: this.toResponse(listing, actor) };
  }

  /**
   * Replaces the listing's fields. An owner's edit of a listing moderators have decided on sends
   * it back to review (no longer featured, the old reason gone); an admin's edit keeps its status.
   */
  async update(actor: ListingActor, id: Types.ObjectId, input: ListingInputDto): Promise<ListingSaved> {
    const listing = await this.findOrFail(id);
    requireListingAccess(actor, 'listing.update', listing);
    await this.checkImages(actor, input.imageUrls, listing.imageUrls);
    const backToReview = !actor.isAdmin && listing.status !== 'pending';
    const changes: ListingChanges = backToReview
      ? { ...contentOf(input), status: 'pending', featured: false, statusReason: undefined }
      : contentOf(input);
    const updated = await this.listings.update(id, changes);
    if (!updated) throw new NotFoundException(LISTING_MESSAGES.notFound);
    this.events.emit(LISTINGS_CHANGED);
    const message = backToReview ? LISTING_MESSAGES.updatedBackToReview : LISTING_MESSAGES.updated;
    return { success: true, message, listing: this.toResponse(updated, actor) };
  }

  /**
   * Deletes the listing, after what hangs off it (reviews, favourites, and images no other
   * listing of the owner's shows) is gone; then tells the moderation log.
   */
  async remove(actor: ListingActor, id: Types.ObjectId): Promise<MessageResponse> {
    const listing = await this.findOrFail(id);
    requireListingAccess(actor, 'listing.delete', listing);
    const shownElsewhere = new Set(await this.listings.imageUrlsInUse(listing.imageUrls, listing._id));
    const imageUrls = listing.imageUrls.filter((url) => !shownElsewhere.has(url));
    const event: ListingsDeletedEvent = { listingIds: [listing._id], imageUrls };
    await cascade(this.events, LISTINGS_DELETED, event);
    await this.listings.deleteById(id);
    // A review or favourite that found the listing before it went may have been stored after the first pass.
    await cascade(this.events, LISTINGS_DELETED, { ...event, imageUrls: [] });
    this.events.emit(LISTINGS_CHANGED);
    await this.events.emitAsync(
      LISTING_REMOVED,
      new ListingRemovedEvent(listing._id, listing.name, listing.userRef, actor._id, actor.isAdmin),
    );
    return { success: true, message: LISTING_MESSAGES.deleted };
  }

  /** An approved listing for anyone; another only for its owner and admins (404 for the rest). */
  async findOne(actor: ListingActor | undefined, id: Types.ObjectId): Promise<ListingDetail> {
    const listing = await this.findOrFail(id);
    requireListingAccess(actor, 'listing.read', listing);
    return { ...this.toResponse(listing, actor), isOwner: actor !== undefined && actor._id.equals(listing.userRef) };
  }

  /** The search of the query string; approved listings only, unless an admin asks for another status. */
  async search(actor: ListingActor | undefined, query: Record<string, unknown>): Promise<Listing[]> {
    const filters = parseSearchQuery(query, { isAdmin: actor?.isAdmin === true });
    const found = await this.listings.search(filters);
    return found.map((listing) => this.toResponse(listing, actor));
  }

  /** Every listing of the owner, whatever its status, newest first: for the owner and admins. */
  async ownersListings(actor: ListingActor | undefined, ownerId: Types.ObjectId): Promise<Listing[]> {
    requireListingAccess(actor, 'listing.listOwners', { userRef: ownerId });
    const listings = await this.listings.findAllOfOwner(ownerId);
    return listings.map((listing) => this.toResponse(listing, actor));
  }

  private async findOrFail(id: Types.ObjectId): Promise<StoredListing> {
    const listing = await this.listings.findById(id);
    if (!listing) throw new NotFoundException(LISTING_MESSAGES.notFound);
    return listing;
  }

  /**
   * Each image must be one the actor uploaded for a listing, or one the listing already shows
   * (an admin editing someone's listing keeps its images).
   */
  private async checkImages(actor: ListingActor, urls: readonly string[], current: readonly string[]): Promise<void> {
    const kept = new Set(current);
    const added = urls.filter((url) => !kept.has(url));
    if (added.length === 0) return;
    const own = new Set(await this.media.findOwnListingImages(actor._id, added));
    if (added.some((url) => !own.has(url)))
      throw fieldError(HttpStatus.BAD_REQUEST, 'imageUrls', 'FIELD_NOT_OWNED', LISTING_MESSAGES.imageNotYours);
  }

  /** The contracts' Listing; a moderator's reason only for the owner and admins. */
  private toResponse(listing: StoredListing, actor: ListingActor | undefined): Listing {
    const withReason = actor !== undefined && (actor.isAdmin || actor._id.equals(listing.userRef));
    return withReason ? toListingResponse(listing) : toPublicListing(listing);
  }
}
