import { savedSearchUpdateSchema } from '@nivasa/contracts/saved-search-schema';
import { schemaDto } from '../../common/validation';

/** The body of PATCH /api/saved-searches/{id}: a new name, frequency or pause. */
export class SavedSearchUpdateDto extends schemaDto(savedSearchUpdateSchema) {}
