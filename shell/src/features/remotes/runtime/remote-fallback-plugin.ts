/**
 * Federation runtime plugin: a remote that fails to load (server down, manifest missing,
 * script error) resolves to an "unavailable" marker instead of failing the whole page.
 * Bundled into the entry before shared modules exist, so it must not import React.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { unavailableRemote } from './unavailable-remote';

export default function remoteFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'nivasa-remote-fallback',
    errorLoadRemote({ id, error, lifecycle }) {
      // Only at onLoad is the returned value used as the module; at afterResolve it would be
      // taken for a manifest, and at beforeLoadShare for a remote entry.
      if (lifecycle !== 'onLoad') return undefined;
      console.error(`Nivasa: could not load ${id}`, error);
      return unavailableRemote(id, error);
    },
  };
}
