/**
 * The session every app reads: one jotai store, shared as a singleton across host and remotes.
 * Modules of this package import each other by package name, so every app, whichever copy of a
 * module it runs, reaches the one shared instance of these atoms.
 */
import { atom, useAtomValue } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { SESSION } from '@nivasa/contracts/limits';
import { sessionStorageAdapter, type CurrentUser } from '@nivasa/session/session-storage';

export const currentUserAtom = atomWithStorage<CurrentUser>(SESSION.storageKey, null, sessionStorageAdapter, {
  getOnInit: true,
});

/** Whether the on-load session refresh has finished; guards wait for it. */
export interface SessionCheck {
  checked: boolean;
  error: string | null;
  /**
   * The check got no verdict: the API could not be reached, failed, or asked to wait (429). The
   * session may well be valid, so guards offer to check again rather than send anyone to sign in.
   */
  unavailable: boolean;
}

export const sessionCheckAtom = atom<SessionCheck>({ checked: false, error: null, unavailable: false });

export function useCurrentUser(): CurrentUser {
  return useAtomValue(currentUserAtom);
}

export function useSessionChecked(): boolean {
  return useAtomValue(sessionCheckAtom).checked;
}
