/** Sign-in, account deletion and sign-out, each tracked as start, success or failure. */
import { useCallback, useMemo } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { apiClientAtom, errorMessage } from '@nivasa/session/api-client';
import type { SignInRequest } from '@nivasa/contracts/api';
import { sessionApi } from '@nivasa/session/session-api';
import { currentUserAtom, sessionStatusAtom } from '@nivasa/session/session-state';
import type { CurrentUser } from '@nivasa/session/session-storage';

export interface SessionActions {
  /** Each resolves to true on success; on failure the message is in the session status. */
  signIn(credentials: SignInRequest): Promise<boolean>;
  signOut(): Promise<boolean>;
  deleteAccount(userId: string): Promise<boolean>;
  clearError(): void;
}

export function useSessionActions(): SessionActions {
  const client = useAtomValue(apiClientAtom);
  const setCurrentUser = useSetAtom(currentUserAtom);
  const setStatus = useSetAtom(sessionStatusAtom);

  const track = useCallback(
    async <T>(call: () => Promise<T>, nextUser: (result: T) => CurrentUser): Promise<boolean> => {
      setStatus({ loading: true, error: null });
      try {
        const result = await call();
        setCurrentUser(nextUser(result));
        setStatus({ loading: false, error: null });
        return true;
      } catch (error) {
        setStatus({ loading: false, error: errorMessage(error) });
        return false;
      }
    },
    [setCurrentUser, setStatus],
  );

  return useMemo(
    () => ({
      signIn: (credentials) => track(() => sessionApi.signIn(client, credentials), ({ user }) => user),
      signOut: () => track(() => sessionApi.signOut(client), () => null),
      deleteAccount: (userId) => track(() => sessionApi.deleteAccount(client, userId), () => null),
      clearError: () => setStatus((status) => ({ ...status, error: null })),
    }),
    [client, setStatus, track],
  );
}
