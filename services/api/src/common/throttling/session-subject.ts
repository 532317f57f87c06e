import { jwtVerify } from 'jose';
import { SESSION_TOKEN_ALGORITHM, SESSION_TOKEN_AUDIENCE, SESSION_TOKEN_ISSUER } from '../../auth/session.service';
import { sessionTokenOf } from '../session-token';

type TokenSource = Parameters<typeof sessionTokenOf>[0];

/**
 * The user id a request's session token names, when its signature, issuer, audience and
 * expiry check out; null otherwise. Counting by it needs no database: a revoked or stale
 * token still names its own user, who gains nothing by it.
 */
export async function sessionSubjectOf(request: TokenSource, key: Uint8Array): Promise<string | null> {
  const token = sessionTokenOf(request);
  if (!token) return null;
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: [SESSION_TOKEN_ALGORITHM],
      issuer: SESSION_TOKEN_ISSUER,
      audience: SESSION_TOKEN_AUDIENCE,
    });
    return typeof payload.sub === 'string' ? payload.sub : null;
  } catch {
    return null;
  }
}
