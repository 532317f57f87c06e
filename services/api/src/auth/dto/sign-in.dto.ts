import { signInRequestSchema } from '@nivasa/contracts/account-schema';
import { schemaDto } from '../../common/validation';

export class SignInDto extends schemaDto(signInRequestSchema) {}
