import { ADMIN_LIST_LIMITS, SEARCH_LIMITS } from '@nivasa/contracts/limits';
import { SEARCH_MESSAGES } from '@nivasa/contracts/messages';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { wholeNumberFromQuery } from '../../common/query-number';

/**
 * GET /api/listing/pending?startIndex=N&limit=M: a page of the queue, with the search's paging
 * parameters and limits. `limit` above the largest page gets the largest page, as in search.
 */
export class PendingPageQueryDto {
  @IsOptional()
  @Transform(wholeNumberFromQuery)
  @Max(SEARCH_LIMITS.maxStartIndex, { message: SEARCH_MESSAGES.startIndex })
  @Min(0, { message: SEARCH_MESSAGES.startIndex })
  @IsInt({ message: SEARCH_MESSAGES.startIndex })
  startIndex: number = 0;

  @IsOptional()
  @Transform(wholeNumberFromQuery)
  @Min(1, { message: SEARCH_MESSAGES.limit })
  @IsInt({ message: SEARCH_MESSAGES.limit })
  limit: number = ADMIN_LIST_LIMITS.pendingPageSize;
}
