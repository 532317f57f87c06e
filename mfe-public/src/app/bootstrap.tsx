import { renderStandalone } from '@nivasa/ui/standalone-app';
import { routes } from './routes';

// This remote on its own (its dev server's page), without the shell's header and guards.
renderStandalone(routes.map(({ path, page }) => ({ path, Page: page })));
