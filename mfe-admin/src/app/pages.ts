import { lazy, type ComponentType } from 'react';
import type { RemotePagesModule } from '@nivasa/contracts/federation';

/** What the shell mounts (behind its admin guard); each page is its own chunk. */
export const pages = {
  dashboardHome: lazy(() => import('../pages/dashboard-home-page').then(({ DashboardHomePage }) => ({ default: DashboardHomePage }))),
} satisfies RemotePagesModule<'admin', ComponentType>['pages'];
