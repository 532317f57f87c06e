import { HttpException, type HttpStatus } from '@nestjs/common';
import type { FieldError } from '@nivasa/contracts/api';

/** An error body that names the fields it is about; the error filter keeps `errors` as they are. */
export interface FieldErrorBody {
  message: string;
  errors: FieldError[];
}

/** A refusal of one field (a taken email, a wrong current password), shown under that field. */
export function fieldError(status: HttpStatus, field: string, message: string): HttpException {
  return new HttpException({ message, errors: [{ field, message }] } satisfies FieldErrorBody, status);
}
