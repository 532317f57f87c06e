// Lets a remote run on its own dev server, showing its pages without the shell.
import { StrictMode, Suspense, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@nivasa/session/query-client';
import { createBrowserRouter, RouterProvider } from '@nivasa/ui/router';
import { languageOfPath, languagePrefix } from '@nivasa/contracts/language-paths';
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
      element: (
        <Suspense fallback={<LoadingScreen />}>
          <Page />
        </Suspense>
      ),
    })),
    // Under /si/ or /ta/ as in the shell: the session's language atom reads the same address.
    { basename: languagePrefix(languageOfPath(window.location.pathname)) || undefined },
  );
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <GlobalStyle />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}
