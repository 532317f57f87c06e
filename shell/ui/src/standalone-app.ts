// Lets a remote run on its own dev server, showing its pages without the shell.
// This package exports its .ts sources, so it builds elements without JSX.
import { createElement, StrictMode, Suspense, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@nivasa/session/query-client';
import { createBrowserRouter, RouterProvider } from '@nivasa/ui/router';
import { GlobalStyle } from './global-style';
import { LoadingScreen } from './loading-screen';

export interface StandaloneRoute {
  path: string;
  Page: ComponentType;
}

export function renderStandalone(routes: StandaloneRoute[]): void {
  const router = createBrowserRouter(
    routes.map(({ path, Page }) => ({
      path,
      element: createElement(Suspense, { fallback: createElement(LoadingScreen) }, createElement(Page)),
    })),
  );
  createRoot(document.getElementById('root') as HTMLElement).render(
    createElement(
      StrictMode,
      null,
      createElement(GlobalStyle),
      createElement(QueryClientProvider, { client: queryClient }, createElement(RouterProvider, { router })),
    ),
  );
}
