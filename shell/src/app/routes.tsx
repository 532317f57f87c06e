import { lazy } from 'react';
import type { RouteObject } from '@nivasa/ui/router';
import { LoadingScreen } from '@nivasa/ui/loading-screen';
import { REMOTE_NAMES, type PageAccess, type RemotesConfig } from '@nivasa/contracts/federation';
import { PATHS } from '@nivasa/contracts/paths';
import { RemoteRoute } from '../features/remotes/components/remote-route';
import { RemoteUnavailable } from '../features/remotes/components/remote-unavailable';
import { RequireUser } from '../features/guards/components/require-user';
import { RouteErrorPage } from '../pages/route-error-page';
import { AppLayout } from './app-layout';

const NotFoundPage = lazy(() => import('../pages/not-found-page').then(({ NotFoundPage }) => ({ default: NotFoundPage })));

/** The remotes' pages, as their route lists in the remotes map say, behind the guards they ask for. */
function remoteRoutes(remotes: RemotesConfig): RouteObject[] {
  const withAccess = (access: PageAccess) =>
    REMOTE_NAMES.flatMap((remote) =>
      remotes[remote].routes
        .filter((route) => route.access === access)
        .map(({ path }) => ({ path, element: <RemoteRoute remote={remote} path={path} notFound={<NotFoundPage />} /> })),
    );
  return [
    ...withAccess('everyone'),
    { element: <RequireUser />, children: withAccess('signed-in') },
    { element: <RequireUser admin />, children: withAccess('admin') },
    {
      path: '*',
      lazy: async () => ({ Component: (await import('../pages/not-found-page')).NotFoundPage }),
    },
  ];
}

const reload = async () => window.location.reload();

/**
 * The site's routes: the shell's own pages, and the remotes' pages. Without the remotes map
 * (null: it could not be read) the shell cannot tell a remote's page from a wrong address, so
 * every other path offers a retry instead.
 */
export const createRoutes = (remotes: RemotesConfig | null): RouteObject[] => [
  {
    element: <AppLayout />,
    // Only if the frame itself fails; route errors below render inside the frame.
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <LoadingScreen />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          {
            path: PATHS.signIn,
            lazy: async () => ({ Component: (await import('../pages/sign-in-page')).SignInPage }),
          },
          {
            path: PATHS.signUp,
            lazy: async () => ({ Component: (await import('../pages/sign-up-page')).SignUpPage }),
          },
          {
            path: PATHS.forgotPassword,
            lazy: async () => ({ Component: (await import('../pages/forgot-password-page')).ForgotPasswordPage }),
          },
          {
            path: PATHS.resetPasswordPattern,
            lazy: async () => ({ Component: (await import('../pages/reset-password-page')).ResetPasswordPage }),
          },
          {
            path: PATHS.confirmEmailPattern,
            lazy: async () => ({ Component: (await import('../pages/confirm-email-page')).ConfirmEmailPage }),
          },
          ...(remotes ? remoteRoutes(remotes) : [{ path: '*', element: <RemoteUnavailable onRetry={reload} /> }]),
        ],
      },
    ],
  },
];
