import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { Server } from 'node:http';
import { join, resolve } from 'node:path';
import compression from 'compression';
import express, { type Express, type Request, type Response } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { ApiBalancer, isUnreachable } from './api-balancer';
import { answerRequestErrors, refuseUnreadableRequests } from './bad-requests';
import { compressedFiles } from './compressed-files';
import { hasChosenCookies, withoutCookieBanner } from './cookie-consent';
import { forwardClient } from './forwarding';
import { isPublicPath } from './link-preview-documents';
import { linkPreviews, type ServeApp } from './link-previews';
import { indexFileOf, prerenderedFileOf } from './localised-files';
import { isModeratorSession } from './moderator-session';
import { antdStylesheet, antdStylesList, pageModules } from './antd-stylesheet';
import { pageScriptUrls, sharedModuleFiles } from './page-scripts';
import { pageStartScripts } from './page-start-scripts';
import { inPageLanguage } from './page-language';
import { remoteOrigins, securityHeaders } from './security-headers';
import { type ApiError, AUTH_PATHS, LISTING_API_PATHS } from '@nivasa/contracts/api';
import { FONT_STYLESHEETS } from '@nivasa/contracts/fonts';
import {
  type MapStyle,
  ROUTE_LIST_FILE,
  SERVER_RENDER_FILE,
  SERVER_RENDER_SESSION_HEADER,
  type ServerRenderedPage,
  patternMatches,
  remoteOwningPath,
  type RemotesConfig,
  SHARED_SCRIPTS_FILE,
  SHELL_PAGES,
  ANTD_STYLES_FILE,
  type AntdStyles,
} from '@nivasa/contracts/federation';
import { alternatePaths, languageOfPath, pathWithoutLanguage } from '@nivasa/contracts/language-paths';
import { LANGUAGES, type Language, isLanguage, preferredLanguage } from '@nivasa/contracts/languages';
import { PATHS, searchPath } from '@nivasa/contracts/paths';
import { parseSearchFilters, searchApiPath } from '@nivasa/contracts/search-url';
import type { RemotesDirectory } from './remote-directory';
import { sessionCookie } from './session-cookie';
import { shellPage, withHeaderSearchTerm } from './shell-page';
import type { RenderWorker } from './render-worker';
import { serverRenderedPage } from './server-rendered-pages';

/**
 * Serves a built front end the way production should: revalidated entry files, long-cached
 * hashed assets, brotli or gzip, security headers. The shell also proxies /api (telling the API
 * the client's address itself) and serves the remotes map with each remote's routes; remotes answer
 * CORS for the shell's origins.
 */
interface CommonServerOptions {
  distDir: string;
  /** Production is served over HTTPS only: sends HSTS. */
  production?: boolean;
}

export interface ShellServerOptions extends CommonServerOptions {
  kind: 'shell';
  /** The API: one address, or several instances of it to spread requests over. */
  apiUrl: string | readonly string[];
  /** Where the remotes live and the routes each owns; their origins are the only others the pages may load code from. */
  remotes: RemotesDirectory;
  /** Addresses of the proxies in front of this server whose X-Forwarded-For is believed; none by default: the peer is the client. */
  trustedProxies?: readonly string[];
  /** The site's public address (PUBLIC_URL): the absolute links of previews, robots.txt and the sitemap, never the request's Host. */
  publicUrl: string;
  /** How long a listing page waits for its preview; LINK_PREVIEW_LIMITS.apiTimeoutMs by default. */
  previewTimeoutMs?: number;
  /** The map's tiles (MAP_STYLE_URL); none: the maps draw the boundaries they carry. */
  mapStyle?: MapStyle;
  /** How long a page waits for its remote's server render (SERVER_RENDER_DEADLINE_MS) before the browser renders it. */
  serverRenderDeadlineMs?: number;
}

export interface RemoteServerOptions extends CommonServerOptions {
  kind: 'remote';
  allowedOrigins: readonly string[];
  /** Renders the remote's server-rendered pages (its `src/app/server-rendered.tsx`), when it has them. */
  renderer?: RenderWorker;
}

export type AppServerOptions = ShellServerOptions | RemoteServerOptions;

