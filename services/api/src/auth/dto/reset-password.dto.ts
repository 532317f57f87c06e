import { resetPasswordRequestSchema } from '@nivasa/contracts/account-schema';
import { schemaDto } from '../../common/validation';

export class ResetPasswordDto extends schemaDto(resetPasswordRequestSchema) {}
