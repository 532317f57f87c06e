import type { ForgotPasswordRequest } from '@nivasa/contracts/api';
import { FIELD_MESSAGES } from '@nivasa/contracts/messages';
import { Transform } from 'class-transformer';
import { IsEmail, MaxLength } from 'class-validator';
import { EMAIL_MAX_LENGTH } from '../../users/schemas/user.schema';
import { emailValue } from './sign-up.dto';

export class ForgotPasswordDto implements ForgotPasswordRequest {
  @Transform(emailValue)
  @IsEmail({}, { message: FIELD_MESSAGES.email })
  @MaxLength(EMAIL_MAX_LENGTH, { message: FIELD_MESSAGES.email })
  email!: string;
}
