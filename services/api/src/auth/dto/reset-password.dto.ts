import type { ResetPasswordRequest } from '@nivasa/contracts/api';
import { USER_LIMITS } from '@nivasa/contracts/limits';
import { FIELD_MESSAGES } from '@nivasa/contracts/messages';
import { IsString, Length } from 'class-validator';

export class ResetPasswordDto implements ResetPasswordRequest {
  @IsString({ message: FIELD_MESSAGES.password })
  @Length(USER_LIMITS.passwordMinLength, USER_LIMITS.passwordMaxLength, { message: FIELD_MESSAGES.password })
  newPassword!: string;
}
