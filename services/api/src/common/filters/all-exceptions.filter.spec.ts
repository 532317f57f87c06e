import {
  BadRequestException,
  ConflictException,
  HttpException,
  HttpStatus,
  Logger,
  NotFoundException,
  PayloadTooLargeException,
  ServiceUnavailableException,
} from '@nestjs/common';
import type { ArgumentsHost } from '@nestjs/common';
import { ERROR_CODES } from '@nivasa/contracts/errors';
import { API_ERROR_MESSAGES } from '@nivasa/contracts/api-error-messages';
import { AllExceptionsFilter, toApiError } from './all-exceptions.filter';
import { fieldError } from '../field-error';
import { refusal } from '../refusal';

function httpHost(response: object) {
  return {
    getType: () => 'http',
    switchToHttp: () => ({ getResponse: () => response, getRequest: () => ({ method: 'GET', originalUrl: '/api/x' }) }),
  } as unknown as ArgumentsHost;
}

describe('toApiError', () => {
  it("carries the thrower's code and message through", () => {
    expect(toApiError(new NotFoundException(refusal('LISTING_NOT_FOUND', 'Listing not found.')))).toEqual({
      success: false,
      statusCode: 404,
      code: 'LISTING_NOT_FOUND',
      message: 'Listing not found.',
    });
    expect(toApiError(new HttpException({ code: 'RATE_LIMITED', message: 'Slow down.' }, HttpStatus.TOO_MANY_REQUESTS))).toEqual({
      success: false,
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: 'Slow down.',
    });
  });

  it('falls back to the code of the status for a refusal that names none, or names one not in ERROR_CODES', () => {
    expect(toApiError(new NotFoundException('Cannot GET /api/nope'))).toEqual({
      success: false,
      statusCode: 404,
      code: 'NOT_FOUND',
      message: 'Cannot GET /api/nope',
    });
    expect(toApiError(new ConflictException({ code: 'NO_SUCH_CODE', message: 'Taken.' })).code).toBe('CONFLICT');
    expect(toApiError(new HttpException('Teapot', 418)).code).toBe('BAD_REQUEST');
    expect(toApiError(new HttpException('Gateway', 502)).code).toBe('INTERNAL_ERROR');
  });

  it('keeps the field errors an exception names as the thrower gave them, and only well-formed ones', () => {
    const fields = [{ field: 'name', code: 'FIELD_TOO_LONG', params: { max: 60 }, message: 'Title must be 10 to 60 characters.' }];
    const named = new BadRequestException({ code: 'VALIDATION_FAILED', message: 'Title must be 10 to 60 characters.', errors: fields });
    expect(toApiError(named)).toEqual({
      success: false,
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'Title must be 10 to 60 characters.',
      errors: fields,
    });
    const uncoded = new BadRequestException({
      message: 'Enter a valid email address.',
      errors: [{ field: 'email', code: 'FIELD_INVALID', params: {}, message: 'Enter a valid email address.' }],
    });
    expect(toApiError(uncoded).code).toBe('VALIDATION_FAILED');
    const malformed = new BadRequestException({ message: 'Bad', errors: [{ field: 1 }] });
    expect(toApiError(malformed)).toEqual({ success: false, statusCode: 400, code: 'BAD_REQUEST', message: 'Bad' });
  });

  it('answers a one-field refusal of a service (fieldError) with its own code, status, message and field', () => {
    const answer = toApiError(
      fieldError(HttpStatus.CONFLICT, 'EMAIL_TAKEN', 'email', 'FIELD_TAKEN', 'An account with that email already exists.'),
    );
    expect(answer).toEqual({
      success: false,
      statusCode: 409,
      code: 'EMAIL_TAKEN',
      message: 'An account with that email already exists.',
      errors: [{ field: 'email', code: 'FIELD_TAKEN', params: {}, message: 'An account with that email already exists.' }],
    });
    expect(ERROR_CODES).toContain(answer.code);
  });

  it('flattens a list of messages into one string', () => {
    const error = new BadRequestException(['name must be longer than or equal to 10 characters', 'rent must not be less than 50']);
    expect(toApiError(error)).toEqual({
      success: false,
      statusCode: 400,
      code: 'BAD_REQUEST',
      message: 'name must be longer than or equal to 10 characters; rent must not be less than 50',
    });
  });

  it('uses the exception message when the response is an object without one', () => {
    expect(toApiError(new HttpException({ reason: 'x' }, 418))).toEqual({
      success: false,
      statusCode: 418,
      code: 'BAD_REQUEST',
      message: 'Http Exception',
    });
  });

  it("names body-parser's malformed JSON by its own code", () => {
    const parseError = Object.assign(new SyntaxError('Unexpected token } in JSON at position 9'), { status: 400 });
    expect(toApiError(new BadRequestException(parseError.message, { cause: parseError }))).toEqual({
      success: false,
      statusCode: 400,
      code: 'MALFORMED_JSON',
      message: API_ERROR_MESSAGES.malformedJson,
    });
    const typed = Object.assign(new Error('Unexpected end of JSON input'), { type: 'entity.parse.failed' });
    expect(toApiError(new BadRequestException('x', { cause: typed })).code).toBe('MALFORMED_JSON');
  });

  it('says a body is too large, with the limit and its own code', () => {
    const cause = Object.assign(new Error('request entity too large'), { type: 'entity.too.large', limit: 1024 * 1024 });
    expect(toApiError(new HttpException('request entity too large', 413, { cause }))).toEqual({
      success: false,
      statusCode: 413,
      code: 'BODY_TOO_LARGE',
      message: 'Request body is too large (the limit is 1 MB)',
    });
    expect(toApiError(new PayloadTooLargeException())).toMatchObject({ code: 'BODY_TOO_LARGE', message: 'Request body is too large' });
  });

  it('keeps the code and words of a 413 that has its own (an upload over its limit)', () => {
    expect(toApiError(new PayloadTooLargeException(refusal('IMAGE_TOO_LARGE', 'Image must be less than 2 MB.')))).toEqual({
      success: false,
      statusCode: 413,
      code: 'IMAGE_TOO_LARGE',
      message: 'Image must be less than 2 MB.',
    });
  });

  it('hides the details of unexpected errors', () => {
    expect(toApiError(new TypeError("Cannot read properties of undefined (reading 'x')"))).toEqual({
      success: false,
      statusCode: 500,
      code: 'INTERNAL_ERROR',
      message: API_ERROR_MESSAGES.internalError,
    });
    expect(toApiError('a string')).toEqual({
      success: false,
      statusCode: 500,
      code: 'INTERNAL_ERROR',
      message: API_ERROR_MESSAGES.internalError,
    });
    expect(toApiError(undefined).statusCode).toBe(500);
  });

  it('reports an unreachable database as 503 DATABASE_UNAVAILABLE', () => {
    const error = Object.assign(new Error('Server selection timed out after 5000 ms'), { name: 'MongoServerSelectionError' });
    expect(toApiError(error)).toEqual({
      success: false,
      statusCode: 503,
      code: 'DATABASE_UNAVAILABLE',
      message: API_ERROR_MESSAGES.databaseUnavailable,
    });
    expect(toApiError(new Error('Operation `listings.find()` buffering timed out after 10000ms'))).toMatchObject({
      statusCode: 503,
      code: 'DATABASE_UNAVAILABLE',
    });
    // What the driver let through when the database died as a create was being written.
    const writeAfterDeath = Object.assign(new Error('This socket has been ended by the other party'), { code: 'EPIPE' });
    expect(toApiError(writeAfterDeath)).toMatchObject({ statusCode: 503, code: 'DATABASE_UNAVAILABLE' });
  });

  it('maps duplicate keys to 409 DUPLICATE_RECORD and mongoose input errors to 400 INVALID_INPUT', () => {
    expect(toApiError(Object.assign(new Error('E11000 duplicate key'), { code: 11000 }))).toMatchObject({
      statusCode: 409,
      code: 'DUPLICATE_RECORD',
    });
    expect(toApiError(Object.assign(new Error('Cast to ObjectId failed'), { name: 'CastError' }))).toMatchObject({
      statusCode: 400,
      code: 'INVALID_INPUT',
    });
  });
});

