import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useStore } from 'jotai';
import { Navigate, Outlet, useLocation } from '@nivasa/ui/router';
import { useText } from '@nivasa/session/language';
import { refreshSession } from '@nivasa/session/session-refresh';
import { sessionCheckAtom, useCurrentUser } from '@nivasa/session/session-state';
import { PATHS } from '@nivasa/contracts/paths';
import { PrerenderedPageOrLoading } from '../../../components/prerendered-page';
import { UnavailableNotice } from '../../../components/unavailable-notice';
import { SESSION_UNAVAILABLE_TEXT } from '../messages';
import type { SignInRedirectState } from '../sign-in-redirect';
import { ModeratorsOnly } from './moderators-only';

/** The session check got no answer: say so, and check again on Retry (the page follows once it succeeds). */
function SessionUnavailable({ message }: { message: string }) {
  const store = useStore();
  const queryClient = useQueryClient();
  const text = useText(SESSION_UNAVAILABLE_TEXT);
  return <UnavailableNotice title={text.title} hint={message} onRetry={() => refreshSession(store, queryClient)} />;
}

/**
 * Shows the nested routes to a signed-in user (an admin, with `admin`); a visitor goes to
 * /sign-in, remembering this page, and a member on an admin page is told it is for moderators. Waits for the session check rather than judging a stale session,
 * and when the check got no answer (the API or its database down), offers to check again.
 */
export function RequireUser({ admin = false }: { admin?: boolean }) {
  const user = useCurrentUser();
  const check = useAtomValue(sessionCheckAtom);
  const location = useLocation();

  // A page the server drew for this session stays while the browser checks it too.
  if (!check.checked) return <PrerenderedPageOrLoading pathname={location.pathname} />;
  if (check.unavailable) return <SessionUnavailable message={check.error ?? ''} />;
  if (!user) {
    const state: SignInRedirectState = { from: location };
    return <Navigate to={PATHS.signIn} replace state={state} />;
  }
  // Signing in again would not help a member: say whose pages these are instead.
  if (admin && !user.isAdmin) return <ModeratorsOnly />;
  return <Outlet />;
}
