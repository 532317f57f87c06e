import type { RouteObject } from '@nivasa/ui/router';
import { LoadingScreen } from '@nivasa/ui/loading-screen';
import { RemoteRoute } from '../features/remotes/components/remote-route';
import { RequireUser } from '../features/guards/components/require-user';
import { RouteErrorPage } from '../pages/route-error-page';
import { AppLayout } from './app-layout';

/** The spec's route table; pages from remotes are mounted by RemoteRoute. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    // Only if the frame itself fails; route errors below render inside the frame.
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <LoadingScreen />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, element: <RemoteRoute remote="public" page="home" /> },
          { path: 'home', element: <RemoteRoute remote="public" page="home" /> },
          { path: 'about', element: <RemoteRoute remote="public" page="about" /> },
          { path: 'terms', element: <RemoteRoute remote="public" page="terms" /> },
          { path: 'privacy', element: <RemoteRoute remote="public" page="privacy" /> },
          {
            path: 'sign-in',
            lazy: async () => ({ Component: (await import('../pages/sign-in-page')).SignInPage }),
          },
          {
            element: <RequireUser />,
            children: [{ path: 'my-account', element: <RemoteRoute remote="account" page="myAccount" /> }],
          },
          {
            element: <RequireUser admin />,
            children: [{ path: 'dashboard-home', element: <RemoteRoute remote="admin" page="dashboardHome" /> }],
          },
          {
            path: '*',
            lazy: async () => ({ Component: (await import('../pages/not-found-page')).NotFoundPage }),
          },
        ],
      },
    ],
  },
];
