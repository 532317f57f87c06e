import { reportRequestSchema } from '@nivasa/contracts/report-schema';
import { schemaDto } from '../../common/validation';

/** The body of POST /api/listing/report/{id}: a reason of REPORT_REASONS and optional details. */
export class ReportRequestDto extends schemaDto(reportRequestSchema) {}
