import { initialRemotesConfig, remoteOwningPath } from './features/remotes/api/remotes-config';
import { loadRemoteRoutes } from './features/remotes/runtime/remote-registry';

// Start loading the landing page's remote while the bootstrap chunk and shared modules download;
// the bootstrap reports a map that cannot be read.
initialRemotesConfig().then(
  (config) => {
    const landing = remoteOwningPath(config, window.location.pathname);
    if (landing) void loadRemoteRoutes(landing);
  },
  () => undefined,
);

// The async boundary lets module federation negotiate shared modules before React loads.
void import('./app/bootstrap');
