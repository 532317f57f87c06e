import { signUpRequestApiSchema } from '@nivasa/contracts/account-request-checks';
import { schemaDto } from '../../common/validation';

/** The sign-up body, checked with the contracts' schema (the email trimmed and lower-cased, the phone as +94... or another country's E.164). */
export class SignUpDto extends schemaDto(signUpRequestApiSchema) {}
