import { REVIEW_LIMITS } from '@nivasa/contracts/limits';
import { REVIEW_MESSAGES } from '@nivasa/contracts/messages';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { wholeNumberFromQuery } from '../../common/query-number';

/** GET /api/reviews/get-review/{listingId}?page=N&limit=M: page from 1, at most a page size; nothing else. */
export class ReviewsPageQueryDto {
  @IsOptional()
  @Transform(wholeNumberFromQuery)
  @Max(REVIEW_LIMITS.maxPage, { message: REVIEW_MESSAGES.page })
  @Min(1, { message: REVIEW_MESSAGES.page })
  @IsInt({ message: REVIEW_MESSAGES.page })
  page: number = 1;

  @IsOptional()
  @Transform(wholeNumberFromQuery)
  @Max(REVIEW_LIMITS.pageSize, { message: REVIEW_MESSAGES.limit })
  @Min(1, { message: REVIEW_MESSAGES.limit })
  @IsInt({ message: REVIEW_MESSAGES.limit })
  limit: number = REVIEW_LIMITS.pageSize;
}
