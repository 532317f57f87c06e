import { HttpException, type HttpStatus } from '@nestjs/common';
import type { FieldError } from '@nivasa/contracts/api';
import type { ErrorCode, FieldErrorCode } from '@nivasa/contracts/errors';

/** An error body that names the fields it is about; the error filter keeps `code` and `errors` as they are. */
export interface FieldErrorBody {
  message: string;
  code: ErrorCode;
  errors: FieldError[];
}

/**
 * A refusal of one field, shown under that field: `code` says what the refusal is (EMAIL_TAKEN,
 * CURRENT_PASSWORD_WRONG; VALIDATION_FAILED for a 400 that broke a rule of the field's value),
 * `fieldCode` why that field was refused.
 */
export function fieldError(
  status: HttpStatus,
  code: ErrorCode,
  field: string,
  fieldCode: FieldErrorCode,
  message: string,
  params: FieldError['params'] = {},
): HttpException {
  return new HttpException({ message, code, errors: [{ field, code: fieldCode, params, message }] } satisfies FieldErrorBody, status);
}
