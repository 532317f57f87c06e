import { reportDecisionSchema } from '@nivasa/contracts/report-schema';
import { schemaDto } from '../../common/validation';

/** The body of PATCH /api/admin/reports/{listingId}: dismiss, take-down or block-owner, and an optional reason. */
export class ReportDecisionDto extends schemaDto(reportDecisionSchema) {}
