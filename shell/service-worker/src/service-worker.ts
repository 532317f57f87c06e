/**
 * Nivasa's service worker (Workbox), served as /sw.js: the site keeps working on a lost signal.
 * - Pages and the answers they start with are asked of the network first; when it fails (or
 *   takes longer than NETWORK_TIMEOUT_SECONDS) they come from the last copy, which the page then
 *   marks as possibly out of date. A page never seen gets the offline page, in its language.
 * - The last LISTINGS_KEPT listings opened are kept whole: page, answer, reviews and photos.
 * - Scripts are kept by their hashed address, every release's side by side, so a saved page
 *   always finds the code it was sent with; the remotes' entries (one address for every release)
 *   are asked anew whenever there is a signal. A new worker waits for the next visit: it never
 *   takes over a page that is open (no skipWaiting).
 * - What an answer told one person (the session, favourites, an owner's own listing) is dropped
 *   whenever anyone signs in or out.
 */
import { clientsClaim } from 'workbox-core';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, type StrategyOptions } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types';
import { languageOfPath } from '@nivasa/contracts/language-paths';
import { offlinePageOf } from '../../../services/shell-server/src/localised-files';
import {
  CACHES,
  CODE_FILES_KEPT,
  LISTING_PHOTOS_KEPT,
  LISTINGS_KEPT,
  NETWORK_TIMEOUT_SECONDS,
  PAGES_KEPT,
  PRIVATE_CACHES,
  SAVED_COPY_MESSAGE,
  SAVED_COPY_META,
} from './protocol';
import { type RequestKind, requestKind } from './request-kinds';

declare const self: ServiceWorkerGlobalScope & {
  /** The offline pages, icons and web app manifests, with their revisions: written in by the build. */
  __WB_MANIFEST: PrecacheEntry[];
  /** The shell's start-up scripts of this release: written in by the build. */
  __NIVASA_STARTUP_SCRIPTS: string[];
};

const wantsPage = (request: Request) => request.mode === 'navigate' || (request.headers.get('accept') ?? '').includes('text/html');
const kindOf = (request: Request): RequestKind | undefined =>
  requestKind({ url: new URL(request.url), method: request.method, wantsPage: wantsPage(request) }, self.location.origin);

/**
 * A page or answer served from its saved copy says so: a page carries SAVED_COPY_META, which
 * the shell reads as it starts; an answer to a page already open is told to that page.
 */
const savedCopyNote: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse, request, event }) => {
    if (!cachedResponse) return cachedResponse;
    if (wantsPage(request)) {
      const html = await cachedResponse.text();
      const headers = new Headers(cachedResponse.headers);
      // The cache holds the decoded body.
      headers.delete('content-encoding');
      headers.delete('content-length');
      // When it was saved: its Date header.
      const meta = `<meta name="${SAVED_COPY_META}" content="${cachedResponse.headers.get('date') ?? ''}">`;
      return new Response(html.replace('</head>', `${meta}</head>`), { status: cachedResponse.status, headers });
    }
    const clientId = (event as FetchEvent | undefined)?.clientId;
    const client = clientId ? await self.clients.get(clientId) : undefined;
    client?.postMessage({ type: SAVED_COPY_MESSAGE });
    return cachedResponse;
  },
};

/** Only whole, successful answers are kept: never an error page, nor an opaque one (remotes' code is asked for with CORS). */
const onlyOk = new CacheableResponsePlugin({ statuses: [200] });
// Pages and answers vary by Accept-Language and Origin, which the browser adds after the worker.
const matchOptions = { ignoreVary: true };

const networkFirst = (cacheName: string, kept: number, options: Partial<StrategyOptions> = {}) =>
  new NetworkFirst({
    cacheName,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    matchOptions,
    plugins: [onlyOk, new ExpirationPlugin({ maxEntries: kept }), savedCopyNote],
    ...options,
  });

/** A remote's scripts load as plain script elements (no-cors, opaque to the worker): asked for with CORS instead, so they can be kept. */
const corsForOtherOrigins: WorkboxPlugin = {
  requestWillFetch: async ({ request }) =>
    new URL(request.url).origin === self.location.origin ? request : new Request(request.url, { mode: 'cors', credentials: 'omit' }),
};

const code = new CacheFirst({
  cacheName: CACHES.code,
  matchOptions,
  plugins: [corsForOtherOrigins, onlyOk, new ExpirationPlugin({ maxEntries: CODE_FILES_KEPT })],
});

const STRATEGIES: Record<Exclude<RequestKind, 'session-change'>, NetworkFirst | CacheFirst> = {
  'listing-page': networkFirst(CACHES.listingPages, LISTINGS_KEPT),
  page: networkFirst(CACHES.pages, PAGES_KEPT),
  // A listing and the first page of its reviews.
  'listing-answer': networkFirst(CACHES.listingAnswers, LISTINGS_KEPT * 2),
  'personal-answer': networkFirst(CACHES.personal, 20),
  'listing-photo': new CacheFirst({
    cacheName: CACHES.listingPhotos,
    matchOptions,
    plugins: [onlyOk, new ExpirationPlugin({ maxEntries: LISTING_PHOTOS_KEPT })],
  }),
  code,
  // Asked for with CORS; no note: an entry is code, the page's answers say whether it is a saved copy.
  'remote-entry': networkFirst(CACHES.remoteEntries, 20, {
    plugins: [corsForOtherOrigins, onlyOk, new ExpirationPlugin({ maxEntries: 20 })],
  }),
};

for (const [kind, strategy] of Object.entries(STRATEGIES)) {
  registerRoute(({ request }) => kindOf(request) === kind, strategy);
}

const forgetPrivateAnswers = () => Promise.all(PRIVATE_CACHES.map((name) => caches.delete(name)));

// Registered before Workbox's router, which serves GETs only: a sign-in or sign-out empties the
// private caches before it is sent and again once it is answered (an answer saved in between goes too).
self.addEventListener('fetch', (event) => {
  if (kindOf(event.request) !== 'session-change') return;
  event.respondWith(forgetPrivateAnswers().then(() => fetch(event.request).finally(() => event.waitUntil(forgetPrivateAnswers()))));
});

// A page that was never saved, asked for without a connection: the offline page, in the address's language.
setCatchHandler(async ({ request }) => {
  if (request.mode !== 'navigate') return Response.error();
  const page = await matchPrecache(offlinePageOf(languageOfPath(new URL(request.url).pathname)));
  return page ?? Response.error();
});

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// The release's start-up scripts, so the next visit starts without a connection. They came with
// the page that registered the worker, so the browser's own cache usually has them.
self.addEventListener('install', (event) => {
  event.waitUntil(Promise.all(self.__NIVASA_STARTUP_SCRIPTS.map((url) => code.handleAll({ event, request: new Request(url) })[1])));
});

// The first worker takes the page that registered it at once, so the listing open now is kept;
// a later one only activates once no page runs the old one, so it never meets a page mid-visit.
clientsClaim();
