import type { RouteObject } from '@nivasa/ui/router';
import { LoadingScreen } from '@nivasa/ui/loading-screen';
import { PATHS } from '@nivasa/contracts/paths';
import { RemoteRoute } from '../features/remotes/components/remote-route';
import { RequireUser } from '../features/guards/components/require-user';
import { RouteErrorPage } from '../pages/route-error-page';
import { AppLayout } from './app-layout';
import { REMOTE_PAGE_ROUTES, type PageAccess } from './remote-pages';

function remoteRoutes(access: PageAccess): RouteObject[] {
  return REMOTE_PAGE_ROUTES.filter((route) => route.access === access).map(({ path, remote, page }) => ({
    path,
    element: <RemoteRoute remote={remote} page={page} />,
  }));
}

/** The site's routes: the shell's own pages, and the remotes' pages behind their guards. */
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
          ...remoteRoutes('everyone'),
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
          { element: <RequireUser />, children: remoteRoutes('signed-in') },
          { element: <RequireUser admin />, children: remoteRoutes('admin') },
          {
            path: '*',
            lazy: async () => ({ Component: (await import('../pages/not-found-page')).NotFoundPage }),
          },
        ],
      },
    ],
  },
];
