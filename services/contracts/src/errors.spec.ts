import { CLIENT_ERROR_CODES, ERROR_CODES, isErrorCode, STATUS_ERROR_CODES, statusErrorCode } from './errors';

describe('error codes', () => {
  it('lists each code once, in capitals, and no client code among the answers', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
    for (const code of ERROR_CODES) expect(code).toMatch(/^[A-Z][A-Z_]*[A-Z]$/);
    for (const code of CLIENT_ERROR_CODES) expect(ERROR_CODES).not.toContain(code);
  });

  it('knows a refusal that names no code by its status, else by its class', () => {
    expect(statusErrorCode(404)).toBe('NOT_FOUND');
    expect(statusErrorCode(401)).toBe('UNAUTHENTICATED');
    expect(statusErrorCode(429)).toBe('TOO_MANY_REQUESTS');
    expect(statusErrorCode(503)).toBe('SERVICE_UNAVAILABLE');
    expect(statusErrorCode(418)).toBe('BAD_REQUEST');
    expect(statusErrorCode(502)).toBe('INTERNAL_ERROR');
    for (const status of [400, 401, 403, 404, 405, 409, 413, 415, 429, 500, 503])
      expect(STATUS_ERROR_CODES).toContain(statusErrorCode(status));
  });

  it('tells a code of the list from anything else', () => {
    expect(isErrorCode('LISTING_NOT_FOUND')).toBe(true);
    expect(isErrorCode('listing_not_found')).toBe(false);
    expect(isErrorCode('NETWORK_ERROR')).toBe(false);
    expect(isErrorCode(404)).toBe(false);
    expect(isErrorCode(undefined)).toBe(false);
  });
});
