import { type ArgumentMetadata, ValidationPipe } from '@nestjs/common';
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

export function createValidationPipe(): ValidationPipe {
  return new ApiValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    forbidUnknownValues: true,
    transform: true,
    // One message per bad field: its first broken rule.
    stopAtFirstError: true,
    validationError: { target: false, value: false },
  });
}
