import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import type { FavoritesResponse, MessageResponse } from '@nivasa/contracts/api';
import { FAVORITE_MESSAGES } from '@nivasa/contracts/engagement-messages';
import { LISTING_MESSAGES } from '@nivasa/contracts/listing-messages';
import { Types } from 'mongoose';
import { toPublicListing } from '../listings/listing-response';
import { ListingsRepository } from '../listings/listings.repository';
import { isPublicListing } from '../listings/public-listings.filter';
import { UsersService } from '../users/users.service';
import type { FavoriteRequestDto } from './dto/favorite-request.dto';
import { type FavoriteActor, requireFavoritesAccess } from './favorite.policy';
import { FavoritesRepository } from './favorites.repository';
import { refusal } from '../common/refusal';

const userIdOf = (request: FavoriteRequestDto) => (request.userId === undefined ? undefined : new Types.ObjectId(request.userId));

/**
 * The session user's favourite listings: add (approved listings only, once), remove, and list
 * the ones still public. Each method asks the favourites policy first; the user is the
 * session's, and a body naming anyone else is refused.
 */
@Injectable()
export class FavoritesService {
  constructor(
    private readonly favorites: FavoritesRepository,
    private readonly listings: ListingsRepository,
    private readonly users: UsersService,
  ) {}

  /** Adding a favourite the user has already is a success too: the listing is a favourite, as asked. */
  async add(actor: FavoriteActor, request: FavoriteRequestDto): Promise<MessageResponse> {
    requireFavoritesAccess(actor, 'favorite.change', userIdOf(request));
    const listingId = new Types.ObjectId(request.listingId);
    const listing = await this.listings.findById(listingId);
    if (!listing) throw new NotFoundException(refusal('LISTING_NOT_FOUND', LISTING_MESSAGES.notFound));
    if (!isPublicListing(listing)) throw new ConflictException(refusal('FAVORITE_LISTING_NOT_APPROVED', FAVORITE_MESSAGES.onlyApproved));
    await this.favorites.add(actor._id, listingId);
    // Deleted since it was read, its favourites with it: this one must not outlive it either.
    if (!(await this.listings.findById(listingId))) {
      await this.favorites.remove(actor._id, listingId);
      throw new NotFoundException(refusal('LISTING_NOT_FOUND', LISTING_MESSAGES.notFound));
    }
    return { success: true, message: FAVORITE_MESSAGES.added };
  }

  /**
   * Removing a listing that is not a favourite (any more, or at all, or a deleted one's) is a
   * success: afterwards it is not a favourite, which is what was asked, and a second tap or a
   * retried request must not show an error.
   */
  async remove(actor: FavoriteActor, request: FavoriteRequestDto): Promise<MessageResponse> {
    requireFavoritesAccess(actor, 'favorite.change', userIdOf(request));
    await this.favorites.remove(actor._id, new Types.ObjectId(request.listingId));
    return { success: true, message: FAVORITE_MESSAGES.removed };
  }

  /**
   * The user's favourites that are public now, the newest favourite first. Those whose listing
   * was disapproved or sent back to review stay stored (they show again once approved); those of
   * deleted listings went with them.
   */
  async list(actor: FavoriteActor, userId: Types.ObjectId): Promise<FavoritesResponse> {
    requireFavoritesAccess(actor, 'favorite.read', userId);
    const listingIds = await this.favorites.listingIdsOf(userId);
    const approved = new Map((await this.listings.findApprovedByIds(listingIds)).map((listing) => [listing._id.toString(), listing]));
    const listings = listingIds.flatMap((id) => approved.get(id.toString()) ?? []);
    // The card says whether its owner proved their phone, as search's does.
    const verified = await this.users.phoneVerifiedAmong(listings.map((listing) => listing.userRef));
    const favorites = listings.map((listing) => ({
      ...toPublicListing(listing),
      ownerPhoneVerified: verified.has(listing.userRef.toString()),
    }));
    return { favorites };
  }
}
