import { useEffect } from 'react';
import { type MutationState, useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { useStore } from 'jotai';
import { AUTH_PATHS, type ConfirmEmailResponse } from '@nivasa/contracts/api';
import { type ApiClient, useApiClient } from '@nivasa/session/api-client';
import { getCurrentUserQueryOptions } from '@nivasa/session/session-refresh';
import { currentUserAtom } from '@nivasa/session/session-state';

/** The link mailed to a new address; no session needed. */
export const confirmEmail = (client: ApiClient, token: string) => client.post<ConfirmEmailResponse>(AUTH_PATHS.confirmEmail(token));

export type EmailConfirmation = MutationState<ConfirmEmailResponse, Error, void>;

/**
 * Confirms the link as soon as the page opens, and gives how it went. A link works once, so it
 * is sent once while the app is open, however often the page mounts (React mounts twice in
 * development): the confirmation is kept, by its token, for as long as the app runs.
 */
export function useConfirmEmail(token: string): EmailConfirmation | undefined {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const store = useStore();
  const mutationKey = ['email-confirmation', token];

  const { mutate } = useMutation({
    mutationKey,
    mutationFn: () => confirmEmail(client, token),
    // Whoever is signed in here is read again: if it is this account, the header and pages show the new email.
    onSuccess: async () => {
      if (!store.get(currentUserAtom)) return;
      const currentUser = getCurrentUserQueryOptions(client);
      // The page's own session check may have left before the change and answer with the old
      // email; fetchQuery would hand us that same answer. So let it land first, then ask again.
      await queryClient.fetchQuery(currentUser).catch(() => null);
      const fresh = await queryClient.fetchQuery({ ...currentUser, staleTime: 0 }).catch(() => null);
      if (fresh) store.set(currentUserAtom, fresh);
    },
    gcTime: Infinity,
  });

  const [confirmation] = useMutationState({
    filters: { mutationKey, exact: true },
    select: (mutation) => mutation.state as EmailConfirmation,
  });

  useEffect(() => {
    if (!queryClient.getMutationCache().find({ mutationKey: ['email-confirmation', token], exact: true })) mutate();
  }, [queryClient, token, mutate]);

  return confirmation;
}
