import { REVIEW_LIMITS } from '@nivasa/contracts/limits';
import { REVIEW_MESSAGES } from '@nivasa/contracts/messages';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

/** Digits only: no '1e3', '0x10', ' 2', '2.0' or a repeated parameter's list. */
const wholeNumber = ({ value }: { value: unknown }) => (typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value);

/** GET /api/reviews/get-review/{listingId}?page=N&limit=M: page from 1, at most a page size; nothing else. */
export class ReviewsPageQueryDto {
  @IsOptional()
  @Transform(wholeNumber)
  @Max(REVIEW_LIMITS.maxPage, { message: REVIEW_MESSAGES.page })
  @Min(1, { message: REVIEW_MESSAGES.page })
  @IsInt({ message: REVIEW_MESSAGES.page })
  page: number = 1;

  @IsOptional()
  @Transform(wholeNumber)
  @Max(REVIEW_LIMITS.pageSize, { message: REVIEW_MESSAGES.limit })
  @Min(1, { message: REVIEW_MESSAGES.limit })
  @IsInt({ message: REVIEW_MESSAGES.limit })
  limit: number = REVIEW_LIMITS.pageSize;
}
