/**
 * Whether a request comes from a moderator's session, as the API tells it from the session
 * cookie: the moderators' queue then asks for its first page with the HTML. Only a hint for that
 * preload (the API checks every call itself), so anything short of a clear yes is no: no cookie,
 * a refused or odd answer, an API slower than the deadline.
 */
import { AUTH_PATHS } from '@nivasa/contracts/api';
import { verifyTokenResponseSchema } from '@nivasa/contracts/answers-schema';
import { sessionCookie } from './session-cookie';

/** How long the page waits to know; the queue asks for itself once its code runs anyway. */
export const MODERATOR_CHECK_DEADLINE_MS = 150;

export async function isModeratorSession(
  request: { cookie: string | undefined; clientAddress: string | undefined },
  apiUrl: string,
  deadlineMs = MODERATOR_CHECK_DEADLINE_MS,
): Promise<boolean> {
  const cookie = sessionCookie(request.cookie);
  if (!cookie) return false;
  try {
    const response = await fetch(new URL(AUTH_PATHS.verifyToken, apiUrl), {
      // The API throttles by the client's address, not the shell's.
      headers: {
        Cookie: cookie,
        Accept: 'application/json',
        ...(request.clientAddress ? { 'X-Forwarded-For': request.clientAddress } : {}),
      },
      signal: AbortSignal.timeout(deadlineMs),
    });
    if (!response.ok) return false;
    const answer = verifyTokenResponseSchema.safeParse(await response.json());
    return answer.success && answer.data.user?.isAdmin === true;
  } catch {
    return false;
  }
}
