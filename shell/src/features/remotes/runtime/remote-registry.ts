/** Registers the remotes from the map and loads their routes, with a retry that starts afresh. */
import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, type RemoteName, type RemoteRoutesModule, type RemotesConfig } from '@nivasa/contracts/federation';
import { fetchRemotesConfig, initialRemotesConfig } from '../api/remotes-config';
import { unavailableRemote, type UnavailableRemote } from './unavailable-remote';

export type LoadedRemote = RemoteRoutesModule<ComponentType> | UnavailableRemote;

function register(config: RemotesConfig, names: readonly RemoteName[], force: boolean): void {
  registerRemotes(
    // Containers are named nivasa_<remote> (see rspack.config.base.ts): `public` alone is a
    // reserved word in strict code and would make a poor global.
    names.map((name) => ({ name: `nivasa_${name}`, alias: name, entry: config[name].manifest })),
    { force },
  );
}

let startupRegistration: Promise<void> | undefined;

/**
 * Registers every remote of the start-up map once. If the map cannot be read, nothing is
 * registered: loads then fail into the fallback, and Retry registers from a fresh map.
 */
function registerStartupRemotes(): Promise<void> {
  startupRegistration ??= initialRemotesConfig().then(
    (config) => register(config, REMOTE_NAMES, false),
    (error: unknown) => console.error('Nivasa: could not read the remotes map', error),
  );
  return startupRegistration;
}

const loads = new Map<RemoteName, Promise<LoadedRemote>>();

async function load(remote: RemoteName): Promise<LoadedRemote> {
  const id = `${remote}/routes`;
  try {
    await registerStartupRemotes();
    // A failure inside loadRemote comes back from the fallback plugin as an UnavailableRemote.
    const loaded = await loadRemote<LoadedRemote>(id);
    return loaded ?? unavailableRemote(id, new Error('empty module'));
  } catch (error) {
    return unavailableRemote(id, error);
  }
}

/** The same promise until a retry, so React's use() sees a stable value across renders. */
export function loadRemoteRoutes(remote: RemoteName): Promise<LoadedRemote> {
  let pending = loads.get(remote);
  if (!pending) {
    pending = load(remote);
    loads.set(remote, pending);
  }
  return pending;
}

/**
 * Forgets a remote and registers it again (force drops the runtime's cached manifest, entry
 * and module), from a freshly read map in case the remote moved.
 */
export async function retryRemote(remote: RemoteName): Promise<void> {
  loads.delete(remote);
  try {
    register(await fetchRemotesConfig(), [remote], true);
  } catch (error) {
    // The next load then fails again and shows the fallback once more.
    console.error('Nivasa: could not read the remotes map', error);
  }
}
