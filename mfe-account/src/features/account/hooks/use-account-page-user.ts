import { useEffect } from 'react';
import { useSessionActions } from '@nivasa/session/session-actions';
import { useCurrentUser } from '@nivasa/session/session-state';

/**
 * The signed-in user an account page shows. An error another screen left behind (a failed
 * sign-in) does not belong on it, so it is cleared on arrival. The shell's guard mounts these
 * pages for a signed-in user only; after signing out they get null and unmount.
 */
export function useAccountPageUser() {
  const user = useCurrentUser();
  const { clearError } = useSessionActions();
  useEffect(() => clearError(), [clearError]);
  return user;
}
