/** The remotes the shell composes, the routes each one owns, and how the shell learns them. */
export const REMOTE_NAMES = ['public', 'account', 'admin'] as const;

export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Who may see a page: the shell puts signed-in and admin pages behind its guards. */
export const PAGE_ACCESS = ['everyone', 'signed-in', 'admin'] as const;

export type PageAccess = (typeof PAGE_ACCESS)[number];

/** What the shell knows of a remote's page before it loads the remote. */
export interface RouteInfo {
  /** A react-router path pattern, such as '/listing/:listingId'. */
  path: string;
  access: PageAccess;
  /**
   * The page's first screen as static HTML, rendered at the remote's build: a file beside the
   * manifest (`prerendered/<name>.html`). The shell's server puts it in the page it sends, so
   * the first screen paints before any JavaScript runs. Only for paths without parameters.
   */
  prerendered?: string;
}

/**
 * One page a remote owns, as its `src/app/routes.ts` declares it. The component type is left
 * to the front ends so that this package stays free of React.
 */
export interface RemoteRoute<Component> extends RouteInfo {
  /** Lazily loaded: each page is its own chunk, fetched when its route is shown. */
  page: Component;
}

/** What each remote's exposed `./routes` module exports, and its standalone page shows. */
export interface RemoteRoutesModule<Component> {
  routes: readonly RemoteRoute<Component>[];
}

/**
 * Each remote's build writes its routes' paths and access, as plain JSON, to this file beside
 * its mf-manifest.json. The shell's server reads it, so the shell knows a remote's paths
 * without loading the remote (and while the remote is down).
 */
export const ROUTE_LIST_FILE = 'routes.json';

/** A prerendered page's file, as a route list names it. */
export const PRERENDERED_FILE = /^prerendered\/[a-z0-9-]+\.html$/;

/** The element of the shell's index.html where the server puts a prerendered page, and the page reads it back. */
export const PRERENDERED_PAGE_ID = 'nivasa-prerendered-page';

/** A route list as the build writes it: paths unique, each starting with '/'. */
export function isRouteList(value: unknown): value is RouteInfo[] {
  if (!Array.isArray(value)) return false;
  const paths = new Set<string>();
  return value.every((route: unknown) => {
    if (!route || typeof route !== 'object') return false;
    const { path, access, prerendered } = route as Record<string, unknown>;
    if (typeof path !== 'string' || !path.startsWith('/') || paths.has(path)) return false;
    paths.add(path);
    if (prerendered !== undefined && (typeof prerendered !== 'string' || !PRERENDERED_FILE.test(prerendered) || path.includes(':')))
      return false;
    return (PAGE_ACCESS as readonly unknown[]).includes(access);
  });
}

/** Where each remote lives: remote name to its mf-manifest.json URL. */
export type RemotesMap = Record<RemoteName, string>;

/**
 * Served by the shell's server at /remotes.json: each remote's manifest URL, and the routes
 * it owns as its route list last said (none when it was never reachable).
 */
export type RemotesConfig = Record<RemoteName, { manifest: string; routes: RouteInfo[] }>;
