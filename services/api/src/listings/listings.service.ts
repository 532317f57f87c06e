import { BadRequestException, ConflictException, HttpStatus, Injectable, NotFoundException } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import type { Listing, ListingDetail, ListingSaved, MessageResponse } from '@nivasa/contracts/api';
import { LISTING_INPUT_FIELDS } from '@nivasa/contracts/listing-schema';
import { editOf, LISTING_TRANSITIONS, revisionChanges } from '@nivasa/contracts/listing-lifecycle';
import { LISTING_MESSAGES } from '@nivasa/contracts/listing-messages';
import type { Types } from 'mongoose';
import { cascade } from '../common/events/cascade';
import { fieldError } from '../common/field-error';
import { ConfigService } from '../config/config.service';
import { MediaService } from '../media/media.service';
import type { ListingInputDto } from './dto/listing-input.dto';
import { type StoredListing, toListingResponse, toPublicListing } from './listing-response';
import { LISTING_EDITED_BY_ADMIN, ListingEditedByAdminEvent } from './listing-edited.event';
import { type ListingActor, requireListingAccess, roleOf } from './listing.policy';
import { LISTING_REMOVED, ListingRemovedEvent } from './listing-removed.event';
import { LISTINGS_CHANGED } from './listings-changed.event';
import { LISTINGS_DELETED, type ListingsDeletedEvent } from './listings-deleted.event';
import { type ContentEdit, imagesOf, type ListingContent, ListingsRepository } from './listings.repository';
import { congoCandidateQueryOf, pageOfCandidates, type SearchArea, searchAreaOf, usesGeoOperators, withMongoArea } from './geo-query';
import { ListingPlacement } from './listing-placement';
import { parseSearchQuery, type SearchPlaceParameters, searchQueryOf } from './search-query';
import { distanceKm, type GeoPoint, roundedKm } from '@nivasa/contracts/geo';
import { SEARCH_MESSAGES } from '@nivasa/contracts/listing-messages';
import { PlacesService } from '../places/places.service';
import { refusal } from '../common/refusal';
import { UsersService } from '../users/users.service';

/**
 * The listing's own fields from a checked body: every field of the input schema, one left out
 * (a sale's rent basis, no date) given as undefined, so an edit removes it.
 */
function contentOf(input: ListingInputDto): ListingContent {
  return Object.fromEntries(LISTING_INPUT_FIELDS.map((field) => [field, input[field]])) as unknown as ListingContent;
}

/** How often an edit is tried when the listing's state changes between its read and its write. */
const EDIT_ATTEMPTS = 3;

const EDIT_MESSAGES: Record<ContentEdit, (before: StoredListing, after: StoredListing) => string> = {
  editDraft: (before) =>
    before.status === LISTING_TRANSITIONS.editDraft.to ? LISTING_MESSAGES.updated : LISTING_MESSAGES.updatedBackToReview,
  // Taking every change back leaves nothing waiting.
  editLive: (_before, after) => (after.revision ? LISTING_MESSAGES.updatedChangesWaiting : LISTING_MESSAGES.updated),
  editByAdmin: () => LISTING_MESSAGES.updated,
};

