/**
 * Which of the worker's caches a request belongs to, if any. Pure: the worker's routes
 * (service-worker.ts) and their tests read it.
 */
import { AUTH_PATHS, ENGAGEMENT_API_PATHS, LISTING_API_PATHS } from '@nivasa/contracts/api';
import { pathWithoutLanguage } from '@nivasa/contracts/language-paths';
import { PATHS } from '@nivasa/contracts/paths';

export type RequestKind =
  /** A listing's page (HTML), in any language. */
  | 'listing-page'
  /** Any other of the site's pages (HTML). */
  | 'page'
  /** A listing's API answer, or its reviews'. */
  | 'listing-answer'
  /** The session and the signed-in person's favourites. */
  | 'personal-answer'
  /** An uploaded photo, in any size. */
  | 'listing-photo'
  /** A script (or font) whose address names its content: the same address never changes. */
  | 'code'
  /** A remote's manifest or entry: one address for every release. */
  | 'remote-entry'
  /** Someone signs in or out: the private caches go. */
  | 'session-change';

export interface RequestFacts {
  url: URL;
  method: string;
  /** A navigation, or a page asked for by the page itself (Accept: text/html) to keep a copy. */
  wantsPage: boolean;
}

/** rspack's output names: `[name].[contenthash:10].js`. */
const HASHED_SCRIPT = /\.[0-9a-f]{10}\.js$/;
/** The fonts' files carry their package version's content under a fixed name, as the shell's build copies them. */
const FONT_FILE = /^\/fonts\/[\w-]+\.woff2$/;
const LISTING_PAGE = new RegExp(`^${PATHS.listingPattern.replace(/:\w+/, '[0-9a-f]{24}')}$`);
const LISTING_ANSWER = new RegExp(`^${LISTING_API_PATHS.getOne('LISTING').replace('LISTING', '[0-9a-f]{24}')}$`);
const REVIEWS_ANSWER = new RegExp(`^${ENGAGEMENT_API_PATHS.reviews('LISTING', 1).split('?')[0].replace('LISTING', '[0-9a-f]{24}')}$`);
const FAVOURITES_ANSWER = new RegExp(`^${ENGAGEMENT_API_PATHS.favorites('USER').replace('USER', '[0-9a-f]{24}')}$`);
const PHOTO = /^\/api\/images\/[0-9a-f]{24}$/;
const SESSION_CHANGES = new Set<string>([AUTH_PATHS.signIn, AUTH_PATHS.signOut, AUTH_PATHS.signUp, AUTH_PATHS.identityProviderSignIn]);
const REMOTE_ENTRY_FILES = new Set(['/mf-manifest.json', '/remoteEntry.js']);

/**
 * Another origin's scripts and manifests can only be the remotes': the pages' Content-Security-Policy
 * (script-src, connect-src) lets them load code from the remotes map's origins alone.
 */
export function requestKind({ url, method, wantsPage }: RequestFacts, siteOrigin: string): RequestKind | undefined {
  const fromSite = url.origin === siteOrigin;
  if (method === 'POST') return fromSite && SESSION_CHANGES.has(url.pathname) ? 'session-change' : undefined;
  if (method !== 'GET') return undefined;
  if (fromSite) {
    const path = url.pathname;
    if (path.startsWith('/api/')) {
      if (LISTING_ANSWER.test(path) || REVIEWS_ANSWER.test(path)) return 'listing-answer';
      if (path === AUTH_PATHS.verifyToken || FAVOURITES_ANSWER.test(path)) return 'personal-answer';
      if (PHOTO.test(path)) return 'listing-photo';
      return undefined;
    }
    if (HASHED_SCRIPT.test(path) || FONT_FILE.test(path)) return 'code';
    // The site's files (sw.js, robots.txt, the manifests) are not pages.
    if (wantsPage && !/\.\w+$/.test(path)) return LISTING_PAGE.test(pathWithoutLanguage(path)) ? 'listing-page' : 'page';
    return undefined;
  }
  if (HASHED_SCRIPT.test(url.pathname)) return 'code';
  return REMOTE_ENTRY_FILES.has(url.pathname) ? 'remote-entry' : undefined;
}
