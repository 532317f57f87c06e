import type { ComponentType } from 'react';
import { lazyPage } from '@nivasa/ui/lazy-page';
import type { RemoteRoutesModule } from '@nivasa/contracts/federation';
import { PATHS } from '@nivasa/contracts/paths';

/**
 * Every page this remote owns, for the shell (behind its admin guard) and for the standalone
 * page alike. The build publishes the paths and access beside the manifest, so a page added
 * here ships with this remote alone. Each page is its own chunk: the analytics page's charts
 * load with it only.
 */
export const routes = [
  {
    path: PATHS.dashboardHome,
    access: 'admin',
    page: lazyPage(() => import('../pages/dashboard-home-page').then(({ DashboardHomePage }) => ({ default: DashboardHomePage }))),
  },
  {
    path: PATHS.dashboardApprove,
    access: 'admin',
    // Its first rows come from this remote's server too, drawn for the moderator's session (src/app/server-rendered.tsx).
    serverRendered: true,
    page: lazyPage(() => import('../pages/dashboard-approve-page').then(({ DashboardApprovePage }) => ({ default: DashboardApprovePage }))),
  },
  {
    path: PATHS.dashboardViewListings,
    access: 'admin',
    page: lazyPage(() =>
      import('../pages/dashboard-view-listings-page').then(({ DashboardViewListingsPage }) => ({ default: DashboardViewListingsPage })),
    ),
  },
  {
    path: PATHS.dashboardAnalytics,
    access: 'admin',
    page: lazyPage(() =>
      import('../pages/dashboard-analytics-page').then(({ DashboardAnalyticsPage }) => ({ default: DashboardAnalyticsPage })),
    ),
  },
  {
    path: PATHS.dashboardAudit,
    access: 'admin',
    page: lazyPage(() => import('../pages/dashboard-audit-page').then(({ DashboardAuditPage }) => ({ default: DashboardAuditPage }))),
  },
  {
    path: PATHS.dashboardReports,
    access: 'admin',
    page: lazyPage(() => import('../pages/dashboard-reports-page').then(({ DashboardReportsPage }) => ({ default: DashboardReportsPage }))),
  },
] satisfies RemoteRoutesModule<ComponentType>['routes'];
