import { REMOTE_PAGE_ROUTES } from './app/remote-pages';
import { loadRemotePages } from './features/remotes/runtime/remote-registry';

// Start loading the landing page's remote while the bootstrap chunk and shared modules download.
const landing = REMOTE_PAGE_ROUTES.find(({ path }) => path === window.location.pathname);
if (landing) void loadRemotePages(landing.remote);

// The async boundary lets module federation negotiate shared modules before React loads.
void import('./app/bootstrap');
