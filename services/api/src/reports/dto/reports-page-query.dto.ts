import { reportsPageQuerySchema } from '@nivasa/contracts/report-schema';
import { schemaDto } from '../../common/validation';

/** GET /api/admin/reports?page=N; the first page when none is given. */
export class ReportsPageQueryDto extends schemaDto(reportsPageQuerySchema) {}
