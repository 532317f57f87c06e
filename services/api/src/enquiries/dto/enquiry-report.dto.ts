import { enquiryReportSchema } from '@nivasa/contracts/enquiry-schema';
import { schemaDto } from '../../common/validation';

/** The body of POST /api/enquiries/{threadId}/report: an allow-listed reason, and optional details. */
export class EnquiryReportDto extends schemaDto(enquiryReportSchema) {}
