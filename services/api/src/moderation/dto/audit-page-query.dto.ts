import { AUDIT_PAGE_SIZE } from '@nivasa/contracts/limits';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { wholeNumberFromQuery } from '../../common/query-number';

/** Paging deeper skips that many entries on every read; the log's older pages stay in the database. */
export const AUDIT_MAX_PAGE = 1_000;

const PAGE_MESSAGE = `page must be a whole number from 1 to ${AUDIT_MAX_PAGE.toLocaleString('en-US')} (${AUDIT_PAGE_SIZE} entries a page).`;

/** GET /api/admin/audit?page=N; the first page when none is given. */
export class AuditPageQueryDto {
  @IsOptional()
  @Transform(wholeNumberFromQuery)
  @Max(AUDIT_MAX_PAGE, { message: PAGE_MESSAGE })
  @Min(1, { message: PAGE_MESSAGE })
  @IsInt({ message: PAGE_MESSAGE })
  page: number = 1;
}
