import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@nivasa/session/query-client';
import { createBrowserRouter, RouterProvider } from '@nivasa/ui/router';
import { GlobalStyle } from '@nivasa/ui/global-style';
import { routes } from './routes';

const router = createBrowserRouter(routes);

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <GlobalStyle />
    {/* The one query client of the page: the remotes' pages render inside it too. */}
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
