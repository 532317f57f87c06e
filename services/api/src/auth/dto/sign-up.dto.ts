import { signUpRequestSchema } from '@nivasa/contracts/account-schema';
import { schemaDto } from '../../common/validation';

/** The sign-up body, checked with the contracts' schema (the email trimmed and lower-cased, the phone as +94...). */
export class SignUpDto extends schemaDto(signUpRequestSchema) {}
