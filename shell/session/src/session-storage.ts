/** The signed-in user kept in localStorage as `root: { version: 1, currentUser }`. */
import type { atomWithStorage } from 'jotai/utils';
import type { PublicUser } from '@nivasa/contracts/api';
import { SESSION } from '@nivasa/contracts/limits';

export type CurrentUser = PublicUser | null;

// jotai does not export its storage interface; this is the synchronous one.
type SyncStorage<Value> = NonNullable<Parameters<typeof atomWithStorage<Value>>[2]>;

interface PersistedSession {
  version: number;
  currentUser: CurrentUser;
}

function isUser(value: unknown): value is PublicUser {
  if (!value || typeof value !== 'object') return false;
  const user = value as Record<string, unknown>;
  return typeof user._id === 'string' && typeof user.username === 'string' && typeof user.email === 'string';
}

function parse(raw: string | null, fallback: CurrentUser): CurrentUser {
  if (!raw) return fallback;
  try {
    const stored = JSON.parse(raw) as Partial<PersistedSession>;
    // Another version's shape cannot be trusted; the session refresh restores the user.
    if (stored.version !== SESSION.storageVersion) return fallback;
    return isUser(stored.currentUser) ? stored.currentUser : null;
  } catch {
    return fallback;
  }
}

function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    // Storage can be blocked (private modes, strict cookie settings): keep the session in memory.
    return undefined;
  }
}

export const sessionStorageAdapter: SyncStorage<CurrentUser> = {
  getItem: (key, initialValue) => parse(browserStorage()?.getItem(key) ?? null, initialValue),
  setItem: (key, currentUser) => {
    const persisted: PersistedSession = { version: SESSION.storageVersion, currentUser };
    browserStorage()?.setItem(key, JSON.stringify(persisted));
  },
  removeItem: (key) => browserStorage()?.removeItem(key),
  // Signing in or out in one tab updates the others.
  subscribe: (key, callback, initialValue) => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === key) callback(parse(event.newValue, initialValue));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  },
};

/**
 * Removes what the browser keeps for the account that leaves (SESSION.accountDataKeyPrefix: the
 * listing drafts), so whoever uses this browser next does not find it.
 */
export function forgetAccountData(): void {
  const storage = browserStorage();
  if (!storage) return;
  const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
  for (const key of keys) if (key?.startsWith(SESSION.accountDataKeyPrefix)) storage.removeItem(key);
}
