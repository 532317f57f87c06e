import { lazy, Suspense, type ComponentType } from 'react';
import { useLocation, type RouteObject } from '@nivasa/ui/router';
import { REMOTE_NAMES, type PageAccess, type RemotesConfig } from '@nivasa/contracts/federation';
import { PATHS } from '@nivasa/contracts/paths';
import { RemoteRoute } from '../features/remotes/components/remote-route';
import { RemoteUnavailable } from '../features/remotes/components/remote-unavailable';
import { RequireUser } from '../features/guards/components/require-user';
import { RouteErrorPage } from '../pages/route-error-page';
import { PrerenderedPageOrLoading } from '../components/prerendered-page';
import { AppLayout } from './app-layout';

const NotFoundPage = lazy(() => import('../pages/not-found-page').then(({ NotFoundPage }) => ({ default: NotFoundPage })));
const SignInPage = lazy(() => import('../pages/sign-in-page').then(({ SignInPage }) => ({ default: SignInPage })));
const SignUpPage = lazy(() => import('../pages/sign-up-page').then(({ SignUpPage }) => ({ default: SignUpPage })));
const ForgotPasswordPage = lazy(() =>
  import('../pages/forgot-password-page').then(({ ForgotPasswordPage }) => ({ default: ForgotPasswordPage })),
);
const ResetPasswordPage = lazy(() =>
  import('../pages/reset-password-page').then(({ ResetPasswordPage }) => ({ default: ResetPasswordPage })),
);
const ConfirmEmailPage = lazy(() => import('../pages/confirm-email-page').then(({ ConfirmEmailPage }) => ({ default: ConfirmEmailPage })));

/**
 * One of the shell's own pages, its code loaded on first visit. Not the router's `lazy`: until a
 * lazy route's code is in, the router draws its fallback in place of the whole frame, so the
 * header the HTML painted went and came back. Here the frame stays, and the page's spot keeps what
 * the server sent for it (its form drawn at build time) until the code is in.
 */
function ShellPage({ page: Page }: { page: ComponentType }) {
  const { pathname } = useLocation();
  return (
    <Suspense fallback={<PrerenderedPageOrLoading pathname={pathname} />}>
      <Page />
    </Suspense>
  );
}

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
    { path: '*', element: <ShellPage page={NotFoundPage} /> },
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
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          { path: PATHS.signIn, element: <ShellPage page={SignInPage} /> },
          { path: PATHS.signUp, element: <ShellPage page={SignUpPage} /> },
          { path: PATHS.forgotPassword, element: <ShellPage page={ForgotPasswordPage} /> },
          { path: PATHS.resetPasswordPattern, element: <ShellPage page={ResetPasswordPage} /> },
          { path: PATHS.confirmEmailPattern, element: <ShellPage page={ConfirmEmailPage} /> },
          ...(remotes ? remoteRoutes(remotes) : [{ path: '*', element: <RemoteUnavailable onRetry={reload} /> }]),
        ],
      },
    ],
  },
];
