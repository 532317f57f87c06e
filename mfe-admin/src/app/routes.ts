import { lazy, type ComponentType } from 'react';
import type { RemoteRoutesModule } from '@nivasa/contracts/federation';
import { PATHS } from '@nivasa/contracts/paths';

/**
 * Every page this remote owns, for the shell (behind its admin guard) and for the standalone
 * page alike. The build publishes the paths and access beside the manifest, so a page added
 * here ships with this remote alone. Each page is its own chunk.
 */
export const routes = [
  {
    path: PATHS.dashboardHome,
    access: 'admin',
    page: lazy(() => import('../pages/dashboard-home-page').then(({ DashboardHomePage }) => ({ default: DashboardHomePage }))),
  },
] satisfies RemoteRoutesModule<ComponentType>['routes'];
