import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { ApiError, FieldError } from '@nivasa/contracts/api';
import { isErrorCode, statusErrorCode } from '@nivasa/contracts/errors';
import { API_ERROR_MESSAGES } from '@nivasa/contracts/api-error-messages';
import type { Response } from 'express';
import { redactUrl } from '../logging';

const DATABASE_UNAVAILABLE_ERRORS = new Set([
  'MongoServerSelectionError',
  'MongooseServerSelectionError',
  'MongoNetworkError',
  'MongoNetworkTimeoutError',
  'MongoNotConnectedError',
  'MongoTopologyClosedError',
  'MongoPoolClearedError',
]);

/**
 * A socket's own errors. The driver passes a write to a database that has just died through
 * unwrapped (Node's EPIPE, 'This socket has been ended by the other party'); no other socket
 * is written to while a request is answered (mail leaves through the outbox job).
 */
const SOCKET_ERROR_CODES = new Set(['EPIPE', 'ECONNRESET', 'ECONNREFUSED', 'ECONNABORTED', 'ETIMEDOUT']);

function flatten(message: unknown): string | undefined {
  if (typeof message === 'string') return message;
  if (Array.isArray(message)) {
    const parts = message.map(flatten).filter((part): part is string => Boolean(part));
    return parts.length ? parts.join('; ') : undefined;
  }
  return undefined;
}

function describeBytes(bytes: number): string {
  if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)} MB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KB`;
  return `${bytes} bytes`;
}

function fromHttpException(exception: HttpException): ApiError {
  const statusCode = exception.getStatus();
  const cause = exception.cause as { type?: string; limit?: number } | undefined;
  // body-parser's errors, which the Express adapter turns into HttpExceptions.
  if (statusCode === HttpStatus.BAD_REQUEST && (cause instanceof SyntaxError || cause?.type === 'entity.parse.failed')) {
    return { success: false, statusCode, code: 'MALFORMED_JSON', message: API_ERROR_MESSAGES.malformedJson };
  }
  const body = exception.getResponse();
  const given = typeof body === 'object' && body !== null ? (body as { code?: unknown }).code : undefined;
  // body-parser's refusal, or a bare PayloadTooLargeException; one with its own words (an upload's limit) keeps them.
  if (statusCode === HttpStatus.PAYLOAD_TOO_LARGE && (cause?.type === 'entity.too.large' || exception.message === 'Payload Too Large')) {
    const message =
      typeof cause?.limit === 'number' ? API_ERROR_MESSAGES.bodyTooLargeLimit(describeBytes(cause.limit)) : API_ERROR_MESSAGES.bodyTooLarge;
    return { success: false, statusCode, code: 'BODY_TOO_LARGE', message };
  }
  const message =
    flatten(body) ??
    (typeof body === 'object' && body !== null ? flatten((body as { message?: unknown }).message) : undefined) ??
    exception.message;
  const errors = fieldErrorsIn(body);
  // The thrower's own code; a refusal raised outside our code (Nest's unknown route, a library) is
  // known by its status, and a 400 that names refused fields is a failed validation.
  const code = isErrorCode(given)
    ? given
    : errors && statusCode === HttpStatus.BAD_REQUEST
      ? 'VALIDATION_FAILED'
      : statusErrorCode(statusCode);
  return errors ? { success: false, statusCode, code, message, errors } : { success: false, statusCode, code, message };
}

/** The field errors an exception's body carries (see fieldError and the validation pipe), as the thrower gave them, if well formed. */
function fieldErrorsIn(body: unknown): FieldError[] | undefined {
  const errors = typeof body === 'object' && body !== null ? (body as { errors?: unknown }).errors : undefined;
  if (!Array.isArray(errors) || errors.length === 0) return undefined;
  const valid = errors.every(
    (error) =>
      typeof error === 'object' &&
      error !== null &&
      typeof error.field === 'string' &&
      typeof error.code === 'string' &&
      typeof error.message === 'string',
  );
  return valid ? errors.map(({ field, code, params, message }: FieldError) => ({ field, code, params: params ?? {}, message })) : undefined;
}

/** What the caller is told about an error: `{ success: false, statusCode, code, message, errors? }`. */
export function toApiError(exception: unknown): ApiError {
  if (exception instanceof HttpException) return fromHttpException(exception);
  const error = exception as { name?: string; message?: string; code?: number | string } | undefined;
  const name = error?.name ?? '';
  if (
    DATABASE_UNAVAILABLE_ERRORS.has(name) ||
    /buffering timed out/.test(error?.message ?? '') ||
    (typeof error?.code === 'string' && SOCKET_ERROR_CODES.has(error.code))
  ) {
    return {
      success: false,
      statusCode: HttpStatus.SERVICE_UNAVAILABLE,
      code: 'DATABASE_UNAVAILABLE',
      message: API_ERROR_MESSAGES.databaseUnavailable,
    };
  }
  // A real MongoDB enforcing a unique index the service's own check missed (a race).
  if (error?.code === 11000) {
    return { success: false, statusCode: HttpStatus.CONFLICT, code: 'DUPLICATE_RECORD', message: API_ERROR_MESSAGES.duplicateRecord };
  }
  // Mongoose refusing input that no DTO checked: the caller's fault, though a DTO should have caught it.
  if (name === 'ValidationError' || name === 'CastError') {
    return {
      success: false,
      statusCode: HttpStatus.BAD_REQUEST,
      code: 'INVALID_INPUT',
      message: error?.message ?? API_ERROR_MESSAGES.invalidInput,
    };
  }
  return {
    success: false,
    statusCode: HttpStatus.INTERNAL_SERVER_ERROR,
    code: 'INTERNAL_ERROR',
    message: API_ERROR_MESSAGES.internalError,
  };
}

/** The one error filter: every error, of every route, leaves in the ApiError shape. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('ExceptionsFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const body = toApiError(exception);
    if (host.getType() !== 'http') throw exception;
    const http = host.switchToHttp();
    const request = http.getRequest<{ method?: string; originalUrl?: string }>();
    const route = `${request.method ?? ''} ${redactUrl(request.originalUrl) ?? ''}`.trim();

    if (body.statusCode >= 500 && !(exception instanceof HttpException)) {
      if (body.statusCode === HttpStatus.SERVICE_UNAVAILABLE) {
        this.logger.warn(`${route}: ${(exception as Error).message}`);
      } else {
        this.logger.error(`${route}: ${(exception as Error)?.stack ?? String(exception)}`);
      }
    } else if (body.statusCode >= 500) {
      this.logger.error(`${route}: ${body.message}`);
    }

    const response = http.getResponse<Response>();
    if (response.headersSent) {
      // A stream that failed half-way: nothing valid can follow what was sent.
      response.destroy();
      return;
    }
    response.status(body.statusCode).json(body);
  }
}
