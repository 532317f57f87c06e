import { renderStandalone } from '@nivasa/ui/standalone-app';
import { PATHS } from '@nivasa/contracts/paths';
import { pages } from './pages';

// This remote on its own (its dev server's page), without the shell's header and session.
renderStandalone([
  { path: PATHS.home, Page: pages.home },
  { path: PATHS.about, Page: pages.about },
  { path: PATHS.terms, Page: pages.terms },
  { path: PATHS.privacy, Page: pages.privacy },
]);
