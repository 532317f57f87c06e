import { forgotPasswordRequestSchema } from '@nivasa/contracts/account-schema';
import { schemaDto } from '../../common/validation';

export class ForgotPasswordDto extends schemaDto(forgotPasswordRequestSchema) {}
