import { HttpException, type HttpStatus } from '@nestjs/common';
import type { FieldError } from '@nivasa/contracts/api';
import type { ErrorCode, FieldErrorCode } from '@nivasa/contracts/errors';

/** An error body that names the fields it is about; the error filter keeps `code` and `errors` as they are. */
export interface FieldErrorBody {
  message: string;
  code: ErrorCode;
  errors: FieldError[];
}

/** A refusal of one field (a taken email, a wrong current password), shown under that field. */
export function fieldError(
  status: HttpStatus,
  field: string,
  code: FieldErrorCode,
  message: string,
  params: FieldError['params'] = {},
): HttpException {
  return new HttpException(
    { message, code: 'VALIDATION_FAILED', errors: [{ field, code, params, message }] } satisfies FieldErrorBody,
    status,
  );
}
