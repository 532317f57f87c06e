import type { SignInRequest } from '@nivasa/contracts/api';
import { FIELD_MESSAGES } from '@nivasa/contracts/messages';
import { Transform } from 'class-transformer';
import { IsEmail, IsString, Length, MaxLength } from 'class-validator';
import { EMAIL_MAX_LENGTH } from '../../users/schemas/user.schema';
import { emailValue } from './sign-up.dto';

export class SignInDto implements SignInRequest {
  @Transform(emailValue)
  @IsEmail({}, { message: FIELD_MESSAGES.email })
  @MaxLength(EMAIL_MAX_LENGTH, { message: FIELD_MESSAGES.email })
  email!: string;

  /** Any length up to a bound (hashing megabytes is a denial of service); a wrong one is just wrong. */
  @IsString({ message: FIELD_MESSAGES.passwordRequired })
  @Length(1, 1024, { message: FIELD_MESSAGES.passwordRequired })
  password!: string;
}
