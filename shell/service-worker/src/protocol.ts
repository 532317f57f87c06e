/**
 * What the shell's pages and its service worker (service-worker.ts) agree on: the worker's
 * address, its caches, and the messages between them. Plain values, read on both sides.
 */

/** Served from the site's root, so its scope is every page. */
export const SERVICE_WORKER_URL = '/sw.js';

/** The caches the worker keeps, besides Workbox's precache (the offline pages, icons and manifests, by revision). */
export const CACHES = {
  /** Pages as they were last sent (HTML), other than listings'. */
  pages: 'nivasa-pages',
  /** The last listings opened: their pages, API answers and photos, each held to LISTINGS_KEPT. */
  listingPages: 'nivasa-listing-pages',
  listingAnswers: 'nivasa-listing-answers',
  listingPhotos: 'nivasa-listing-photos',
  /** A signed-in person's own answers (the session, favourites): emptied when anyone signs in or out. */
  personal: 'nivasa-personal',
  /** Hashed scripts, the shell's and the remotes': named by their content, so every release's live side by side. */
  code: 'nivasa-code',
  /** The remotes' mf-manifest.json and remoteEntry.js: the same address every release, always asked anew while online. */
  remoteEntries: 'nivasa-remote-entries',
} as const;

/** The caches a sign-in or sign-out empties: what an API answer told one person. Listings' answers can carry an owner's own (pending) listing. */
export const PRIVATE_CACHES = [CACHES.personal, CACHES.listingAnswers] as const;

export const LISTINGS_KEPT = 20;
/** Photos of those listings: a cover and a few of the gallery's, in the sizes the device asked for. */
export const LISTING_PHOTOS_KEPT = 120;
export const PAGES_KEPT = 40;
export const CODE_FILES_KEPT = 400;
/** A train's signal: an answer slower than this comes from the saved copy, when there is one. */
export const NETWORK_TIMEOUT_SECONDS = 6;

/** Set by the worker on a page it sends from its saved copy: when that copy was saved (an HTTP date). */
export const SAVED_COPY_META = 'nivasa-saved-copy';

/** The worker tells an open page that an answer it asked for came from a saved copy. */
export const SAVED_COPY_MESSAGE = 'nivasa:saved-copy';

/** Workbox's message for URLs the page loaded before the worker controlled it (workbox-routing's cache listener). */
export const CACHE_URLS_MESSAGE = 'CACHE_URLS';
