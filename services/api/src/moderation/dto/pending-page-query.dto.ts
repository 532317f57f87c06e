import { pendingPageQuerySchema } from '@nivasa/contracts/moderation-schema';
import { schemaDto } from '../../common/validation';

/** GET /api/listing/pending?startIndex=N&limit=M: a page of the queue, with the search's paging parameters and limits. */
export class PendingPageQueryDto extends schemaDto(pendingPageQuerySchema) {}
