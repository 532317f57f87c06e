import type { ReviewInput } from '@nivasa/contracts/api';
import { REVIEW_LIMITS } from '@nivasa/contracts/limits';
import { REVIEW_MESSAGES } from '@nivasa/contracts/messages';
import { Transform } from 'class-transformer';
import { Allow, IsInt, IsNotEmpty, IsString, Max, MaxLength, Min } from 'class-validator';
import { trimmed } from '../../auth/dto/sign-up.dto';

/**
 * The body of POST /api/reviews/post-review/{listingId}: a whole-number rating (a number, not
 * the text "5") and a comment. `listingId`, `userRef` and `name`, which the original client
 * sent, are allowed and never read: the listing is the path's, the author the session's.
 */
export class ReviewInputDto implements ReviewInput {
  @Max(REVIEW_LIMITS.ratingMax, { message: REVIEW_MESSAGES.rating })
  @Min(REVIEW_LIMITS.ratingMin, { message: REVIEW_MESSAGES.rating })
  @IsInt({ message: REVIEW_MESSAGES.rating })
  rating!: number;

  @Transform(trimmed)
  @MaxLength(REVIEW_LIMITS.commentMaxLength, { message: REVIEW_MESSAGES.comment })
  @IsNotEmpty({ message: REVIEW_MESSAGES.comment })
  @IsString({ message: REVIEW_MESSAGES.comment })
  comment!: string;

  @Allow()
  listingId?: unknown;

  @Allow()
  userRef?: unknown;

  @Allow()
  name?: unknown;
}
