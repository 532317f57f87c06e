import { Navigate, Outlet, useLocation } from '@nivasa/ui/router';
import { useCurrentUser, useSessionChecked } from '@nivasa/session/session-state';
import { LoadingScreen } from '@nivasa/ui/loading-screen';
import { PATHS } from '@nivasa/contracts/paths';
import type { SignInRedirectState } from '../sign-in-redirect';

/**
 * Shows the nested routes to a signed-in user (an admin, with `admin`); anyone else goes to
 * /sign-in, remembering this page. Waits for the session check rather than judging a stale session.
 */
export function RequireUser({ admin = false }: { admin?: boolean }) {
  const user = useCurrentUser();
  const checked = useSessionChecked();
  const location = useLocation();

  if (!checked) return <LoadingScreen />;
  if (!user || (admin && !user.isAdmin)) {
    const state: SignInRedirectState = { from: location };
    return <Navigate to={PATHS.signIn} replace state={state} />;
  }
  return <Outlet />;
}
