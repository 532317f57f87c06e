import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@nivasa/session/query-client';
import { createBrowserRouter, RouterProvider } from '@nivasa/ui/router';
import { GlobalStyle } from '@nivasa/ui/global-style';
import type { RemotesConfig } from '@nivasa/contracts/federation';
import { initialRemotesConfig } from '../features/remotes/api/remotes-config';
import { keepPrerenderedPage } from '../features/remotes/runtime/prerendered-page';
import { createRoutes } from './routes';

function render(remotes: RemotesConfig | null) {
  const router = createBrowserRouter(createRoutes(remotes));
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <GlobalStyle />
      {/* The one query client of the page: the remotes' pages render inside it too. */}
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}

keepPrerenderedPage();
// The route table holds the remotes' routes, from the map the entry already asked for.
initialRemotesConfig().then(render, (error: unknown) => {
  console.error('Nivasa: could not read the remotes map', error);
  render(null);
});
