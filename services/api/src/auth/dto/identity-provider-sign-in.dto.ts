import type { IdentityProviderSignInRequest } from '@nivasa/contracts/api';
import { FIELD_MESSAGES } from '@nivasa/contracts/messages';
import { IsString, Matches, MaxLength } from 'class-validator';

/** Only the provider's signed ID token: never a name, email or photo the browser vouches for. */
export class IdentityProviderSignInDto implements IdentityProviderSignInRequest {
  @IsString({ message: FIELD_MESSAGES.idToken })
  @MaxLength(16_384, { message: FIELD_MESSAGES.idToken })
  @Matches(/^[\w-]+\.[\w-]+\.[\w-]+$/, { message: FIELD_MESSAGES.idToken })
  idToken!: string;
}
