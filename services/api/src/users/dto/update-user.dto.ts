import { updateUserRequestApiSchema } from '@nivasa/contracts/account-request-checks';
import { schemaDto } from '../../common/validation';

/**
 * A profile update: only the schema's fields, each optional. Anything else (isAdmin, _id,
 * sessionVersion...) is refused with a 400.
 */
export class UpdateUserDto extends schemaDto(updateUserRequestApiSchema) {}
