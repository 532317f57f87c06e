import { ForbiddenException } from '@nestjs/common';
import type { ExecutionContext } from '@nestjs/common';
import type { ConfigService } from '../../config/config.service';
import { type CsrfRequest, csrfVerdict } from './csrf';
import { CsrfGuard } from './csrf.guard';

const ALLOWED = ['http://localhost:3000', 'https://nivasa.lk'];
const SESSION = { access_token: 'a.b.c' };

function verdict(request: Partial<CsrfRequest> & { method: string }): string {
  return csrfVerdict({ headers: {}, ...request }, ALLOWED);
}

describe('csrfVerdict', () => {
  it.each(['GET', 'HEAD', 'OPTIONS'])('lets %s through whatever its origin', (method) => {
    expect(verdict({ method, headers: { origin: 'https://evil.example' }, cookies: SESSION })).toBe('allowed');
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE', 'post'])('refuses a cookie-carrying %s from a foreign origin', (method) => {
    expect(verdict({ method, headers: { origin: 'https://evil.example' }, cookies: SESSION })).toBe('refused');
  });

  it('accepts a cookie-carrying write from an allowed origin', () => {
    expect(verdict({ method: 'POST', headers: { origin: 'http://localhost:3000' }, cookies: SESSION })).toBe('allowed');
    expect(verdict({ method: 'DELETE', headers: { origin: 'https://nivasa.lk' }, cookies: SESSION })).toBe('allowed');
  });

  it('compares whole origins: scheme, host and port', () => {
    for (const origin of ['http://localhost:3001', 'https://localhost:3000', 'http://nivasa.lk', 'https://nivasa.lk.evil.example']) {
      expect(verdict({ method: 'POST', headers: { origin }, cookies: SESSION })).toBe('refused');
    }
  });

  it("refuses the opaque origin 'null' and garbage", () => {
    expect(verdict({ method: 'POST', headers: { origin: 'null' }, cookies: SESSION })).toBe('refused');
    expect(verdict({ method: 'POST', headers: { origin: 'not a url' }, cookies: SESSION })).toBe('refused');
  });

  it('falls back to the Referer when a browser sent no Origin', () => {
    expect(verdict({ method: 'POST', headers: { referer: 'http://localhost:3000/edit-details' }, cookies: SESSION })).toBe('allowed');
    expect(verdict({ method: 'POST', headers: { referer: 'https://evil.example/page' }, cookies: SESSION })).toBe('refused');
  });

  it('refuses a cookie-carrying write that shows neither Origin nor Referer', () => {
    expect(verdict({ method: 'POST', cookies: SESSION })).toBe('refused');
    expect(verdict({ method: 'POST', cookies: { oidc_nonce: 'v' } })).toBe('refused');
  });

  it('lets a write without credential cookies through (Bearer tokens, servers, curl)', () => {
    expect(verdict({ method: 'POST', headers: { authorization: 'Bearer a.b.c' } })).toBe('allowed');
    expect(verdict({ method: 'POST', cookies: { cookieConsent: 'accepted' } })).toBe('allowed');
    expect(verdict({ method: 'POST', cookies: { access_token: '' } })).toBe('allowed');
  });

  it('refuses a foreign Origin even without cookies (login CSRF)', () => {
    expect(verdict({ method: 'POST', headers: { origin: 'https://evil.example' } })).toBe('refused');
  });
});

describe('CsrfGuard', () => {
  const guard = new CsrfGuard({ allowedOrigins: ALLOWED } as ConfigService);
  const contextOf = (request: CsrfRequest) =>
    ({ getType: () => 'http', switchToHttp: () => ({ getRequest: () => request }) }) as unknown as ExecutionContext;

  it('answers a refusal with 403 and the message', () => {
    const attempt = () => guard.canActivate(contextOf({ method: 'POST', headers: { origin: 'https://evil.example' }, cookies: SESSION }));
    expect(attempt).toThrow(ForbiddenException);
    expect(attempt).toThrow('Cross-site request refused.');
  });

  it('lets an allowed request through', () => {
    expect(guard.canActivate(contextOf({ method: 'POST', headers: { origin: 'http://localhost:3000' }, cookies: SESSION }))).toBe(true);
  });
});
