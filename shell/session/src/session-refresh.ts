/** On load, ask the API who the session cookie belongs to. */
import { useEffect } from 'react';
import { getDefaultStore, useStore } from 'jotai';
import { apiClientAtom, errorMessage } from '@nivasa/session/api-client';
import { sessionApi } from '@nivasa/session/session-api';
import { currentUserAtom, sessionCheckAtom } from '@nivasa/session/session-state';

type Store = ReturnType<typeof getDefaultStore>;

const refreshes = new WeakMap<Store, Promise<void>>();

async function verifySession(store: Store): Promise<void> {
  const client = store.get(apiClientAtom);
  try {
    const { user } = await sessionApi.verifyToken(client);
    store.set(currentUserAtom, user);
    store.set(sessionCheckAtom, { checked: true, error: null });
  } catch (error) {
    const hadUser = store.get(currentUserAtom) !== null;
    // Signed out locally first, so guards never show a page to a stale session.
    store.set(currentUserAtom, null);
    store.set(sessionCheckAtom, { checked: true, error: errorMessage(error) });
    // The access_token cookie is httpOnly: only the API can drop it.
    if (hadUser) await sessionApi.signOut(client).catch(() => undefined);
  }
}

/** Runs once per store, however many times it is asked (React may mount twice in development). */
export function refreshSession(store: Store = getDefaultStore()): Promise<void> {
  let refresh = refreshes.get(store);
  if (!refresh) {
    refresh = verifySession(store);
    refreshes.set(store, refresh);
  }
  return refresh;
}

export function useSessionRefresh(): void {
  const store = useStore();
  useEffect(() => {
    void refreshSession(store);
  }, [store]);
}
