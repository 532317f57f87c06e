/**
 * Sign-in, profile update, account deletion and sign-out, each a mutation: whether it is under
 * way and why it failed belong to the screen that started it, not to the whole session.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import type { SignInRequest, UpdateUserRequest } from '@nivasa/contracts/api';
import { useApiClient } from '@nivasa/session/api-client';
// One shared module holds the package's catalogues, so their runtime is not copied into each module that shows them.
import { SIGN_OUT_TEXT } from '@nivasa/session/catalogues';
import { useText } from '@nivasa/session/language';
import { sessionApi } from '@nivasa/session/session-api';
import { currentUserAtom } from '@nivasa/session/session-state';
import { forgetAccountData } from '@nivasa/session/session-storage';

/** What a sign-out that did not go through says, in English (as remotes' tests name it); the page shows it in its language. */
export const SIGN_OUT_FAILED_MESSAGE = SIGN_OUT_TEXT.en.failed;

/**
 * Runs once the API agreed, before the user is cleared: a page only signed-in users may see must
 * be left first, or its guard would send the visitor to sign in (and back here after).
 */
export type LeaveFirst = () => unknown;

/**
 * Email and password, or the identity provider's ID token. The provider's part (the popup) runs
 * inside the attempt, so its failures (a cancelled popup) are the sign-in's failures too.
 */
export type SignInMethod = { credentials: SignInRequest } | { obtainIdToken: () => Promise<string> };

/** One attempt at a time, whichever the method: a page's password form and provider button share it. */
export function useSignIn() {
  const client = useApiClient();
  const setCurrentUser = useSetAtom(currentUserAtom);
  return useMutation({
    mutationFn: async (method: SignInMethod) =>
      'credentials' in method
        ? sessionApi.signIn(client, method.credentials)
        : sessionApi.signInWithIdToken(client, { idToken: await method.obtainIdToken() }),
    onSuccess: ({ user }) => setCurrentUser(user),
  });
}

export type SignInMutation = ReturnType<typeof useSignIn>;

export interface UserUpdate {
  userId: string;
  /** Only the changed fields. */
  changes: UpdateUserRequest;
}

/** The answer's user becomes the current user; its message (a new email waits for its link) is for the form. */
export function useUpdateUser() {
  const client = useApiClient();
  const setCurrentUser = useSetAtom(currentUserAtom);
  return useMutation({
    mutationFn: ({ userId, changes }: UserUpdate) => sessionApi.updateUser(client, userId, changes),
    onSuccess: ({ user }) => setCurrentUser(user),
  });
}

/** Once the API has ended the session: leave the page, then forget the user and what was fetched for them. */
function useEndSession(leaveFirst?: LeaveFirst) {
  const setCurrentUser = useSetAtom(currentUserAtom);
  const queryClient = useQueryClient();
  return async () => {
    await leaveFirst?.();
    setCurrentUser(null);
    // Whoever uses this browser next must not see the account's cached answers, nor its drafts.
    queryClient.removeQueries();
    forgetAccountData();
  };
}

export function useSignOut(leaveFirst?: LeaveFirst) {
  const client = useApiClient();
  const endSession = useEndSession(leaveFirst);
  const text = useText(SIGN_OUT_TEXT);
  return useMutation({
    mutationFn: () =>
      sessionApi.signOut(client).catch(() => {
        throw new Error(text.failed);
      }),
    onSuccess: () => endSession(),
  });
}

/** Takes the account's id. */
export function useDeleteAccount(leaveFirst?: LeaveFirst) {
  const client = useApiClient();
  const endSession = useEndSession(leaveFirst);
  return useMutation({
    mutationFn: (userId: string) => sessionApi.deleteAccount(client, userId),
    onSuccess: () => endSession(),
  });
}
