import type { FavoriteRequest } from '@nivasa/contracts/api';
import { IsMongoId, IsOptional } from 'class-validator';

/**
 * The body of POST /api/user/favorites and DELETE /api/user/remove-favorites: the listing, and
 * optionally the user, which the original client sent and which must then be the session's.
 */
export class FavoriteRequestDto implements FavoriteRequest {
  @IsMongoId({ message: 'Invalid listing id' })
  listingId!: string;

  @IsOptional()
  @IsMongoId({ message: 'Invalid user id' })
  userId?: string;
}
