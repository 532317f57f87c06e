import { type DehydratedState, hydrate, type QueryClient } from '@tanstack/react-query';
import { SERVER_DATA_ELEMENT_ID, isServerData } from '@nivasa/contracts/federation';

/** How long the data a page came with counts as fresh: its page's first render (and a quick Back) does not ask the API again. */
export const SERVER_DATA_FRESH_MS = 30_000;

/**
 * Starts the query cache with the data the server drew the page's first screen from (the
 * remote's own queries, under their own keys), so the remote's page renders at once, the same
 * markup, and does not fetch it again. Call before the app first renders.
 */
export function seedServerData(queryClient: QueryClient): void {
  const text = document.getElementById(SERVER_DATA_ELEMENT_ID)?.textContent;
  if (!text) return;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return;
  }
  if (!isServerData(data)) return;
  const state = data.queries as DehydratedState;
  // As fresh as the page: the server's clock may differ from the browser's.
  const now = Date.now();
  for (const query of state.queries) {
    query.state.dataUpdatedAt = now;
    // Drawn as a visitor sees it: someone signed in gets their own view (their listing's owner
    // tools) from the API once the page has shown, and the page updates in place.
    if (data.fresh) queryClient.setQueryDefaults(query.queryKey, { staleTime: SERVER_DATA_FRESH_MS });
  }
  hydrate(queryClient, state);
}
