import { enquiryThreadQuerySchema } from '@nivasa/contracts/enquiry-schema';
import { schemaDto } from '../../common/validation';

/** GET /api/enquiries/{threadId}?before={messageId}: an older page of the thread; the newest without it. */
export class EnquiryThreadQueryDto extends schemaDto(enquiryThreadQuerySchema) {}
