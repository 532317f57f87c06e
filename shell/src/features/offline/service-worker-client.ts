/**
 * The page's side of the service worker (shell/service-worker): registers it once the page has
 * loaded (never in the first paint's way), hands it what the page loaded before it took control
 * (so the listing opened on a first visit is kept too), asks it to keep each page the visitor
 * moves to, and hears when an answer came from a saved copy.
 */
import { CACHE_URLS_MESSAGE, SAVED_COPY_MESSAGE, SAVED_COPY_META, SERVICE_WORKER_URL } from '../../../service-worker/src/protocol';
import { markSavedCopy } from './saved-copy';

/** A page as the worker keeps it: asked for as HTML, as a navigation would. */
const asPage = (href: string): [string, RequestInit] => [href, { headers: { accept: 'text/html' } }];

function keep(urls: (string | [string, RequestInit])[]): void {
  navigator.serviceWorker.controller?.postMessage({ type: CACHE_URLS_MESSAGE, payload: { urlsToCache: urls } });
}

export function startServiceWorker(): void {
  const { serviceWorker } = navigator;
  if (process.env.NODE_ENV !== 'production' || !serviceWorker) return;
  if (document.querySelector(`meta[name="${SAVED_COPY_META}"]`)) markSavedCopy();
  serviceWorker.addEventListener('message', (event: MessageEvent<{ type?: string }>) => {
    if (event.data?.type === SAVED_COPY_MESSAGE) markSavedCopy();
  });
  if (!serviceWorker.controller) {
    serviceWorker.addEventListener(
      'controllerchange',
      () => keep([asPage(window.location.href), ...performance.getEntriesByType('resource').map((entry) => entry.name)]),
      { once: true },
    );
  }
  const register = () => void serviceWorker.register(SERVICE_WORKER_URL).catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/** A page reached inside the app (no navigation the worker saw), kept as a navigation would be. */
export function keepPage(href: string): void {
  if (process.env.NODE_ENV === 'production' && navigator.serviceWorker) keep([asPage(href)]);
}
