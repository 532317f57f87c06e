import { PATHS } from './paths';

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
  /**
   * The remote's own server renders this page's first screen per request, with its data, at
   * SERVER_RENDER_FILE beside the manifest; the shell's server asks it for the page it sends.
   * A page open to everyone is drawn as a visitor sees it; a signed-in or admin page, as the
   * request's session sees it (SERVER_RENDER_SESSION_HEADER), and only for a request with one.
   */
  serverRendered?: boolean;
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

/**
 * Each remote's build writes, beside its manifest, the scripts each of its pages loads: its own
 * files (relative to the manifest) and the shared modules they consume. The shell's server
 * preloads them with the page it sends.
 */
export const PAGE_SCRIPTS_FILE = 'page-scripts.json';

export type PageScripts = Record<string, { files: string[]; shared: string[] }>;

/** A script file beside a manifest, and a shared module's name, as the build writes them. */
const SCRIPT_FILE = /^[\w.-]+\.js$/;
const SHARED_NAME = /^(@[a-z0-9-]+\/)?[a-z0-9.-]+(\/[a-z0-9.-]+)*$/;
/** The most files or modules one list may name: a page loads a few dozen. */
const MAX_PAGE_SCRIPTS = 64;

const listOf = (list: unknown, pattern: RegExp) =>
  Array.isArray(list) && list.length <= MAX_PAGE_SCRIPTS && list.every((item) => typeof item === 'string' && pattern.test(item));
const scriptList = (files: unknown) => listOf(files, SCRIPT_FILE);

export function isPageScripts(value: unknown): value is PageScripts {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  return Object.entries(value).every(([routePath, page]) => {
    if (!routePath.startsWith('/') || !page || typeof page !== 'object') return false;
    const { files, shared } = page as Record<string, unknown>;
    return scriptList(files) && listOf(shared, SHARED_NAME);
  });
}

/** The shell's build writes, beside its own manifest, the script files of each module it shares. */
export const SHARED_SCRIPTS_FILE = 'shared-scripts.json';

export type SharedScripts = Record<string, string[]>;

export function isSharedScripts(value: unknown): value is SharedScripts {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  return Object.entries(value).every(([name, files]) => SHARED_NAME.test(name) && scriptList(files));
}

/**
 * The shell's build writes antd's styles into stylesheets, one for each set of its shared antd
 * modules, and lists them here by `antdStylesKey`; a page that consumes those modules links that
 * file, so antd does not make those styles again in the browser.
 */
export const ANTD_STYLES_FILE = 'antd-styles.json';

/** The page's link to its antd stylesheet, which the shell applies as it starts. */
export const ANTD_STYLESHEET_ELEMENT_ID = 'nivasa-antd-styles';

export type AntdStyles = Record<string, string>;

const STYLESHEET_FILE = /^antd-styles\/[\w.-]+\.css$/;

/** One name for a set of modules, whatever their order. */
export const antdStylesKey = (modules: readonly string[]): string => [...modules].sort().join(' ');

export function isAntdStyles(value: unknown): value is AntdStyles {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  return Object.entries(value).every(
    ([key, file]) => key.split(' ').every((name) => SHARED_NAME.test(name)) && typeof file === 'string' && STYLESHEET_FILE.test(file),
  );
}

/** The pages the shell draws itself (shell/src/app/routes.tsx), each a form in antd's parts of @nivasa/ui/antd. */
export const SHELL_PAGES: readonly string[] = [
  PATHS.signIn,
  PATHS.signUp,
  PATHS.forgotPassword,
  PATHS.resetPasswordPattern,
  PATHS.confirmEmailPattern,
];

/** A prerendered page's file, as a route list names it. */
export const PRERENDERED_FILE = /^prerendered\/[a-z0-9-]+\.html$/;

/**
 * Marks a button drawn at build time that the app's code has not taken over yet (a form's submit
 * button, which the build makes a plain one; the cookie banner's choices): a press on one before
 * the app has drawn its own is made again on the app's once it is drawn.
 */
export const PAINTED_BUTTON_ATTRIBUTE = 'data-painted-button';

/** Set on a painted button when it is pressed, or on a form's when Enter is pressed in one of its fields. */
export const PAINTED_PRESSED_ATTRIBUTE = 'data-painted-pressed';

/**
 * The script the shell's server puts in a page that holds painted buttons (run inline, before the
 * app's code arrives; its hash is in the Content-Security-Policy): it marks a
 * press on a painted button, or Enter in a form's field, for the shell to make again on the app's
 * button once drawn (shell/src/app/carry-focus-over.ts).
 */
export const PAINTED_PRESS_SCRIPT =
  `(function(){function press(button){if(button)button.setAttribute('${PAINTED_PRESSED_ATTRIBUTE}','')}` +
  `addEventListener('click',function(event){press(event.target.closest&&event.target.closest('[${PAINTED_BUTTON_ATTRIBUTE}]'))},true);` +
  `addEventListener('keydown',function(event){var field=event.target;` +
  `if(event.key==='Enter'&&field.tagName==='INPUT'&&field.form)press(field.form.querySelector('[${PAINTED_BUTTON_ATTRIBUTE}]'))},true)})()`;

/**
 * The cookie banner, drawn into the shell's index.html for a first visit's first paint; the shell's
 * server takes it out of the page for a visitor whose choice came with the request.
 */
