import { identityProviderSignInRequestSchema } from '@nivasa/contracts/account-schema';
import { schemaDto } from '../../common/validation';

/** Only the provider's signed ID token: never a name, email or photo the browser vouches for. */
export class IdentityProviderSignInDto extends schemaDto(identityProviderSignInRequestSchema) {}
