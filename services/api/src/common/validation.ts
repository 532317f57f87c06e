import { type ArgumentMetadata, BadRequestException, ValidationPipe } from '@nestjs/common';
import type { FieldError } from '@nivasa/contracts/api';
import type { ValidationError } from 'class-validator';
import type { FieldErrorBody } from './field-error';
import { Types } from 'mongoose';

/**
 * The global validation: DTO classes are checked with class-validator, fields a DTO
 * does not declare are refused (not silently dropped), each bad field gives one message,
 * and payloads become DTO instances.
 * Route parameters typed as ObjectId are left to ParseObjectIdPipe, which runs after it.
 */
class ApiValidationPipe extends ValidationPipe {
  protected override toValidate(metadata: ArgumentMetadata): boolean {
    if (metadata.metatype === Types.ObjectId) return false;
    return super.toValidate(metadata);
  }
}

/** One error per refused field, named by its path in the body (`email`, `images.0`). */
export function fieldErrorsOf(errors: readonly ValidationError[], parent = ''): FieldError[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {}).map((message) => ({ field, message }));
    return [...own, ...fieldErrorsOf(error.children ?? [], field)];
  });
}

export function createValidationPipe(): ValidationPipe {
  return new ApiValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    forbidUnknownValues: true,
    transform: true,
    // One message per bad field. class-validator checks a property's decorators bottom-up, so
    // the rule written last is the one reported when several fail.
    stopAtFirstError: true,
    validationError: { target: false, value: false },
    // The messages joined, as before, for readers of `message`; and each by its field, for forms.
    exceptionFactory: (errors) => {
      const fieldErrors = fieldErrorsOf(errors);
      return new BadRequestException({
        message: fieldErrors.map((error) => error.message).join('; '),
        errors: fieldErrors,
      } satisfies FieldErrorBody);
    },
  });
}
