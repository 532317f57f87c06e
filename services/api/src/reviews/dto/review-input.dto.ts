import { reviewInputSchema } from '@nivasa/contracts/engagement-schema';
import { schemaDto } from '../../common/validation';

/** The body of POST /api/reviews/post-review/{listingId}, checked with the contracts' review input schema. */
export class ReviewInputDto extends schemaDto(reviewInputSchema) {}
