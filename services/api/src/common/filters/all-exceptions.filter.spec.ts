import {
  BadRequestException,
  HttpException,
  HttpStatus,
  Logger,
  NotFoundException,
  PayloadTooLargeException,
  ServiceUnavailableException,
} from '@nestjs/common';
import type { ArgumentsHost } from '@nestjs/common';
import {
  AllExceptionsFilter,
  DATABASE_UNAVAILABLE_MESSAGE,
  INTERNAL_ERROR_MESSAGE,
  MALFORMED_JSON_MESSAGE,
  toApiError,
} from './all-exceptions.filter';
import { fieldError } from '../field-error';

function httpHost(response: object) {
  return {
    getType: () => 'http',
    switchToHttp: () => ({ getResponse: () => response, getRequest: () => ({ method: 'GET', originalUrl: '/api/x' }) }),
  } as unknown as ArgumentsHost;
}

describe('toApiError', () => {
  it('keeps the field errors an exception names, and only well-formed ones', () => {
    const named = new BadRequestException({
      message: 'Enter a valid email address.',
      errors: [{ field: 'email', code: 'FIELD_INVALID', params: {}, message: 'Enter a valid email address.' }],
    });
    expect(toApiError(named)).toEqual({
      success: false,
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'Enter a valid email address.',
      errors: [{ field: 'email', code: 'FIELD_INVALID', params: {}, message: 'Enter a valid email address.' }],
    });
    const malformed = new BadRequestException({ message: 'Bad', errors: [{ field: 1 }] });
    expect(toApiError(malformed)).toEqual({ success: false, statusCode: 400, message: 'Bad' });
  });

  it('answers a one-field refusal of a service (fieldError) with its status, message and field', () => {
    expect(toApiError(fieldError(HttpStatus.CONFLICT, 'email', 'FIELD_TAKEN', 'An account with that email already exists.'))).toEqual({
      success: false,
      statusCode: 409,
      code: 'VALIDATION_FAILED',
      message: 'An account with that email already exists.',
      errors: [{ field: 'email', code: 'FIELD_TAKEN', params: {}, message: 'An account with that email already exists.' }],
    });
  });

  it('keeps an HttpException string message and status', () => {
    expect(toApiError(new NotFoundException('Listing not found'))).toEqual({
      success: false,
      statusCode: 404,
      message: 'Listing not found',
    });
  });

  it('flattens validation messages into one string', () => {
    const error = new BadRequestException(['name must be longer than or equal to 10 characters', 'rent must not be less than 50']);
    expect(toApiError(error)).toEqual({
      success: false,
      statusCode: 400,
      message: 'name must be longer than or equal to 10 characters; rent must not be less than 50',
    });
  });

  it('uses the exception message when the response is an object without one', () => {
    expect(toApiError(new HttpException({ reason: 'x' }, 418))).toEqual({ success: false, statusCode: 418, message: 'Http Exception' });
  });

  it('names malformed JSON plainly', () => {
    const parseError = Object.assign(new SyntaxError('Unexpected token } in JSON at position 9'), { status: 400 });
    expect(toApiError(new BadRequestException(parseError.message, { cause: parseError }))).toEqual({
      success: false,
      statusCode: 400,
      message: MALFORMED_JSON_MESSAGE,
    });
  });

  it('says a body is too large, with the limit', () => {
    const cause = Object.assign(new Error('request entity too large'), { type: 'entity.too.large', limit: 1024 * 1024 });
    expect(toApiError(new HttpException('request entity too large', 413, { cause }))).toEqual({
      success: false,
      statusCode: 413,
      message: 'Request body is too large (the limit is 1 MB)',
    });
    expect(toApiError(new PayloadTooLargeException()).message).toBe('Request body is too large');
  });

  it('keeps the words of a 413 that has its own (an upload over its limit)', () => {
    expect(toApiError(new PayloadTooLargeException('Image must be less than 2 MB.'))).toEqual({
      success: false,
      statusCode: 413,
      message: 'Image must be less than 2 MB.',
    });
  });

  it('hides the details of unexpected errors', () => {
    expect(toApiError(new TypeError("Cannot read properties of undefined (reading 'x')"))).toEqual({
      success: false,
      statusCode: 500,
      message: INTERNAL_ERROR_MESSAGE,
    });
    expect(toApiError('a string')).toEqual({ success: false, statusCode: 500, message: INTERNAL_ERROR_MESSAGE });
    expect(toApiError(undefined).statusCode).toBe(500);
  });

  it('reports an unreachable database as 503', () => {
    const error = Object.assign(new Error('Server selection timed out after 5000 ms'), { name: 'MongoServerSelectionError' });
    expect(toApiError(error)).toEqual({ success: false, statusCode: 503, message: DATABASE_UNAVAILABLE_MESSAGE });
    expect(toApiError(new Error('Operation `listings.find()` buffering timed out after 10000ms')).statusCode).toBe(503);
  });

  it('maps duplicate keys to 409 and mongoose input errors to 400', () => {
    expect(toApiError(Object.assign(new Error('E11000 duplicate key'), { code: 11000 })).statusCode).toBe(409);
    expect(toApiError(Object.assign(new Error('Cast to ObjectId failed'), { name: 'CastError' })).statusCode).toBe(400);
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
    expect(response.json).toHaveBeenCalledWith({ success: false, statusCode: 404, message: 'Cannot GET /api/nope' });
    expect(errorLog).not.toHaveBeenCalled();
  });

  it('logs unexpected errors with their stack', () => {
    const response = respond(new Error('boom'));
    expect(response.status).toHaveBeenCalledWith(500);
    expect(response.json).toHaveBeenCalledWith({ success: false, statusCode: 500, message: INTERNAL_ERROR_MESSAGE });
    expect(errorLog).toHaveBeenCalledWith(expect.stringContaining('GET /api/x: Error: boom'));
  });

  it('keeps the message of a deliberate 5xx', () => {
    const response = respond(new ServiceUnavailableException('Try later'));
    expect(response.json).toHaveBeenCalledWith({ success: false, statusCode: HttpStatus.SERVICE_UNAVAILABLE, message: 'Try later' });
  });

  it('cuts off a response whose headers were already sent', () => {
    const response = { headersSent: true, status: jest.fn(), json: jest.fn(), destroy: jest.fn() };
    filter.catch(new Error('stream broke'), httpHost(response));
    expect(response.destroy).toHaveBeenCalled();
    expect(response.json).not.toHaveBeenCalled();
  });
});
