// For tests: render routes in a memory router with a given jotai store.
// This package exports its .ts sources, so it builds elements without JSX.
import { createElement } from 'react';
import { render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { createMemoryRouter } from 'react-router-dom';
import { RouterProvider, type RouteObject } from '@nivasa/ui/router';

interface RenderOptions {
  /** Path, query and hash of the first entry. */
  url?: string;
  /** Router state of the first entry (for instance a guard's `from`). */
  state?: unknown;
  store?: ReturnType<typeof createStore>;
}

export function renderRoutes(routes: RouteObject[], { url = '/', state, store = createStore() }: RenderOptions = {}) {
  const { pathname, search, hash } = new URL(url, 'http://nivasa.test');
  const router = createMemoryRouter(routes, { initialEntries: [{ pathname, search, hash, state }] });
  const view = render(createElement(Provider, { store }, createElement(RouterProvider, { router })));
  return { ...view, router, store };
}
