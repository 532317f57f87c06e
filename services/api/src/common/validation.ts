import { type ArgumentMetadata, BadRequestException, ValidationPipe } from '@nestjs/common';
import type { FieldError } from '@nivasa/contracts/api';
import type { FieldErrorCode } from '@nivasa/contracts/errors';
import { fieldErrorOf, fieldErrorsOf } from '@nivasa/contracts/field-errors';
import { FIELD_MESSAGES } from '@nivasa/contracts/auth-messages';
import type { ValidationError } from 'class-validator';
import { Types } from 'mongoose';
import type * as z from 'zod/mini';
import type { FieldErrorBody } from './field-error';

/** A body or query class whose rules are a contracts schema: the pipe parses with it. */
export interface SchemaDto<Schema extends z.ZodMiniType> {
  new (): z.output<Schema>;
  readonly schema: Schema;
}

/**
 * A class for a controller's parameter (`@Body() input: ListingInputDto`), made from a contracts
 * schema: the type is the schema's output, and the global pipe checks the value with it.
 */
export function schemaDto<Schema extends z.ZodMiniType>(schema: Schema): SchemaDto<Schema> {
  return class {
    static readonly schema = schema;
  } as unknown as SchemaDto<Schema>;
}

const hasSchema = (metatype: unknown): metatype is SchemaDto<z.ZodMiniType> =>
  typeof metatype === 'function' && 'schema' in metatype && typeof (metatype as { schema?: unknown }).schema === 'object';

/** The refusal of a body or query: the messages joined, for readers of `message`, and each by its field. */
export function validationFailed(errors: FieldError[]): BadRequestException {
  return new BadRequestException({
    message: errors.map((error) => error.message).join('; '),
    code: 'VALIDATION_FAILED',
    errors,
  } satisfies FieldErrorBody);
}

/** class-validator's rule names as field codes, for the DTOs that are still classes. */
const CONSTRAINT_CODES: Record<string, FieldErrorCode> = {
  whitelistValidation: 'FIELD_NOT_ALLOWED',
  isDefined: 'FIELD_REQUIRED',
  isNotEmpty: 'FIELD_REQUIRED',
  minLength: 'FIELD_TOO_SHORT',
  maxLength: 'FIELD_TOO_LONG',
  min: 'FIELD_TOO_SMALL',
  max: 'FIELD_TOO_LARGE',
};

/** One error per refused field, named by its path in the body (`email`, `images.0`). */
export function fieldErrorsOfClass(errors: readonly ValidationError[], parent = ''): FieldError[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.entries(error.constraints ?? {}).map(([constraint, message]) =>
      constraint === 'whitelistValidation'
        ? fieldErrorOf(field, 'FIELD_NOT_ALLOWED', FIELD_MESSAGES.notAllowed(field))
        : fieldErrorOf(field, CONSTRAINT_CODES[constraint] ?? 'FIELD_INVALID', message),
    );
    return [...own, ...fieldErrorsOfClass(error.children ?? [], field)];
  });
}

/**
 * The global validation. A parameter whose class is a schemaDto is parsed with its contracts
 * schema (unknown fields refused, every refusal a field error with its code); the other DTO
 * classes are checked with class-validator, in the same error shape. Route parameters typed as
 * ObjectId are left to ParseObjectIdPipe, which runs after it.
 */
class ApiValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (!hasSchema(metadata.metatype)) return super.transform(value, metadata);
    const parsed = metadata.metatype.schema.safeParse(value ?? {}, { reportInput: true });
    if (!parsed.success) throw validationFailed(fieldErrorsOf(parsed.error.issues));
    return parsed.data;
  }

  protected override toValidate(metadata: ArgumentMetadata): boolean {
    if (metadata.metatype === Types.ObjectId) return false;
    return super.toValidate(metadata);
  }
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
    exceptionFactory: (errors) => validationFailed(fieldErrorsOfClass(errors)),
  });
}
