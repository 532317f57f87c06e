import { renderStandalone } from '@nivasa/ui/standalone-app';
import { pages } from './pages';

// This remote on its own (its dev server's page), without the shell's header and guards.
renderStandalone([
  { path: '/my-account', Page: pages.myAccount },
  { path: '/edit-details', Page: pages.editDetails },
]);