// Files whose names stay the same from build to build: browsers must revalidate them (the
// service worker and the web app manifests too: a new release is found on the next visit).
const ENTRY_FILES = new Set([
  'index.html',
  'mf-manifest.json',
  ROUTE_LIST_FILE,
  'remoteEntry.js',
  'mf-stats.json',
  'auth-callback.js',
  'sw.js',
]);
const HASHED_FILE = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;

function setCacheHeaders(res: Response, filePath: string): void {
  const name = filePath.split(/[\\/]/).pop() ?? '';
  if (ENTRY_FILES.has(name) || name.endsWith('.html') || name.endsWith('.webmanifest')) res.setHeader('Cache-Control', 'no-cache');
  else if (HASHED_FILE.test(name)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  else res.setHeader('Cache-Control', 'public, max-age=3600');
}

export function createAppServer(options: AppServerOptions): Express {
  if (!existsSync(join(options.distDir, options.kind === 'shell' ? 'index.html' : 'mf-manifest.json'))) {
    throw new Error(`${options.distDir} holds no build; run the app's build first`);
  }
  const app = express();
  app.disable('x-powered-by');
  app.use(refuseUnreadableRequests);
  const api = options.kind === 'shell' ? new ApiBalancer(([] as string[]).concat(options.apiUrl)) : undefined;

  if (options.kind === 'shell' && api) {
    // req.ip, req.protocol and req.host then read forwarding headers from trusted proxies only.
    app.set('trust proxy', options.trustedProxies?.length ? [...options.trustedProxies] : false);
    app.use('/api', apiProxy(api));
  }

  // After the proxy: the API's answers carry the API's own headers.
  app.use(
    securityHeaders({
      kind: options.kind,
      codeOrigins: options.kind === 'shell' ? remoteOrigins(options.remotes.map) : [],
      production: options.production ?? false,
    }),
  );
  app.use(compression());

  if (options.kind === 'remote') {
    const allowed = new Set(options.allowedOrigins);
    app.use((req, res, next) => {
      const origin = req.headers.origin;
      if (origin && allowed.has(origin)) res.setHeader('Access-Control-Allow-Origin', origin);
      // Every answer, the ones without the header too: a cached copy must not serve another origin.
      res.vary('Origin');
      next();
    });
    const { renderer } = options;
    if (renderer) app.get(`/${SERVER_RENDER_FILE}`, (req, res) => void answerRender(renderer, req, res));
  } else {
    app.get('/remotes.json', (_req, res) => {
      res.setHeader('Cache-Control', 'no-cache');
      res.json(options.remotes.config());
    });
  }
  const previews =
    options.kind === 'shell' && api
      ? linkPreviews({
          api,
          publicUrl: options.publicUrl,
          apiTimeoutMs: options.previewTimeoutMs,
        })
      : undefined;
  if (previews) {
    // Before the build's files: these are the server's own.
    app.get('/robots.txt', previews.robots);
    app.get('/sitemap.xml', previews.sitemap);
  }

  const serveCompressed = compressedFiles(resolve(options.distDir), setCacheHeaders);
  app.use((req, res, next) => void serveCompressed(req, res, next));
  app.use(express.static(options.distDir, { index: false, setHeaders: setCacheHeaders, fallthrough: true }));

  if (options.kind === 'shell') {
    const indexHtmls = new Map(LANGUAGES.map((language) => [language, builtFile(join(options.distDir, indexFileOf(language)))]));
    // Each language's frame; a build from before the languages has the English one only.
    const indexHtmlIn = (language: Language): Promise<string> =>
      (indexHtmls.get(language) as () => Promise<string>)().catch((error: NodeJS.ErrnoException) => {
        if (language === 'en' || error.code !== 'ENOENT') throw error;
        return indexHtmlIn('en');
      });
    // The Sinhala and Tamil device-font rules, written into their pages; a build without them links the stylesheet.
    const deviceFontStylesheets = new Map(
      Object.entries(FONT_STYLESHEETS).map(
        ([language, { deviceFaces }]) => [language, builtFile(join(options.distDir, deviceFaces))] as const,
      ),
    );
    const deviceFontFacesIn = (language: Language): Promise<string | undefined> =>
      deviceFontStylesheets
        .get(language)?.()
        .catch(() => undefined) ?? Promise.resolve(undefined);
    // The shell's files of each module it shares, for the preloads of a remote's page.
    const sharedScripts = builtFile(join(options.distDir, SHARED_SCRIPTS_FILE));
    let sharedFiles: { text: string; files: Map<string, string[]> } | undefined;
    const sharedFilesNow = (): Promise<ReadonlyMap<string, readonly string[]>> =>
      sharedScripts().then(
        (text) => {
          if (sharedFiles?.text !== text) sharedFiles = { text, files: sharedModuleFiles(text) };
          return sharedFiles.files;
        },
        // A build without the list: the page's own code loads as it did.
        () => new Map(),
      );
    // antd's stylesheets, for the pages drawn with antd.
    const antdStyles = builtFile(join(options.distDir, ANTD_STYLES_FILE));
    let antdList: { text: string; list: AntdStyles } | undefined;
    const antdListNow = (): Promise<AntdStyles> =>
      antdStyles().then(
        (text) => {
          if (antdList?.text !== text) antdList = { text, list: antdStylesList(text) };
          return antdList.list;
        },
        // A build without them: antd makes its styles in the browser, as it did.
        () => ({}),
      );
    // The shell's own pages its build drew (prerendered/sign-in.html); one it did not draw has none.
    const shellPageFiles = new Map<string, () => Promise<string>>();
    const shellFirstScreen = (pathname: string, language: Language): Promise<string | undefined> => {
      if (!SHELL_PAGES.includes(pathname)) return Promise.resolve(undefined);
      const file = prerenderedFileOf(pathname, language);
      let read = shellPageFiles.get(file);
      if (!read) {
        read = builtFile(join(options.distDir, file));
        shellPageFiles.set(file, read);
      }
      return read().catch(() => undefined);
    };
    const origin = new URL(options.publicUrl).origin;
    // Client-side routes: any GET that is not a file gets the app, which shows its own 404. A
    // Sinhala or Tamil address is its English path under /si or /ta: the same page in that language.
    const serveApp: ServeApp = (req, res, next, { transform = (html: string) => html, apiCalls, rendered } = {}) => {
      if (!req.accepts('html')) return next();
      const { remotes } = options;
      const language = languageOfPath(req.path);
      const pathname = pathWithoutLanguage(req.path);
      const config = remotes.config();
      const owner = remoteOwningPath(config, pathname);
      const alternates = isPublicPage(config, pathname)
        ? (Object.fromEntries(
            Object.entries(alternatePaths(addressOf(pathname, req.originalUrl))).map(([other, path]) => [
              other,
              new URL(path, origin).href,
            ]),
          ) as Record<Language, string>)
        : undefined;
      // The page says which language the browser prefers, so a cache must keep one copy per
      // Accept-Language; and it holds the cookie banner or not, as the visitor's cookies say.
      res.vary('Accept-Language');
      res.vary('Cookie');
      Promise.all([
        indexHtmlIn(language),
        deviceFontFacesIn(language),
        rendered,
        sharedFilesNow(),
        antdListNow(),
        shellFirstScreen(pathname, language),
      ]).then(([html, deviceFontFaces, page, shared, antdFiles, shellScreen]) => {
        const remotePage = owner ? remotes.pageScriptsFor(owner, pathname) : undefined;
        const antdFile = antdStylesheet(pageModules(pathname, remotePage), antdFiles);
        res.setHeader('Cache-Control', 'no-cache');
        const preferred = preferredLanguage(req.get('Accept-Language'));
        const localised = inPageLanguage(html, { language, alternates, preferred, deviceFontFaces });
        const framed = hasChosenCookies(req.get('Cookie')) ? withoutCookieBanner(localised) : localised;
        // Compressed on the way out.
        res.type('html').send(
          shellPage(transform(framed), {
            pathname,
            remotes: config,
            startScripts: remotes.startScripts(),
            pageScripts: pageScriptUrls(remotePage, shared, new Set(pageStartScripts(html))),
            // The shell's own page drawn at build time is drawn with antd's classes: its HTML needs the file.
            stylesheet: antdFile ? { href: antdFile, forFirstScreen: shellScreen !== undefined } : undefined,
            prerendered: page?.html ?? remotes.prerenderedPage(pathname, language) ?? shellScreen,
            // A public page is drawn as a visitor sees it: someone signed in gets their own view once
            // it has shown. A signed-in or admin page was drawn for this session.
            serverData: page && { queries: page.queries, fresh: !sessionCookie(req.get('Cookie')) || !isPublicPage(config, pathname) },
            // A server-rendered page's data came with it. Every page asks who is signed in as it starts,
            // and a guarded page waits for that answer.
            apiCalls: [...(page ? [] : (apiCalls ?? [])), AUTH_PATHS.verifyToken],
            mapStyle: options.mapStyle,
          }),
        );
      }, next);
    };
    // The first screen from the page's remote, asked for while the preview is read.
    const renderedPage = (req: Request): Promise<ServerRenderedPage | undefined> | undefined => {
      if (!req.accepts('html')) return undefined;
      const ask = {
        pathname: pathWithoutLanguage(req.path),
        search: new URL(req.originalUrl, 'http://shell').search,
        language: languageOfPath(req.path),
        session: sessionCookie(req.get('Cookie')),
      };
      return serverRenderedPage(options.remotes.config(), ask, options.serverRenderDeadlineMs);
    };
    // A listing's page carries its link preview for the crawlers of chat apps, which run no JavaScript.
    app.get(inEveryLanguage(PATHS.listingPattern), (req, res, next) => {
      const rendered = renderedPage(req);
      return previews?.listingPage(req, res, next, (...[request, response, proceed, additions]) =>
        serveApp(request, response, proceed, { ...additions, rendered }),
      );
    });
    // The search page's first call, read from its address as the page reads it.
    app.get(inEveryLanguage(PATHS.search), (req, res, next) => {
      const filters = parseSearchFilters(new URL(req.originalUrl, 'http://shell').searchParams);
      serveApp(req, res, next, {
        apiCalls: [searchApiPath(filters, 0)],
        rendered: renderedPage(req),
        transform: (html) => withHeaderSearchTerm(html, filters.searchTerm),
      });
    });
    // The moderators' queue: its first rows drawn by the admin remote for this session; failing
    // that, its first page asked for with the HTML, for a moderator only (the API says whose
    // session it is), so nobody else's browser asks the admin API.
    if (api) {
      app.get(inEveryLanguage(PATHS.dashboardApprove), (req, res, next) => {
        const rendered = renderedPage(req);
        void isModeratorSession({ cookie: req.get('Cookie'), clientAddress: req.ip }, api.pick()).then((moderator) =>
          serveApp(req, res, next, { apiCalls: moderator ? [LISTING_API_PATHS.pendingPage(0)] : undefined, rendered }),
        );
      });
    }
    app.get(/.*/, serveApp);
  }
  app.use((_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  });
  app.use(answerRequestErrors);
  return app;
}

const MAX_RENDER_ADDRESS = 2_048;

/**
 * GET /server-render?path=…&search=…&language=…: a page's first screen, for the shell's server.
 * What a visitor could see by opening the page, so it is open like the page; bounded by the
 * worker's deadline and queue, and only for the paths the remote renders on its server. A
 * signed-in or admin page is drawn for the session in SERVER_RENDER_SESSION_HEADER: what that
 * session's holder could ask the API for themselves, and nothing without it.
 */
async function answerRender(renderer: RenderWorker, req: Request, res: Response): Promise<void> {
  res.setHeader('Cache-Control', 'no-store');
  const { path, search = '', language } = req.query;
  const session = req.get(SERVER_RENDER_SESSION_HEADER);
  if (
    (session !== undefined && sessionCookie(session) !== session) ||
    typeof path !== 'string' ||
    !path.startsWith('/') ||
    typeof search !== 'string' ||
    (search !== '' && !search.startsWith('?')) ||
    path.length + search.length > MAX_RENDER_ADDRESS ||
    !isLanguage(language)
  ) {
    res.status(400).json({
      message: 'Give path (starting with /), search (empty or starting with ?), language and at most one session cookie.',
      code: 'BAD_RENDER_REQUEST',
    });
    return;
  }
  try {
    res.json(await renderer.render({ pathname: path, search, language, session }));
  } catch {
    // Refused, late or failed alike: the shell's server sends the page without it.
    res.status(503).json({ message: 'This page is not rendered on the server right now.', code: 'RENDER_UNAVAILABLE' });
  }
}

/** A route's path in every language: '/search', '/si/search', '/ta/search'. */
function inEveryLanguage(path: string): string[] {
  return Object.values(alternatePaths(path));
}

/**
 * The page's address as search engines should know it: a search with its filters (read through
 * the search page's allow-list, in its order), any other page without a query (tracking tags and the like).
 */
function addressOf(pathname: string, requestUrl: string): string {
  if (pathname !== PATHS.search) return pathname;
  return searchPath(parseSearchFilters(new URL(requestUrl, 'http://shell').searchParams));
}

/** A page search engines may list: not an account's, a dashboard's or a token's, and open to everyone. */
function isPublicPage(remotes: RemotesConfig, pathname: string): boolean {
  if (!isPublicPath(pathname)) return false;
  const owner = remoteOwningPath(remotes, pathname);
  return !owner || remotes[owner].routes.some(({ path, access }) => access === 'everyone' && patternMatches(path, pathname));
}

/** A built file's text, read again when a build replaces it. */
function builtFile(path: string): () => Promise<string> {
  let read: { version: string; text: Promise<string> } | undefined;
  return async () => {
    const info = await stat(path);
    const version = `${info.mtimeMs}-${info.size}`;
    if (read?.version !== version) read = { version, text: readFile(path, 'utf8') };
    return read.text;
  };
}

const API_UNREACHABLE: ApiError = {
  success: false,
  statusCode: 502,
  code: 'API_UNREACHABLE',
  message: 'The Nivasa API is not reachable. Please try again shortly.',
};
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * /api, proxied to the API's instances in turn, telling them the client's address itself. A
 * read that found its instance unreachable goes once to another; a write is not sent twice.
 * Mounted before compression: the API compresses its own answers (once, not again here), and streams pass untouched.
 */
function apiProxy(api: ApiBalancer) {
  const targetOf = new WeakMap<Request, string>();
  // The path as mounted, before the rewrite: a retry is rewritten again.
  const mountedPathOf = new WeakMap<Request, string>();
  const retried = new WeakSet<Request>();
  const proxy = createProxyMiddleware<Request, Response>({
    changeOrigin: false,
    pathRewrite: (path, req) => {
      mountedPathOf.set(req, path);
      return `/api${path}`;
    },
    router: (req) => {
      const target = api.pick();
      targetOf.set(req, target);
      return target;
    },
    on: {
      proxyReq: (proxyReq, req) => forwardClient(proxyReq, { address: req.ip, host: req.host, protocol: req.protocol }),
      error: (error, req, res) => {
        const response = res as Response;
        const target = targetOf.get(req);
        if (target && isUnreachable(error)) {
          api.unreachable(target);
          if (SAFE_METHODS.has(req.method) && !retried.has(req) && !response.headersSent && api.hasAlternative(target)) {
            retried.add(req);
            req.url = mountedPathOf.get(req) ?? req.url;
            void proxy(req, response, () => response.status(502).json(API_UNREACHABLE));
            return;
          }
        }
        if (!response.headersSent) response.status(502).json(API_UNREACHABLE);
      },
    },
  });
  return proxy;
}

/**
 * Serves a front end on a port. The shell's server first reads the remotes' route lists, and
 * keeps them fresh until it is closed.
 */
export async function startAppServer(options: AppServerOptions, port: number, host: string): Promise<Server> {
  if (options.kind === 'remote') {
    const { renderer } = options;
    await renderer?.start();
    const server = await listen(createAppServer(options), port, host).catch((error: unknown) => {
      renderer?.stop();
      throw error;
    });
    server.on('close', () => renderer?.stop());
    return server;
  }
  await options.remotes.start();
  try {
    const server = await listen(createAppServer(options), port, host);
    server.on('close', () => options.remotes.stop());
    return server;
  } catch (error) {
    options.remotes.stop();
    throw error;
  }
}

export function listen(app: Express, port: number, host: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = app.listen(port, host, (error?: Error) => (error ? reject(error) : resolve(server)));
    server.on('error', reject);
  });
}
