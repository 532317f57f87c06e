import { savedSearchRequestSchema } from '@nivasa/contracts/saved-search-schema';
import { schemaDto } from '../../common/validation';

/** The body of POST /api/saved-searches: a search page's query, instant or daily, and an optional name. */
export class SavedSearchRequestDto extends schemaDto(savedSearchRequestSchema) {}
