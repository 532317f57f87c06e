import { enquiryReportedPageQuerySchema } from '@nivasa/contracts/enquiry-schema';
import { schemaDto } from '../../common/validation';

/** GET /api/admin/enquiries/reported?page=N; the first page when none is given. */
export class ReportedEnquiriesQueryDto extends schemaDto(enquiryReportedPageQuerySchema) {}
