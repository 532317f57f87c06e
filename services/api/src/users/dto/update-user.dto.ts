import type { UpdateUserRequest } from '@nivasa/contracts/api';
import { USER_LIMITS, USERNAME_PATTERN } from '@nivasa/contracts/limits';
import { FIELD_MESSAGES } from '@nivasa/contracts/messages';
import { normaliseSriLankanPhone } from '@nivasa/contracts/phone';
import { Transform } from 'class-transformer';
import { IsEmail, IsOptional, IsString, Length, Matches, MaxLength } from 'class-validator';
import { emailValue, trimmed } from '../../auth/dto/sign-up.dto';
import { EMAIL_MAX_LENGTH } from '../schemas/user.schema';

/** '' (the form's empty password field) means "unchanged". */
const passwordValue = ({ value }: { value: unknown }) => (value === '' ? undefined : value);
/** '' clears the number; anything else is normalised to +94XXXXXXXXX when it is a Sri Lankan number. */
const phoneOrEmpty = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? (value.trim() === '' ? '' : (normaliseSriLankanPhone(value) ?? value)) : value;

/**
 * A profile update: only these fields, each optional. Anything else (isAdmin, _id,
 * sessionVersion...) is refused with a 400 by the global validation pipe.
 */
export class UpdateUserDto implements UpdateUserRequest {
  @IsOptional()
  @Transform(trimmed)
  @IsString({ message: FIELD_MESSAGES.username })
  @Length(USER_LIMITS.usernameMinLength, USER_LIMITS.usernameMaxLength, { message: FIELD_MESSAGES.username })
  @Matches(USERNAME_PATTERN, { message: FIELD_MESSAGES.username })
  username?: string;

  @IsOptional()
  @Transform(emailValue)
  @IsEmail({}, { message: FIELD_MESSAGES.email })
  @MaxLength(EMAIL_MAX_LENGTH, { message: FIELD_MESSAGES.email })
  email?: string;

  @IsOptional()
  @Transform(passwordValue)
  @IsString({ message: FIELD_MESSAGES.password })
  @Length(USER_LIMITS.passwordMinLength, USER_LIMITS.passwordMaxLength, { message: FIELD_MESSAGES.password })
  password?: string;

  @IsOptional()
  @Transform(phoneOrEmpty)
  @IsString({ message: FIELD_MESSAGES.number })
  @Matches(/^(\+94[1-9]\d{8})?$/, { message: FIELD_MESSAGES.number })
  number?: string;

  /** Required with a new password or email; AccountService checks it. Up to a bound, as at sign-in. */
  @IsOptional()
  @Transform(passwordValue)
  @IsString({ message: FIELD_MESSAGES.currentPasswordRequired })
  @MaxLength(1024, { message: FIELD_MESSAGES.currentPasswordWrong })
  currentPassword?: string;

  /** Checked by AccountService: '', the current avatar, or an avatar this user uploaded. */
  @IsOptional()
  @IsString({ message: FIELD_MESSAGES.avatar })
  @MaxLength(2048, { message: FIELD_MESSAGES.avatar })
  avatar?: string;
}
