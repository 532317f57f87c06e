import { StrictMode, startTransition, useEffect, useMemo } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@nivasa/session/query-client';
import { useLanguage } from '@nivasa/session/language';
import { createBrowserRouter, RouterProvider } from '@nivasa/ui/router';
import { GlobalStyle } from '@nivasa/ui/global-style';
import { loadRegisteredCatalogues } from '@nivasa/contracts/catalogue';
import type { RemotesConfig } from '@nivasa/contracts/federation';
import { languageOfPath, languagePrefix } from '@nivasa/contracts/language-paths';
import { initialRemotesConfig } from '../features/remotes/api/remotes-config';
import { startServiceWorker } from '../features/offline/service-worker-client';
import { keepPrerenderedPage } from '../components/prerendered-page';
import { seedServerData } from '../features/remotes/runtime/server-data';
import { useDocumentLanguage } from './use-document-language';
import { applyAntdStylesheet } from './antd-stylesheet';
import { carryFocusOver } from './carry-focus-over';
import { createRoutes } from './routes';

/** One router per language, its basename the language's prefix: every path below it stays as it is. */
function LocalisedRouter({ remotes }: { remotes: RemotesConfig | null }) {
  const language = useLanguage();
  useDocumentLanguage(language);
  const router = useMemo(
    () => createBrowserRouter(createRoutes(remotes), { basename: languagePrefix(language) || undefined }),
    [remotes, language],
  );
  useEffect(() => () => router.dispose(), [router]);
  // Keyed by the language: RouterProvider keeps the state of the router it was first given, so the
  // new language's router (its basename) would meet the old one's location and render nothing.
  return <RouterProvider key={language} router={router} />;
}

function render(remotes: RemotesConfig | null) {
  const root = document.getElementById('root') as HTMLElement;
  carryFocusOver(root);
  const reactRoot = createRoot(root);
  // A transition: React renders the first screen in slices and lets the browser answer between them.
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <GlobalStyle />
        {/* The one query client of the page: the remotes' pages render inside it too. */}
        <QueryClientProvider client={queryClient}>
          <LocalisedRouter remotes={remotes} />
        </QueryClientProvider>
      </StrictMode>,
    ),
  );
}

keepPrerenderedPage();
seedServerData(queryClient);
applyAntdStylesheet();
// Registered once the page has loaded; a page sent from a saved copy says so from its first render.
startServiceWorker();
// The frame's texts in the page's language arrive with the remotes map, so the first render has them.
const frameTexts = loadRegisteredCatalogues(languageOfPath(window.location.pathname));
// The route table holds the remotes' routes, from the map the entry already asked for.
void initialRemotesConfig()
  .catch((error: unknown) => {
    console.error('Nivasa: could not read the remotes map', error);
    return null;
  })
  .then(async (remotes) => {
    await frameTexts;
    render(remotes);
  });
