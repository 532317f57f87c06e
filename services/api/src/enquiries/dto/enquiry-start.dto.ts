import { enquiryStartSchema } from '@nivasa/contracts/enquiry-schema';
import { schemaDto } from '../../common/validation';

/** The body of POST /api/enquiries: the listing and the message. */
export class EnquiryStartDto extends schemaDto(enquiryStartSchema) {}
