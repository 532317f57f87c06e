import { favoriteRequestSchema } from '@nivasa/contracts/engagement-schema';
import { schemaDto } from '../../common/validation';

/** The body of POST /api/user/favorites and DELETE /api/user/remove-favorites, checked with the contracts' schema. */
export class FavoriteRequestDto extends schemaDto(favoriteRequestSchema) {}
