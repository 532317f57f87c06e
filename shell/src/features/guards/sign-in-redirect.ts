import type { Location } from '@nivasa/ui/router';

/** Router state a guard leaves for /sign-in: where to return after signing in. */
export interface SignInRedirectState {
  from: Location;
}

export function returnPathAfterSignIn(state: unknown): string {
  const from = (state as Partial<SignInRedirectState> | null)?.from;
  if (!from?.pathname || from.pathname === '/sign-in') return '/';
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}