export const COOKIE_BANNER_ID = 'nivasa-cookie-banner';

/**
 * An empty element closing the shell's header. The header's first row (the languages) comes last
 * in its HTML, so a first paint made while the parser was still inside the header drew it without
 * that row, and the whole header moved down when it came. index.html holds its first paint until
 * this element is parsed (`<link rel="expect" blocking="render">`).
 */
export const HEADER_END_ID = 'nivasa-header-end';

/** The element of the shell's index.html where the server puts a prerendered page, and the page reads it back. */
export const PRERENDERED_PAGE_ID = 'nivasa-prerendered-page';

/** A route list as the build writes it: paths unique, each starting with '/'. */
export function isRouteList(value: unknown): value is RouteInfo[] {
  if (!Array.isArray(value)) return false;
  const paths = new Set<string>();
  return value.every((route: unknown) => {
    if (!route || typeof route !== 'object') return false;
    const { path, access, prerendered, serverRendered } = route as Record<string, unknown>;
    if (serverRendered !== undefined && typeof serverRendered !== 'boolean') return false;
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

/** The element of the shell's page where its server puts the remotes map, so the entry need not ask /remotes.json. */
export const REMOTES_CONFIG_ELEMENT_ID = 'nivasa-remotes';

/** The map's tiles as a deployment configures them (MAP_STYLE_URL): a raster tile template and its credit. */
export interface MapStyle {
  tileUrl: string;
  attribution: string;
}

/** The element of the shell's page where its server puts the MapStyle, when one is configured. */
export const MAP_STYLE_ELEMENT_ID = 'nivasa-map-style';

export function isRemotesConfig(value: unknown): value is RemotesConfig {
  if (!value || typeof value !== 'object') return false;
  const config = value as Partial<Record<string, { manifest?: unknown; routes?: unknown }>>;
  return REMOTE_NAMES.every((name) => typeof config[name]?.manifest === 'string' && isRouteList(config[name].routes));
}

const segmentsOf = (path: string) => path.toLowerCase().split('/').filter(Boolean);

/**
 * Whether a route pattern takes this path. Plain code, for the shell's entry, which runs before
 * the shared router may load, and its server: segments match one for one, a ':param' segment
 * matches any one and a final '*' the rest, case aside. A path it misses only loses the head start.
 */
export function patternMatches(pattern: string, pathname: string): boolean {
  const actual = segmentsOf(pathname);
  const parts = segmentsOf(pattern);
  const splat = parts.at(-1) === '*';
  const fixed = splat ? parts.slice(0, -1) : parts;
  const lengthFits = splat ? actual.length >= fixed.length : actual.length === fixed.length;
  return lengthFits && fixed.every((part, i) => part.startsWith(':') || part === actual[i]);
}

/** The remote with a route at this path. */
export function remoteOwningPath(config: RemotesConfig, pathname: string): RemoteName | undefined {
  return REMOTE_NAMES.find((name) => config[name].routes.some(({ path }) => patternMatches(path, pathname)));
}

/**
 * A remote's server answers here, beside its manifest, with a page's first screen rendered for
 * one request (`?path=/listing/…&search=…&language=si`): a ServerRenderedPage as JSON.
 */
export const SERVER_RENDER_FILE = 'server-render';

/**
 * How the shell's server hands a remote the session cookie (`name=value`) of the request whose
 * signed-in or admin page it renders: a header of our own, never the Cookie header, so no
 * browser's own cookies ever make a render draw someone's page.
 */
export const SERVER_RENDER_SESSION_HEADER = 'X-Nivasa-Session';

/** Whether a page's server render is drawn as the request's session sees it (a page not open to everyone). */
export const rendersForSession = (route: RouteInfo): boolean => route.access !== 'everyone';

/** A first screen a remote rendered on its server: its HTML (styles first), and the queries' data it was drawn from. */
export interface ServerRenderedPage {
  html: string;
  /** TanStack Query's dehydrated state: the browser's query cache starts with it, so it does not ask the API again. */
  queries: { queries: unknown[]; mutations: unknown[] };
}

export function isServerRenderedPage(value: unknown): value is ServerRenderedPage {
  if (!value || typeof value !== 'object') return false;
  const { html, queries } = value as Partial<Record<string, unknown>>;
  if (typeof html !== 'string' || !queries || typeof queries !== 'object') return false;
  const state = queries as Partial<Record<string, unknown>>;
  return Array.isArray(state.queries) && Array.isArray(state.mutations);
}

/** The element of the shell's page where its server puts the server-rendered page's data (JSON, a ServerData). */
export const SERVER_DATA_ELEMENT_ID = 'nivasa-server-data';

/**
 * The data a server-rendered page was drawn from. `fresh`: it is what this visitor would get
 * (they are not signed in), so the page need not ask again; someone signed in gets theirs after.
 */
export interface ServerData {
  queries: ServerRenderedPage['queries'];
  fresh: boolean;
}

export function isServerData(value: unknown): value is ServerData {
  if (!value || typeof value !== 'object') return false;
  const { queries, fresh } = value as Partial<Record<string, unknown>>;
  return typeof fresh === 'boolean' && isServerRenderedPage({ html: '', queries });
}
