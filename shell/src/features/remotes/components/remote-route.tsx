import { Suspense, use, useCallback, useState, type ReactNode } from 'react';
import { useLocation } from '@nivasa/ui/router';
import type { RemoteName } from '@nivasa/contracts/federation';
import { PrerenderedPageOrLoading } from '../../../components/prerendered-page';
import { loadRemoteRoutes, retryRemote } from '../runtime/remote-registry';
import { isUnavailableRemote } from '../runtime/unavailable-remote';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteUnavailable } from './remote-unavailable';

interface RemoteRouteProps {
  remote: RemoteName;
  /** The route's path as the remote declares it. */
  path: string;
  /**
   * Shown if the remote, once loaded, has no page at this path: it was released without it
   * after the shell's server last read its route list.
   */
  notFound: ReactNode;
}

function RemotePage({ remote, path, notFound, onRetry }: RemoteRouteProps & { onRetry: () => Promise<void> }) {
  const loaded = use(loadRemoteRoutes(remote));
  if (isUnavailableRemote(loaded)) return <RemoteUnavailable onRetry={onRetry} />;
  const route = loaded.routes.find((candidate) => candidate.path === path);
  if (!route) return notFound;
  const Page = route.page;
  return <Page />;
}

/** A page that lives in a remote, mounted at the path the remote declares. */
export function RemoteRoute({ remote, path, notFound }: RemoteRouteProps) {
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(0);

  const retry = useCallback(async () => {
    await retryRemote(remote);
    setAttempt((count) => count + 1);
  }, [remote]);

  return (
    // Keyed by route and attempt: a new route or a retry starts with a fresh boundary.
    <RemoteErrorBoundary key={`${pathname}#${attempt}`} onRetry={retry}>
      <Suspense fallback={<PrerenderedPageOrLoading pathname={pathname} />}>
        <RemotePage remote={remote} path={path} notFound={notFound} onRetry={retry} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
