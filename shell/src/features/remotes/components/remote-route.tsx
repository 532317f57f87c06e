import { Suspense, use, useCallback, useState, type ComponentType } from 'react';
import { useLocation } from '@nivasa/ui/router';
import type { RemoteName, RemotePageKeys } from '@nivasa/contracts/federation';
import { LoadingScreen } from '@nivasa/ui/loading-screen';
import { loadRemotePages, retryRemote } from '../runtime/remote-registry';
import { isUnavailableRemote } from '../runtime/unavailable-remote';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteUnavailable } from './remote-unavailable';

interface RemoteRouteProps<R extends RemoteName> {
  remote: R;
  page: RemotePageKeys[R];
}

interface RemotePageProps<R extends RemoteName> extends RemoteRouteProps<R> {
  onRetry: () => Promise<void>;
}

function RemotePage<R extends RemoteName>({ remote, page, onRetry }: RemotePageProps<R>) {
  const loaded = use(loadRemotePages(remote));
  if (isUnavailableRemote(loaded)) return <RemoteUnavailable onRetry={onRetry} />;
  const Page: ComponentType = loaded.pages[page];
  return <Page />;
}

/** A page that lives in a remote, mounted at one of the shell's routes. */
export function RemoteRoute<R extends RemoteName>({ remote, page }: RemoteRouteProps<R>) {
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(0);

  const retry = useCallback(async () => {
    await retryRemote(remote);
    setAttempt((count) => count + 1);
  }, [remote]);

  return (
    // Keyed by route and attempt: a new route or a retry starts with a fresh boundary.
    <RemoteErrorBoundary key={`${pathname}#${attempt}`} onRetry={retry}>
      <Suspense fallback={<LoadingScreen />}>
        <RemotePage remote={remote} page={page} onRetry={retry} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
