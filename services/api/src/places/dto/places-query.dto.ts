import { placesQuerySchema } from '@nivasa/contracts/places';
import { schemaDto } from '../../common/validation';

/** GET /api/places?q=&limit=, checked with the contracts' schema. */
export class PlacesQueryDto extends schemaDto(placesQuerySchema) {}
