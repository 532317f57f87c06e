import { initialRemotesMap } from './features/remotes/api/remotes-map';

// Read the remotes map while the bootstrap chunk and the shared modules download.
initialRemotesMap().catch(() => undefined);

// The async boundary lets module federation negotiate shared modules before React loads.
void import('./app/bootstrap');
