import { act, fireEvent, screen } from '@testing-library/react';
import { renderRoutes } from '@nivasa/ui/test-render';
import { loadRemoteRoutes } from '../runtime/remote-registry';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteRoute } from './remote-route';
import { RemoteUnavailable } from './remote-unavailable';

const FALLBACK = 'This part of Nivasa is not available right now.';

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

test('a route whose remote cannot be loaded shows the fallback with Retry', async () => {
  // No remotes map and no federation host in a test: loading fails as when a remote is down.
  // Rendering suspends on the remote's load: React only resumes it inside an awaited act.
  await act(async () => {
    renderRoutes([{ path: '/about', element: <RemoteRoute remote="public" path="/about" notFound={<p>not found</p>} /> }], {
      url: '/about',
    });
  });
  expect(screen.getByText(FALLBACK)).toBeTruthy();

  // Retry starts a new load (a fresh promise) that fails the same way.
  const failedLoad = loadRemoteRoutes('public');
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry' })));
  const retriedLoad = loadRemoteRoutes('public');
  expect(retriedLoad).not.toBe(failedLoad);
  await act(() => retriedLoad);
  expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
});

test('Retry is disabled while the retry runs', async () => {
  let finish: () => void = () => undefined;
  const onRetry = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
  renderRoutes([{ path: '/', element: <RemoteUnavailable onRetry={onRetry} /> }]);
  const retry = screen.getByRole<HTMLButtonElement>('button', { name: 'Retry' });

  fireEvent.click(retry);
  expect(onRetry).toHaveBeenCalledTimes(1);
  expect(retry.disabled).toBe(true);

  await act(async () => finish());
  expect(retry.disabled).toBe(false);
});

test('a remote page that throws while rendering is contained by the boundary', () => {
  const onRetry = jest.fn(async () => undefined);
  function BrokenPage(): never {
    throw new Error('chunk failed to load');
  }
  renderRoutes([
    {
      path: '/',
      element: (
        <main>
          <h1>Header stays</h1>
          <RemoteErrorBoundary onRetry={onRetry}>
            <BrokenPage />
          </RemoteErrorBoundary>
        </main>
      ),
    },
  ]);

  expect(screen.getByRole('heading', { name: 'Header stays' })).toBeTruthy();
  expect(screen.getByText(FALLBACK)).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});
