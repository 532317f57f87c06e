import type { Location } from '@nivasa/ui/router';
import { PATHS } from '@nivasa/contracts/paths';

/**
 * Router state on the way to /sign-in: where to return after signing in (left by a guard, and
 * carried between sign-in and sign-up), and after a sign-up its notice and the new account's email.
 */
export interface SignInRedirectState {
  from?: Location;
  notice?: string;
  email?: string;
}

function readState(state: unknown): SignInRedirectState {
  return state && typeof state === 'object' ? (state as SignInRedirectState) : {};
}

export function returnPathAfterSignIn(state: unknown): string {
  const { from } = readState(state);
  if (!from?.pathname || from.pathname === PATHS.signIn) return PATHS.home;
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

export function signInNotice(state: unknown): string | null {
  const { notice } = readState(state);
  return typeof notice === 'string' && notice ? notice : null;
}

export function signInEmail(state: unknown): string {
  const { email } = readState(state);
  return typeof email === 'string' ? email : '';
}

/** The state for the next page of the sign-in: the same `from`, nothing else. */
export function keepReturnPath(state: unknown): SignInRedirectState {
  const { from } = readState(state);
  return from ? { from } : {};
}
