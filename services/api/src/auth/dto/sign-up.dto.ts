import type { SignUpRequest } from '@nivasa/contracts/api';
import { USER_LIMITS, USERNAME_PATTERN } from '@nivasa/contracts/limits';
import { FIELD_MESSAGES } from '@nivasa/contracts/messages';
import { normaliseSriLankanPhone } from '@nivasa/contracts/phone';
import { Transform } from 'class-transformer';
import { IsEmail, IsString, Length, Matches, MaxLength } from 'class-validator';
import { EMAIL_MAX_LENGTH } from '../../users/schemas/user.schema';

export const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/**
 * An email as compared and stored: trimmed, lower case. Text with a lone surrogate (not valid
 * Unicode) becomes empty, which IsEmail refuses; validator's isEmail would throw on it.
 */
export const emailValue = ({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  return /\p{Surrogate}/u.test(value) ? '' : value.trim().toLowerCase();
};
/** A Sri Lankan number becomes +94XXXXXXXXX; anything else stays as it is, for the check to refuse. */
export const phoneValue = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? (normaliseSriLankanPhone(value) ?? value) : value;
export const NORMALISED_PHONE = /^\+94[1-9]\d{8}$/;

export class SignUpDto implements SignUpRequest {
  @Transform(emailValue)
  @IsEmail({}, { message: FIELD_MESSAGES.email })
  @MaxLength(EMAIL_MAX_LENGTH, { message: FIELD_MESSAGES.email })
  email!: string;

  @Transform(trimmed)
  @IsString({ message: FIELD_MESSAGES.username })
  @Length(USER_LIMITS.usernameMinLength, USER_LIMITS.usernameMaxLength, { message: FIELD_MESSAGES.username })
  @Matches(USERNAME_PATTERN, { message: FIELD_MESSAGES.username })
  username!: string;

  @IsString({ message: FIELD_MESSAGES.password })
  @Length(USER_LIMITS.passwordMinLength, USER_LIMITS.passwordMaxLength, { message: FIELD_MESSAGES.password })
  password!: string;

  @Transform(phoneValue)
  @IsString({ message: FIELD_MESSAGES.number })
  @Matches(NORMALISED_PHONE, { message: FIELD_MESSAGES.number })
  number!: string;
}
