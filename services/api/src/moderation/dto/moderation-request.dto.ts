import { moderationRequestSchema } from '@nivasa/contracts/moderation-schema';
import { schemaDto } from '../../common/validation';

/** The body of approve and disapprove: an optional reason, the version reviewed, and nothing else. */
export class ModerationRequestDto extends schemaDto(moderationRequestSchema) {}
