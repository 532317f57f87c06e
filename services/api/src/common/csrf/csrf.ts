import type { IncomingHttpHeaders } from 'node:http';
import { CREDENTIAL_COOKIES } from '../session-token';

/** Methods that change something; only these are checked. */
export const UNSAFE_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface CsrfRequest {
  method: string;
  headers: IncomingHttpHeaders;
  cookies?: Record<string, unknown>;
}

export type CsrfVerdict = 'allowed' | 'refused';

function originOfUrl(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

function carriesCredentialCookie(request: CsrfRequest): boolean {
  return CREDENTIAL_COOKIES.some((name) => {
    const value = request.cookies?.[name];
    return typeof value === 'string' && value !== '';
  });
}

/**
 * The CSRF rule, second layer behind the cookies' SameSite=Lax:
 * - safe methods (GET, HEAD, OPTIONS) pass: they change nothing;
 * - an unsafe request naming a foreign Origin is refused, cookie or not (this also stops
 *   login CSRF, where a foreign page signs the visitor into the attacker's account);
 * - an unsafe request carrying a credential cookie must show an allowed Origin, or when a
 *   browser sent none, an allowed Referer;
 * - an unsafe request with neither cookie nor Origin (a Bearer token, curl, a server) passes:
 *   a browser cannot be tricked into sending a header it does not hold.
 */
export function csrfVerdict(request: CsrfRequest, allowedOrigins: readonly string[]): CsrfVerdict {
  if (!UNSAFE_METHODS.has(request.method.toUpperCase())) return 'allowed';
  const allowed = (origin: string | null) => origin !== null && allowedOrigins.includes(origin);
  const origin = request.headers.origin;
  if (typeof origin === 'string' && origin !== '') {
    // 'null' (a sandboxed frame, a privacy redirect) is no origin we know.
    return allowed(origin === 'null' ? null : originOfUrl(origin)) ? 'allowed' : 'refused';
  }
  if (!carriesCredentialCookie(request)) return 'allowed';
  const referer = request.headers.referer;
  return typeof referer === 'string' && allowed(originOfUrl(referer)) ? 'allowed' : 'refused';
}
