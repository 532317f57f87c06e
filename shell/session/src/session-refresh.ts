/** On load, ask the API who the session cookie belongs to. */
import { useEffect } from 'react';
import { type QueryClient, queryOptions, useQueryClient } from '@tanstack/react-query';
import { type getDefaultStore, useStore } from 'jotai';
import { RATE_LIMIT_CODES } from '@nivasa/contracts/errors';
import { type ApiClient, ApiRequestError, apiClientAtom, errorMessage, hasErrorCode } from '@nivasa/session/api-client';
import { sessionApi } from '@nivasa/session/session-api';
import { currentUserAtom, sessionCheckAtom } from '@nivasa/session/session-state';

type Store = ReturnType<typeof getDefaultStore>;

/** Whether the API answered that the session is not (or no longer) valid: a refusal (4xx) other than a rate limit. */
function sessionRefused(error: unknown): boolean {
  return error instanceof ApiRequestError && error.statusCode >= 400 && error.statusCode < 500 && !hasErrorCode(error, ...RATE_LIMIT_CODES);
}

const getCurrentUser = async (client: ApiClient) => (await sessionApi.verifyToken(client)).user;

/** Who the session cookie belongs to, as the API says now: null for a visitor; refused when the token no longer holds. */
export const getCurrentUserQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: ['session', 'current-user'],
    queryFn: () => getCurrentUser(client),
    // Guards wait for this answer, and a refusal would only be refused again.
    retry: false,
  });

/**
 * Sets the session user from the API's answer. Asked again while the answer is on its way (React
 * mounts twice in development), it waits for the same request.
 */
export async function refreshSession(store: Store, queryClient: QueryClient): Promise<void> {
  const client = store.get(apiClientAtom);
  try {
    const user = await queryClient.fetchQuery(getCurrentUserQueryOptions(client));
    store.set(currentUserAtom, user);
    store.set(sessionCheckAtom, { checked: true, error: null, unavailable: false });
  } catch (error) {
    const hadUser = store.get(currentUserAtom) !== null;
    const refused = sessionRefused(error);
    // Signed out locally first, so guards never show a page to a stale session.
    store.set(currentUserAtom, null);
    store.set(sessionCheckAtom, { checked: true, error: errorMessage(error), unavailable: !refused });
    // The access_token cookie is httpOnly: only the API can drop it. A 401 means the browser still
    // sends a token that no longer holds (a visitor gets a 200), so it goes even when nobody was
    // signed in here, or it would be refused on every page. An outage is no reason to: the session
    // comes back with the API.
    const staleToken = error instanceof ApiRequestError && error.statusCode === 401;
    if (refused && (hadUser || staleToken)) await sessionApi.signOut(client).catch(() => undefined);
  }
}

export function useSessionRefresh(): void {
  const store = useStore();
  const queryClient = useQueryClient();
  useEffect(() => {
    void refreshSession(store, queryClient);
  }, [store, queryClient]);
}
