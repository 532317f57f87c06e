import type { ModerationRequest } from '@nivasa/contracts/api';
import { LISTING_LIMITS } from '@nivasa/contracts/limits';
import { LISTING_MESSAGES } from '@nivasa/contracts/messages';
import { Transform } from 'class-transformer';
import { IsMongoId, IsOptional, IsString, MaxLength } from 'class-validator';

/** Surrounding space goes; a reason of only space is no reason. */
const reasonValue = ({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
};

/** The body of approve and disapprove: an optional reason, the version reviewed, and nothing else. */
export class ModerationRequestDto implements ModerationRequest {
  @IsOptional()
  @Transform(reasonValue)
  @MaxLength(LISTING_LIMITS.reasonMaxLength, { message: LISTING_MESSAGES.reason })
  @IsString({ message: LISTING_MESSAGES.reason })
  reason?: string;

  /** The listing's revisionId or its waiting revision's id (approve needs one; ModerationService says so). */
  @IsOptional()
  @IsMongoId({ message: LISTING_MESSAGES.revisionId })
  revision?: string;
}
