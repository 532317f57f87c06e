import { renderStandalone } from '@nivasa/ui/standalone-app';
import { pages } from './pages';

// This remote on its own (its dev server's page), without the shell's header and session.
renderStandalone([
  { path: '/', Page: pages.home },
  { path: '/about', Page: pages.about },
  { path: '/terms', Page: pages.terms },
  { path: '/privacy', Page: pages.privacy },
]);
