import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sharedWorkspaceModules } from '../shared-modules';

/** An app's own dependencies, from its package.json: the versions it asks for. */
export function readDependencies(dir: string): Record<string, string> {
  const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
  return manifest.dependencies;
}

/**
 * One instance of each across host and remotes: one React, one jotai store, one session, one
 * router. For the libraries one instance matters more than the version (a second React breaks
 * every hook), so a remote that asks for another version only logs a warning and gets the
 * page's copy.
 *
 * `eager` names those bundled into the app's entry rather than in a file each (the host's
 * start-up: AppOptions.startupShared); the other apps still take them from the share scope.
 */
export function sharedSingletons(dependencies: Record<string, string>, eager: readonly string[] = []) {
  const singleton = (requiredVersion: string) => ({ singleton: true, requiredVersion });
  const shared: Record<string, object> = {
    react: singleton(dependencies.react),
    'react/jsx-runtime': singleton(dependencies.react),
    'react/jsx-dev-runtime': singleton(dependencies.react),
    'react-dom': singleton(dependencies['react-dom']),
    'react-dom/client': singleton(dependencies['react-dom']),
    // The router and antd are shared as @nivasa/ui/router and @nivasa/ui/antd (see facade-import-guard.ts).
    // jotai/utils is not: only @nivasa/session/session-state uses it (atomWithStorage), and shared
    // it went whole into the shell's start-up (about 3 KB brotli), where its bundle keeps that one.
    jotai: singleton(dependencies.jotai),
    'styled-components': singleton(dependencies['styled-components']),
    // One QueryClientProvider context, so the remotes' pages reach the shell's query client.
    '@tanstack/react-query': singleton(dependencies['@tanstack/react-query']),
    // Every module of @nivasa/session and @nivasa/ui, at its package's version (see shared-modules.ts).
    ...sharedWorkspaceModules(),
  };
  const unknown = eager.filter((key) => !(key in shared));
  if (unknown.length > 0) throw new Error(`Not shared, so they cannot be eager: ${unknown.join(', ')}.`);
  return Object.fromEntries(
    Object.entries(shared).map(([key, config]) => [key, eager.includes(key) ? { ...config, eager: true } : config]),
  );
}