describe('AllExceptionsFilter', () => {
  const filter = new AllExceptionsFilter();
  let errorLog: jest.SpyInstance;

  beforeEach(() => {
    errorLog = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
  });

  afterEach(() => errorLog.mockRestore());

  function respond(exception: unknown) {
    const response = { headersSent: false, status: jest.fn(), json: jest.fn(), destroy: jest.fn() };
    response.status.mockReturnValue(response);
    filter.catch(exception, httpHost(response));
    return response;
  }

  it('answers with the ApiError shape', () => {
    const response = respond(new NotFoundException('Cannot GET /api/nope'));
    expect(response.status).toHaveBeenCalledWith(404);
    expect(response.json).toHaveBeenCalledWith({ success: false, statusCode: 404, code: 'NOT_FOUND', message: 'Cannot GET /api/nope' });
    expect(errorLog).not.toHaveBeenCalled();
  });

  it('logs unexpected errors with their stack', () => {
    const response = respond(new Error('boom'));
    expect(response.status).toHaveBeenCalledWith(500);
    expect(response.json).toHaveBeenCalledWith({
      success: false,
      statusCode: 500,
      code: 'INTERNAL_ERROR',
      message: API_ERROR_MESSAGES.internalError,
    });
    expect(errorLog).toHaveBeenCalledWith(expect.stringContaining('GET /api/x: Error: boom'));
  });

  it('keeps the code and message of a deliberate 5xx', () => {
    const response = respond(new ServiceUnavailableException(refusal('IDENTITY_PROVIDER_UNAVAILABLE', 'Try later')));
    expect(response.json).toHaveBeenCalledWith({
      success: false,
      statusCode: HttpStatus.SERVICE_UNAVAILABLE,
      code: 'IDENTITY_PROVIDER_UNAVAILABLE',
      message: 'Try later',
    });
  });

  it('cuts off a response whose headers were already sent', () => {
    const response = { headersSent: true, status: jest.fn(), json: jest.fn(), destroy: jest.fn() };
    filter.catch(new Error('stream broke'), httpHost(response));
    expect(response.destroy).toHaveBeenCalled();
    expect(response.json).not.toHaveBeenCalled();
  });
});
