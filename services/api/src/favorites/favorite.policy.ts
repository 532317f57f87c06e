import { ForbiddenException, UnauthorizedException } from '@nestjs/common';
import { FAVORITE_MESSAGES } from '@nivasa/contracts/engagement-messages';
import { MESSAGES } from '@nivasa/contracts/messages';
import type { Types } from 'mongoose';
import { refusal } from '../common/refusal';

/** What a session user may ask of favourites. */
export type FavoritePermission = 'favorite.change' | 'favorite.read';

/** The parts of the session user the rules read. */
export interface FavoriteActor {
  _id: Types.ObjectId;
}

/**
 * Whether the actor may add to, remove from or read the favourites of `userId` (none given:
 * their own). Only their own, whoever they are: favourites are private, admins included.
 */
export function canAccessFavorites(actor: FavoriteActor | undefined, _permission: FavoritePermission, userId?: Types.ObjectId): boolean {
  return actor !== undefined && (userId === undefined || actor._id.equals(userId));
}

/** Refuses what the actor may not do: 401 when signed out, 403 otherwise. FavoritesService asks it first. */
export function requireFavoritesAccess(
  actor: FavoriteActor | undefined,
  permission: FavoritePermission,
  userId?: Types.ObjectId,
): asserts actor is FavoriteActor {
  if (!actor) throw new UnauthorizedException(refusal('SIGN_IN_REQUIRED', MESSAGES.tokenMissing));
  if (!canAccessFavorites(actor, permission, userId))
    throw new ForbiddenException(refusal('FAVORITES_NOT_YOURS', FAVORITE_MESSAGES.notYours));
}
