import { reviewsPageQuerySchema } from '@nivasa/contracts/engagement-schema';
import { schemaDto } from '../../common/validation';

/** GET /api/reviews/get-review/{listingId}?page=N&limit=M: page from 1, at most a page size; nothing else. */
export class ReviewsPageQueryDto extends schemaDto(reviewsPageQuerySchema) {}
