import { SESSION } from '@nivasa/contracts/limits';

/** The longest session cookie passed on; a real one is a JWT of a few hundred characters. */
export const MAX_SESSION_COOKIE_LENGTH = 4_096;

/**
 * The session cookie alone (`name=value`), as the browser sent it, for a call the server makes
 * on the visitor's behalf: nothing else of theirs goes along. Undefined without one, or with an
 * empty or oversized one.
 */
export function sessionCookie(cookieHeader: string | undefined): string | undefined {
  const cookie = (cookieHeader ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${SESSION.cookieName}=`));
  return cookie && cookie.length > SESSION.cookieName.length + 1 && cookie.length <= MAX_SESSION_COOKIE_LENGTH ? cookie : undefined;
}
