/**
 * A remote's first screens, rendered per request with their data. The remote's server
 * (services/shell-server/src/render-worker.ts) runs this as a child process under tsx, from the
 * app's folder, as the build runs rspack.prerender.ts: the app's tsconfig compiles its pages, and
 * they meet the React, router and styled-components copies Node resolves for them.
 *
 *   node --import tsx server-render.ts <module> <api-url>
 *
 * The module exports `serverRendered`: routes, each a path pattern, a `load` that fetches what its
 * first screen shows into a query client (through the app's own query options), and the page.
 * Requests come as IPC messages (RenderRequest); each answer is a ServerRenderedPage or an error.
 * The page is drawn in the request's language, as a visitor who is not signed in sees it, or,
 * for a signed-in or admin page, as the request's session sees it (the API checks that session).
 */
import { createElement, Suspense, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, Route, Routes, matchPath } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { createStore, Provider } from 'jotai';
import { dehydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
import { loadRegisteredCatalogues } from '@nivasa/contracts/catalogue';
import type { ServerRenderedPage } from '@nivasa/contracts/federation';
import { languagePrefix } from '@nivasa/contracts/language-paths';
import { isLanguage, type Language, LANGUAGES } from '@nivasa/contracts/languages';
import { apiClientAtom, createApiClient } from '@nivasa/session/api-client';
import { setPageLanguage } from '@nivasa/session/language';
import type { ServerRenderedRoute } from '@nivasa/ui/server-render';

/** One render asked of this process: the path below the language's prefix, its query string and the language. */
export interface RenderRequest {
  id: number;
  pathname: string;
  search: string;
  language: Language;
  /** The session cookie a signed-in or admin page is drawn for (the remote's server took it from the shell's). */
  session?: string;
}

export type RenderAnswer = { id: number; page: ServerRenderedPage } | { id: number; error: string };

/** How many times a render may find a text table or catalogue still loading before it gives up. */
const MAX_RENDER_PASSES = 4;

/**
 * The page's static HTML with its styles first. A page that suspends outside its own boundaries
 * (its texts or place names loading in Sinhala or Tamil, once per process) is drawn again when
 * they are here; the boundaries inside it keep their fallbacks, as the browser's first render does.
 */
async function renderHtml(element: ReactElement, language: Language): Promise<string> {
  for (let pass = 1; ; pass += 1) {
    let suspended = false;
    const Suspended = () => {
      suspended = true;
      return null;
    };
    const sheet = new ServerStyleSheet();
    try {
      const html = renderToStaticMarkup(sheet.collectStyles(createElement(Suspense, { fallback: createElement(Suspended) }, element)));
      // A page's <title> belongs in the head, where the browser's render puts it; React writes it in place here.
      if (!suspended) return sheet.getStyleTags() + html.replace(/<title>[^<]*<\/title>/g, '');
    } finally {
      sheet.seal();
    }
    if (pass === MAX_RENDER_PASSES) throw new Error('the page kept waiting for something to load');
    await loadRegisteredCatalogues(language);
    await new Promise((settle) => setTimeout(settle, 5));
  }
}

export async function renderRoute(
  routes: readonly ServerRenderedRoute[],
  apiUrl: string,
  request: RenderRequest,
): Promise<ServerRenderedPage> {
  const found = routes.map((route) => ({ route, match: matchPath(route.path, request.pathname) })).find(({ match }) => match);
  if (!found?.match) throw new Error(`no page is rendered on the server at ${request.pathname}`);
  await loadRegisteredCatalogues(request.language);
  const store = createStore();
  setPageLanguage(request.language, store);
  const client = createApiClient(apiUrl, { sessionCookie: request.session });
  store.set(apiClientAtom, client);
  // Nothing is asked twice here: a failure falls back to the browser's own render.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  await found.route.load({
    params: found.match.params,
    searchParams: new URLSearchParams(request.search),
    queryClient,
    client,
  });
  const prefix = languagePrefix(request.language);
  const element = createElement(
    Provider,
    { store },
    createElement(
      QueryClientProvider,
      { client: queryClient },
      createElement(
        MemoryRouter,
        { basename: prefix || undefined, initialEntries: [`${prefix}${request.pathname}${request.search}`] },
        // Under its route, so the page reads its parameters as it does in the browser.
        createElement(Routes, null, createElement(Route, { path: found.route.path, element: found.route.page })),
      ),
    ),
  );
  try {
    const html = await renderHtml(element, request.language);
    return { html, queries: dehydrate(queryClient) as ServerRenderedPage['queries'] };
  } finally {
    queryClient.clear();
  }
}

/** How long a new process may spend drawing its warm-up pages, retrying while the API is still starting. */
const WARM_UP_LIMIT_MS = 5_000;
const WARM_UP_RETRY_MS = 250;

/**
 * Draws each route's warm-up address in each language, once: a first render runs cold code and
 * misses the shell's deadline (400 ms instead of 40). Bounded; a page that still fails is drawn
 * cold for its first visitor, as it would have been.
 */
async function warmUp(routes: readonly ServerRenderedRoute[], apiUrl: string): Promise<void> {
  const giveUpAt = Date.now() + WARM_UP_LIMIT_MS;
  const asks = routes.flatMap(({ warmUp: address }) => {
    if (!address) return [];
    const url = new URL(address, 'http://warm-up');
    return LANGUAGES.map((language) => ({ id: 0, pathname: url.pathname, search: url.search, language }));
  });
  for (const ask of asks) {
    while (
      !(await renderRoute(routes, apiUrl, ask).then(
        () => true,
        () => false,
      )) &&
      Date.now() < giveUpAt
    ) {
      await new Promise((settle) => setTimeout(settle, WARM_UP_RETRY_MS));
    }
  }
}

function isRenderRequest(value: unknown): value is RenderRequest {
  if (!value || typeof value !== 'object') return false;
  const { id, pathname, search, language, session } = value as Partial<Record<string, unknown>>;
  return (
    typeof id === 'number' &&
    typeof pathname === 'string' &&
    typeof search === 'string' &&
    isLanguage(language) &&
    (session === undefined || typeof session === 'string')
  );
}

async function main(modulePath: string, apiUrl: string): Promise<void> {
  const { serverRendered } = (await import(pathToFileURL(resolve(modulePath)).href)) as { serverRendered?: ServerRenderedRoute[] };
  if (!Array.isArray(serverRendered)) throw new Error(`${modulePath} must export \`serverRendered\`: its server-rendered routes.`);
  // Every text and place name in every language loaded before the first request, so none waits
  // on compiling and loading them (the district and town tables are what a Sinhala or Tamil page names).
  await Promise.all([
    ...LANGUAGES.map((language) => loadRegisteredCatalogues(language)),
    import('@nivasa/contracts/district-names'),
    import('@nivasa/contracts/place-names.si'),
    import('@nivasa/contracts/place-names.ta'),
  ]);
  await warmUp(serverRendered, apiUrl);
  const send = (answer: RenderAnswer) => process.send?.(answer);
  process.on('message', (message: unknown) => {
    if (!isRenderRequest(message)) return;
    renderRoute(serverRendered, apiUrl, message).then(
      (page) => send({ id: message.id, page }),
      (error: unknown) => send({ id: message.id, error: error instanceof Error ? error.message : String(error) }),
    );
  });
  // Its parent going away ends it.
  process.on('disconnect', () => process.exit(0));
  process.send?.({ ready: true });
}

if (process.argv[2] && process.argv[3]) {
  main(process.argv[2], process.argv[3]).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
