import { patternMatches, remoteOwningPath } from '@nivasa/contracts/federation';
import { initialRemotesConfig } from './features/remotes/api/remotes-config';
import { loadRemoteRoutes } from './features/remotes/runtime/remote-registry';
import { isUnavailableRemote } from './features/remotes/runtime/unavailable-remote';

/**
 * Starts loading the landing page's remote, and then the page's own code, while the bootstrap
 * chunk and shared modules download; the bootstrap reports a map that cannot be read.
 */
async function headStart(pathname: string): Promise<void> {
  const landing = remoteOwningPath(await initialRemotesConfig(), pathname);
  if (!landing) return;
  const loaded = await loadRemoteRoutes(landing);
  if (isUnavailableRemote(loaded)) return;
  // Pages made with @nivasa/ui/lazy-page offer it (read by shape: shared modules wait for the bootstrap).
  const page = loaded.routes.find((route) => patternMatches(route.path, pathname))?.page as { preload?: unknown } | undefined;
  if (typeof page?.preload === 'function') await page.preload();
}

// A failure here only loses the head start: the page's own render reports it.
headStart(window.location.pathname).catch(() => undefined);

// The async boundary lets module federation negotiate shared modules before React loads.
void import('./app/bootstrap');