function perOwnerLimitReached(max: number): ConflictException {
  return new ConflictException({ message: LISTING_MESSAGES.perOwnerLimit(max), code: 'LISTING_LIMIT_REACHED' });
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
    private readonly config: ConfigService,
    private readonly placement: ListingPlacement,
    private readonly places: PlacesService,
    private readonly users: UsersService,
  ) {}

  /** A new listing of the session user's, waiting for a moderator; an owner has at most `listingsPerOwnerMax`. */
  async create(actor: ListingActor, input: ListingInputDto): Promise<ListingSaved> {
    requireListingAccess(actor, 'listing.create');
    const max = this.config.listingsPerOwnerMax;
    if ((await this.listings.countOfOwner(actor._id)) >= max) throw perOwnerLimitReached(max);
    await this.checkImages(actor, input.imageUrls, []);
    const content = this.placement.located(contentOf(input));
    const listing = await this.listings.create({ ...content, userRef: actor._id, status: LISTING_TRANSITIONS.create.to });
    // Two creates at once may both have passed the count (no transactions): whichever then finds
    // the owner over the limit takes its own listing back, so the limit holds.
    if ((await this.listings.countOfOwner(actor._id)) > max) {
      await this.listings.deleteById(listing._id);
      throw perOwnerLimitReached(max);
    }
    this.events.emit(LISTINGS_CHANGED);
    return { success: true, message: LISTING_MESSAGES.created, listing: this.toResponse(listing, actor) };
  }

  /**
   * Edits the listing as LISTING_TRANSITIONS says: an owner's edit of a live listing waits as a
   * revision while the approved version stays public (featured, rated); of a listing not live
   * yet, it replaces the content and waits for review; an admin's edit applies at once, and on
   * someone else's listing is logged and mailed to its owner. Each is one atomic update on the
   * state it was read in; a state changed in between (an approval) is read again.
   */
  async update(actor: ListingActor, id: Types.ObjectId, input: ListingInputDto): Promise<ListingSaved> {
    // No pin is the town's centre: stored as the location, so a revision and its list of changes say where.
    const content = this.placement.located(contentOf(input));
    for (let attempt = 1; attempt <= EDIT_ATTEMPTS; attempt++) {
      const listing = await this.findOrFail(id);
      requireListingAccess(actor, 'listing.update', listing);
      const role = roleOf(actor, listing);
      if (!role) break; // requireListingAccess refused it already
      await this.checkImages(actor, input.imageUrls, imagesOf(listing));
      await this.listings.checkContent(listing, content);
      const edit = editOf(role, listing.status);
      const updated = await this.listings.edit(listing, edit, content);
      if (!updated) continue;
      this.events.emit(LISTINGS_CHANGED);
      if (edit === 'editByAdmin' && !actor._id.equals(listing.userRef)) await this.tellOwnerOfAdminEdit(actor, listing, updated, content);
      return { success: true, message: EDIT_MESSAGES[edit](listing, updated), listing: this.toResponse(updated, actor) };
    }
    const gone = (await this.listings.findById(id)) === null;
    if (gone) throw new NotFoundException(refusal('LISTING_NOT_FOUND', LISTING_MESSAGES.notFound));
    throw new ConflictException(refusal('EDIT_CONFLICT', LISTING_MESSAGES.editRaced));
  }

  /**
   * The owner says the listing is still on offer: its expiry moves on (see ListingsRepository.renew).
   * An approved listing stays approved and public, with no new review; its content is unchanged.
   */
  async renew(actor: ListingActor, id: Types.ObjectId): Promise<ListingSaved> {
    const listing = await this.findOrFail(id);
    requireListingAccess(actor, 'listing.renew', listing);
    const renewed = await this.listings.renew(listing);
    if (!renewed) throw new NotFoundException(refusal('LISTING_NOT_FOUND', LISTING_MESSAGES.notFound));
    this.events.emit(LISTINGS_CHANGED);
    const [answer] = await this.withOwnerPhones([renewed], [this.toResponse(renewed, actor)]);
    return { success: true, message: LISTING_MESSAGES.renewed, listing: answer };
  }

  /** Logged and mailed only when the edit changed something. */
  private async tellOwnerOfAdminEdit(
    actor: ListingActor,
    before: StoredListing,
    after: StoredListing,
    content: ListingContent,
  ): Promise<void> {
    const fields = revisionChanges(before, content).map((change) => change.field);
    if (fields.length === 0) return;
    await this.events.emitAsync(
      LISTING_EDITED_BY_ADMIN,
      new ListingEditedByAdminEvent(after._id, after.name, after.userRef, actor._id, fields),
    );
  }

  /**
   * Deletes the listing, after what hangs off it (reviews, favourites, and images no other
   * listing of the owner's shows) is gone; then tells the moderation log.
   */
  async remove(actor: ListingActor, id: Types.ObjectId): Promise<MessageResponse> {
    const listing = await this.findOrFail(id);
    requireListingAccess(actor, 'listing.delete', listing);
    const shownElsewhere = new Set(await this.listings.imageUrlsInUse(imagesOf(listing), listing._id));
    const imageUrls = imagesOf(listing).filter((url) => !shownElsewhere.has(url));
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
    const [answer] = await this.withOwnerPhones([listing], [this.toResponse(listing, actor)]);
    return { ...answer, isOwner: actor !== undefined && actor._id.equals(listing.userRef) };
  }

  /**
   * The search of the query string; approved listings only, unless an admin asks for another
   * status. Near a place or within an area, as the database engine can (geo-query.ts); with a
   * centre, each result carries its distance from it to the point the public sees.
   */
  async search(actor: ListingActor | undefined, query: Record<string, unknown>): Promise<Listing[]> {
    const filters = parseSearchQuery(query, { isAdmin: actor?.isAdmin === true });
    const plan = searchQueryOf(filters);
    if (!filters.place) {
      const found = await this.listings.search(plan);
      return this.withOwnerPhones(
        found,
        found.map((listing) => this.toResponse(listing, actor)),
      );
    }
    const area = searchAreaOf(filters.place, this.centreOf(filters.place), filters.sort === 'distance');
    const found = await this.searchArea(plan, area);
    return this.withOwnerPhones(
      found,
      found.map((listing) => ({ ...this.toResponse(listing, actor), ...this.distanceOf(listing, area) })),
    );
  }

  private async searchArea(plan: ReturnType<typeof searchQueryOf>, area: SearchArea): Promise<StoredListing[]> {
    if (usesGeoOperators(this.config.databaseEngine)) return this.listings.search(withMongoArea(plan, area));
    const candidates = await this.listings.areaCandidates(congoCandidateQueryOf(plan, area));
    return this.listings.findCandidates(pageOfCandidates(candidates, area, plan.skip, plan.limit));
  }

  /** The search's centre: a place of the gazetteer (an unknown one is refused), or the point given. */
  private centreOf(place: SearchPlaceParameters): GeoPoint | undefined {
    if (place.near !== undefined) {
      const found = this.places.byId(place.near);
      if (!found) throw new BadRequestException(refusal('NEAR_PLACE_UNKNOWN', SEARCH_MESSAGES.nearUnknown));
      return { lat: found.lat, lng: found.lng };
    }
    return place.lat !== undefined && place.lng !== undefined ? { lat: place.lat, lng: place.lng } : undefined;
  }

  /** From the search's centre to the point the public sees (the same for the owner: a distance tells nothing of the pin). */
  private distanceOf(listing: StoredListing, area: SearchArea): { distanceKm?: number } {
    if (!area.centre || listing.publicLat === undefined || listing.publicLng === undefined) return {};
    return { distanceKm: roundedKm(distanceKm(area.centre, { lat: listing.publicLat, lng: listing.publicLng })) };
  }

  /** Every listing of the owner, whatever its status, newest first: for the owner and admins. */
  async ownersListings(actor: ListingActor | undefined, ownerId: Types.ObjectId): Promise<Listing[]> {
    requireListingAccess(actor, 'listing.listOwners', { userRef: ownerId });
    const listings = await this.listings.findAllOfOwner(ownerId);
    return this.withOwnerPhones(
      listings,
      listings.map((listing) => this.toResponse(listing, actor)),
    );
  }

  /** The answers, each with whether its owner proved their phone (asked of the users module, in one query). */
  private async withOwnerPhones<T extends Listing>(listings: readonly StoredListing[], answers: T[]): Promise<T[]> {
    const owners = [...new Map(listings.map((listing) => [listing.userRef.toString(), listing.userRef])).values()];
    const verified = await this.users.phoneVerifiedAmong(owners);
    return answers.map((answer, index) => ({ ...answer, ownerPhoneVerified: verified.has(listings[index].userRef.toString()) }));
  }

  private async findOrFail(id: Types.ObjectId): Promise<StoredListing> {
    const listing = await this.listings.findById(id);
    if (!listing) throw new NotFoundException(refusal('LISTING_NOT_FOUND', LISTING_MESSAGES.notFound));
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
      throw fieldError(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', 'imageUrls', 'FIELD_NOT_OWNED', LISTING_MESSAGES.imageNotYours);
  }

  /** The contracts' Listing; a moderator's reason only for the owner and admins, the pin only for the owner. */
  private toResponse(listing: StoredListing, actor: ListingActor | undefined): Listing {
    const isOwner = actor !== undefined && actor._id.equals(listing.userRef);
    return isOwner || actor?.isAdmin ? toListingResponse(listing, isOwner) : toPublicListing(listing);
  }
}
