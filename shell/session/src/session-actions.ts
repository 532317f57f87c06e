/** Sign-in, profile update, account deletion and sign-out, each tracked as start, success or failure. */
import { useCallback, useMemo } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { apiClientAtom, errorMessage, type Refusal, refusalOf } from '@nivasa/session/api-client';
import type { AuthResponse, SignInRequest, UpdateUserRequest } from '@nivasa/contracts/api';
import { sessionApi } from '@nivasa/session/session-api';
import { currentUserAtom, sessionStatusAtom } from '@nivasa/session/session-state';
import type { CurrentUser } from '@nivasa/session/session-storage';

/** What a sign-out that did not go through says, whatever the cause. */
export const SIGN_OUT_FAILED_MESSAGE = 'Failed to sign out. Please try again or contact support!';

/**
 * Runs once the API agreed, before the user is cleared: a page only signed-in users may see must
 * be left first, or its guard would send the visitor to sign in (and back here after).
 */
export type LeaveFirst = () => unknown;

export type UpdateOutcome = { message: string } | { refusal: Refusal };

export interface SessionActions {
  /** Each resolves to true on success; on failure the message is in the session status. */
  signIn(credentials: SignInRequest): Promise<boolean>;
  /**
   * Sign-in through the identity provider: `obtainIdToken` runs the provider's part (the popup)
   * inside the tracked attempt, so its failures (a cancelled popup) are sign-in failures too.
   */
  signInWithIdentityProvider(obtainIdToken: () => Promise<string>): Promise<boolean>;
  /**
   * Only the changed fields; the response's user becomes the current user. Resolves to the
   * API's message (a new email waits for its link, which the message says), or the refusal.
   */
  updateUser(userId: string, changes: UpdateUserRequest): Promise<UpdateOutcome>;
  signOut(leaveFirst?: LeaveFirst): Promise<boolean>;
  deleteAccount(userId: string, leaveFirst?: LeaveFirst): Promise<boolean>;
  clearError(): void;
}

export function useSessionActions(): SessionActions {
  const client = useAtomValue(apiClientAtom);
  const setCurrentUser = useSetAtom(currentUserAtom);
  const setStatus = useSetAtom(sessionStatusAtom);

  const track = useCallback(
    async <T>(
      call: () => Promise<T>,
      nextUser: (result: T) => CurrentUser,
      { failure = errorMessage, leaveFirst }: { failure?: (error: unknown) => string; leaveFirst?: LeaveFirst } = {},
    ): Promise<boolean> => {
      setStatus({ loading: true, error: null });
      try {
        const result = await call();
        await leaveFirst?.();
        setCurrentUser(nextUser(result));
        setStatus({ loading: false, error: null });
        return true;
      } catch (error) {
        setStatus({ loading: false, error: failure(error) });
        return false;
      }
    },
    [setCurrentUser, setStatus],
  );

  return useMemo(
    () => ({
      signIn: (credentials) =>
        track(
          () => sessionApi.signIn(client, credentials),
          ({ user }) => user,
        ),
      signInWithIdentityProvider: (obtainIdToken) =>
        track(
          async () => sessionApi.signInWithIdToken(client, { idToken: await obtainIdToken() }),
          ({ user }) => user,
        ),
      updateUser: async (userId, changes) => {
        let answer: AuthResponse | undefined;
        let refusal: Refusal = { message: '', errors: [] };
        const updated = await track(
          async () => (answer = await sessionApi.updateUser(client, userId, changes)),
          ({ user }) => user,
          { failure: (error) => (refusal = refusalOf(error)).message },
        );
        return updated && answer ? { message: answer.message } : { refusal };
      },
      signOut: (leaveFirst) =>
        track(
          () => sessionApi.signOut(client),
          () => null,
          { failure: () => SIGN_OUT_FAILED_MESSAGE, leaveFirst },
        ),
      deleteAccount: (userId, leaveFirst) =>
        track(
          () => sessionApi.deleteAccount(client, userId),
          () => null,
          { leaveFirst },
        ),
      clearError: () => setStatus((status) => ({ ...status, error: null })),
    }),
    [client, setStatus, track],
  );
}
