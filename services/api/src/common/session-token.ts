import { SESSION } from '@nivasa/contracts/limits';
import type { Request } from 'express';

/** The session cookie: a JWT (HS256) naming the user and their session version. */
export const SESSION_COOKIE = SESSION.cookieName;

/** The cookie that carries an identity-provider sign-in attempt (see IdentityProviderService). */
export const OIDC_NONCE_COOKIE = 'oidc_nonce';

/** Cookies that make a browser request carry credentials; what the CSRF check watches. */
export const CREDENTIAL_COOKIES = [SESSION_COOKIE, OIDC_NONCE_COOKIE] as const;

type TokenSource = Pick<Request, 'headers'> & { cookies?: Record<string, unknown> };

export function bearerTokenOf(request: TokenSource): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

export function sessionCookieOf(request: TokenSource): string | undefined {
  const value = request.cookies?.[SESSION_COOKIE];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** The session token of a request: an `Authorization: Bearer` header, else the cookie. */
export function sessionTokenOf(request: TokenSource): string | null {
  return bearerTokenOf(request) ?? sessionCookieOf(request) ?? null;
}
