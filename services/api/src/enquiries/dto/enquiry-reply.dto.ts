import { enquiryReplySchema } from '@nivasa/contracts/enquiry-schema';
import { schemaDto } from '../../common/validation';

/** The body of POST /api/enquiries/{threadId}/messages: the message. */
export class EnquiryReplyDto extends schemaDto(enquiryReplySchema) {}
