import { renderStandalone } from '@nivasa/ui/standalone-app';
import { PATHS } from '@nivasa/contracts/paths';
import { pages } from './pages';

// This remote on its own (its dev server's page), without the shell's header and guards.
renderStandalone([{ path: PATHS.dashboardHome, Page: pages.dashboardHome }]);
