import { ForbiddenException, UnauthorizedException } from '@nestjs/common';
import { FAVORITE_MESSAGES } from '@nivasa/contracts/engagement-messages';
import { MESSAGES } from '@nivasa/contracts/messages';
import { Types } from 'mongoose';
import { canAccessFavorites, type FavoriteActor, requireFavoritesAccess } from './favorite.policy';

describe('the favourites policy', () => {
  const user: FavoriteActor = { _id: new Types.ObjectId() };
  const sameUser = new Types.ObjectId(user._id.toHexString());
  const someoneElse = new Types.ObjectId();

  it.each(['favorite.change', 'favorite.read'] as const)("allows %s on one's own favourites only", (permission) => {
    expect(canAccessFavorites(user, permission)).toBe(true);
    expect(canAccessFavorites(user, permission, sameUser)).toBe(true);
    expect(canAccessFavorites(user, permission, someoneElse)).toBe(false);
    expect(canAccessFavorites(undefined, permission)).toBe(false);
  });

  it("refuses with 401 when signed out and 403 for anyone else's favourites", () => {
    expect(() => requireFavoritesAccess(undefined, 'favorite.change')).toThrow(new UnauthorizedException(MESSAGES.tokenMissing));
    expect(() => requireFavoritesAccess(user, 'favorite.read', someoneElse)).toThrow(new ForbiddenException(FAVORITE_MESSAGES.notYours));
    expect(() => requireFavoritesAccess(user, 'favorite.change', sameUser)).not.toThrow();
  });
});
