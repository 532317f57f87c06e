// For tests: render routes in a memory router with a given jotai store and a fresh query client.
import { render } from '@testing-library/react';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createStore, Provider } from 'jotai';
import { createMemoryRouter } from 'react-router-dom';
import { RouterProvider, type RouteObject } from '@nivasa/ui/router';
import { createQueryClient } from '@nivasa/session/query-client';

interface RenderOptions {
  /** Path, query and hash of the first entry. */
  url?: string;
  /** Router state of the first entry (for instance a guard's `from`). */
  state?: unknown;
  store?: ReturnType<typeof createStore>;
  /** One per render by default, so no test sees another's cached answers or mutations. */
  queryClient?: QueryClient;
}

export function renderRoutes(
  routes: RouteObject[],
  { url = '/', state, store = createStore(), queryClient = createQueryClient() }: RenderOptions = {},
) {
  const { pathname, search, hash } = new URL(url, 'http://nivasa.test');
  const router = createMemoryRouter(routes, { initialEntries: [{ pathname, search, hash, state }] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </QueryClientProvider>,
  );
  return { ...view, router, store, queryClient };
}
