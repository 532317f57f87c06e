/**
 * The one rspack set-up every Nivasa front end builds with. Each app's rspack.config.ts
 * only names itself and what it exposes.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { ClientRequest, IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { rspack, type Compiler, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { createJiti } from 'jiti';
import { PAGE_ACCESS, ROUTE_LIST_FILE, isRouteList, type RemoteName, type RouteInfo } from './services/contracts/src/federation';
import { forwardClient } from './services/shell-server/src/forwarding';
import { sharedWorkspaceModules } from './tools/src/shared-modules';
import { readPort, readPorts } from './services/contracts/src/ports';
import { SITE_TEXT } from './services/contracts/src/messages';
import { colors } from './shell/ui/src/theme';

type AppName = 'shell' | RemoteName;

export interface AppOptions {
  /** The key in the shell's remotes map; the container is named nivasa_<name>. */
  name: AppName;
  /** The app's folder (the directory of its rspack.config.ts). */
  dir: string;
  /**
   * A remote's routes module (its `routes`: path, access and lazy page of every page it owns):
   * exposed to the shell as `./routes`, and its paths and access written to routes.json.
   */
  routes?: string;
  /**
   * A remote's module of first screens (`prerendered`: path to element), rendered to HTML at
   * build time and named in routes.json, so the shell's server can send them in the page.
   */
  prerenderedPages?: string;
  /** The host's module whose `prerendered` holds its frame (header, footer), rendered into index.html. */
  prerenderedFrame?: string;
  /** Module federation runtime plugins (files that must not import React). */
  runtimePlugins?: string[];
  /** The host serves index.html for every route and proxies the API. */
  isHost?: boolean;
  /** The page title of the app's index.html (for a remote, its standalone page). */
  title: string;
}

interface CliEnv {
  RSPACK_SERVE?: boolean;
}

/** The rspack CLI's own options (`--mode production`); NODE_ENV is not set from them. */
interface CliArguments {
  mode?: string;
}

const SHELL_DIR = path.join(import.meta.dirname, 'shell');
const UI_SOURCES = path.join(SHELL_DIR, 'ui', 'src');
/** Libraries apps reach only through shared modules of @nivasa/ui, which re-export what they use. */
const FACADES = [
  { request: /^react-router(-dom)?(\/|$)/, modules: [path.join(UI_SOURCES, 'router.ts')], name: '@nivasa/ui/router' },
  {
    request: /^antd(\/|$)/,
    modules: ['antd.ts', 'antd-fields.ts', 'antd-display.ts'].map((file) => path.join(UI_SOURCES, file)),
    name: '@nivasa/ui/antd (or antd-fields, antd-display)',
  },
];
const DEV_TOOLS_DIR = path.join(SHELL_DIR, 'dev');
/** One React Refresh runtime per page under `rspack serve`: the shell offers its own to the remotes. */
const REFRESH_OFFER = path.join(DEV_TOOLS_DIR, 'offer-react-refresh.js');
const REFRESH_RUNTIME_FOR_REMOTES = path.join(DEV_TOOLS_DIR, 'react-refresh-runtime.js');

function readDependencies(dir: string): Record<string, string> {
  const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  return manifest.dependencies;
}

/**
 * One instance of each across host and remotes: one React, one jotai store, one session, one
 * router. For the libraries one instance matters more than the version (a second React breaks
 * every hook), so a remote that asks for another version only logs a warning and gets the
 * page's copy.
 */
function sharedSingletons(dependencies: Record<string, string>) {
  const singleton = (requiredVersion: string) => ({ singleton: true, requiredVersion });
  return {
    react: singleton(dependencies.react),
    'react/jsx-runtime': singleton(dependencies.react),
    'react/jsx-dev-runtime': singleton(dependencies.react),
    'react-dom': singleton(dependencies['react-dom']),
    'react-dom/client': singleton(dependencies['react-dom']),
    // The router and antd are shared as @nivasa/ui/router and @nivasa/ui/antd (see FacadeImportGuard).
    jotai: singleton(dependencies.jotai),
    'jotai/utils': singleton(dependencies.jotai),
    'styled-components': singleton(dependencies['styled-components']),
    // One QueryClientProvider context, so the remotes' pages reach the shell's query client.
    '@tanstack/react-query': singleton(dependencies['@tanstack/react-query']),
    // Every module of @nivasa/session and @nivasa/ui, at its package's version (see shared-modules.ts).
    ...sharedWorkspaceModules(),
  };
}

const FAVICON = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="9" fill="${colors.primary}"/><path d="M8 16.5 16 9l8 7.5V24a1 1 0 0 1-1 1h-4.5v-5.5h-5V25H9a1 1 0 0 1-1-1z" fill="#fff"/></svg>`,
)}`;

const PRERENDER_SCRIPT = path.join(import.meta.dirname, 'rspack.prerender.ts');
const TSX = path.join(import.meta.dirname, 'node_modules', '.bin', 'tsx');

/** Runs rspack.prerender.ts on an app's module, from the app's folder: path to static HTML. */
function renderPrerendered(appDir: string, module: string): Promise<Record<string, string>> {
  return new Promise((resolve, reject) => {
    execFile(TSX, [PRERENDER_SCRIPT, module], { cwd: appDir, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`Prerendering ${module} failed: ${stderr || error.message}`));
      else resolve(JSON.parse(stdout) as Record<string, string>);
    });
  });
}

/** A prerendered page's file name: '/' is index, '/about' about. */
const prerenderedFileOf = (pagePath: string) =>
  `prerendered/${pagePath === '/' ? 'index' : pagePath.slice(1).replace(/[^a-z0-9]+/g, '-')}.html`;

function indexHtml(title: string, body = ''): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="${SITE_TEXT.description}" />
    <meta name="theme-color" content="${colors.primary}" />
    <title>${title}</title>
    <link rel="icon" href="${FAVICON}" />
  </head>
  <body>
    <noscript>Nivasa needs JavaScript to run.</noscript>
    <div id="root">${body}</div>
  </body>
</html>
`;
}

/**
 * Writes a remote's route list (routes.json: each page's path and access, no code) beside its
 * manifest, where the shell's server reads it: the shell then knows the remote's paths without
 * loading it. The routes module is run in Node to read them; its pages are lazy, so no page
 * code runs. A list the contract refuses fails the build.
 */
class RouteListPlugin {
  constructor(
    private readonly routesModule: string,
    private readonly prerendered?: { appDir: string; module: string },
  ) {}

  apply(compiler: Compiler) {
    const jiti = createJiti(import.meta.url, {
      // Read afresh on every compilation, so `rspack serve` publishes an edited list.
      moduleCache: false,
      fsCache: false,
      // The contracts from their sources, as the bundle takes them.
      alias: { '@nivasa/contracts': path.join(import.meta.dirname, 'services', 'contracts', 'src') },
    });
    compiler.hooks.thisCompilation.tap('RouteListPlugin', (compilation) => {
      const stage = compiler.rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL;
      compilation.hooks.processAssets.tapPromise({ name: 'RouteListPlugin', stage }, async () => {
        const { routes } = await jiti.import<{ routes?: unknown }>(this.routesModule);
        const list = Array.isArray(routes) ? routes.map((route) => ({ path: route?.path, access: route?.access })) : routes;
        if (!isRouteList(list)) {
          const rule = `an array of routes, each with a path that starts with '/' (each path once) and an access of ${PAGE_ACCESS.join(', ')}`;
          compilation.errors.push(new compiler.rspack.WebpackError(`${this.routesModule}: \`routes\` must be ${rule}.`));
          return;
        }
        const published: RouteInfo[] = list;
        if (this.prerendered) {
          const pages = await renderPrerendered(this.prerendered.appDir, this.prerendered.module);
          for (const [pagePath, html] of Object.entries(pages)) {
            const route = published.find((candidate) => candidate.path === pagePath);
            if (!route || pagePath.includes(':')) {
              const rule = 'a path of this remote without parameters';
              compilation.errors.push(new compiler.rspack.WebpackError(`${this.prerendered.module}: '${pagePath}' must be ${rule}.`));
              continue;
            }
            route.prerendered = prerenderedFileOf(pagePath);
            compilation.emitAsset(route.prerendered, new compiler.rspack.sources.RawSource(html));
          }
        }
        compilation.emitAsset(ROUTE_LIST_FILE, new compiler.rspack.sources.RawSource(`${JSON.stringify(published, null, 2)}\n`));
      });
    });
  }
}

/**
 * Lists the shell's start-up scripts in index.html as preloads, so they download while the page
 * is parsed rather than after the entry has run (on a slow phone network, a second sooner for
 * every page), and asks for the entry first. They are the chunks of the entry's `import('./app/bootstrap')`, and the chunks
 * providing each shared module those consume, and so on: what the federation runtime loads
 * before the first render.
 */
class StartupPreloadPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('StartupPreloadPlugin', (compilation) => {
      const stage = compiler.rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT;
      compilation.hooks.processAssets.tap({ name: 'StartupPreloadPlugin', stage }, () => {
        const html = compilation.getAsset('index.html');
        if (!html) return;
        const files = startupScripts(
          compilation
            .getStats()
            .toJson({ all: false, chunks: true, chunkOrigins: true, chunkModules: true, dependentModules: true, ids: true }),
        );
        const links = files.map((file) => `<link rel="preload" as="script" href="/${file}" />`).join('');
        // A deferred script is fetched at low priority, after the preloads; the entry starts everything else.
        const source = html.source
          .source()
          .toString()
          .replace(/<script defer src=/g, '<script defer fetchpriority="high" src=')
          .replace('</head>', `${links}</head>`);
        compilation.updateAsset('index.html', new compiler.rspack.sources.RawSource(source));
      });
    });
  }
}

interface StartupStats {
  chunks?: {
    id?: string | number | null;
    files?: string[];
    origins?: { moduleName?: string; request?: string }[];
    modules?: { moduleType?: string; name?: string }[];
  }[];
}

/** The script files the shell's bootstrap needs, from the build's chunk graph. */
function startupScripts(stats: StartupStats): string[] {
  const chunks = stats.chunks ?? [];
  const sharedKeyOf = (name = '') => /^consume shared module \(default\) (.+?)@/.exec(name)?.[1];
  const providers = (key: string) =>
    chunks.filter((chunk) =>
      chunk.origins?.some(({ moduleName = '' }) => moduleName.startsWith(`provide shared module (default) ${key}@`)),
    );
  const found = new Set(chunks.filter((chunk) => chunk.origins?.some(({ request }) => request === './app/bootstrap')));
  const pending = [...found];
  for (let chunk = pending.pop(); chunk; chunk = pending.pop()) {
    for (const module of chunk.modules ?? []) {
      const key = module.moduleType === 'consume-shared-module' ? sharedKeyOf(module.name) : undefined;
      for (const provider of key ? providers(key) : []) {
        if (found.has(provider)) continue;
        found.add(provider);
        pending.push(provider);
      }
    }
  }
  return [...found]
    .flatMap((chunk) => chunk.files ?? [])
    .filter((file) => file.endsWith('.js'))
    .sort();
}

/**
 * Under `rspack serve`, the shell's /remotes.json as its server answers it, with the route
 * lists read afresh from the remotes' dev servers on every request.
 */
function devRemotesJson() {
  // Loaded on first use: the platform's code reads the contracts' build, which `npm run dev` makes first.
  const directory = Promise.all([
    import('./services/shell-server/src/app-config'),
    import('./services/shell-server/src/remote-directory'),
  ]).then(([{ remotesMap }, { RemotesDirectory }]) => new RemotesDirectory(remotesMap(readPorts())));
  return {
    name: 'nivasa-remotes-json',
    path: '/remotes.json',
    middleware: (_req: IncomingMessage, res: ServerResponse) => {
      directory
        .then(async (remotes) => {
          await remotes.refresh();
          res.setHeader('Content-Type', 'application/json');
          res.setHeader('Cache-Control', 'no-cache');
          res.end(JSON.stringify(remotes.config()));
        })
        .catch((error: unknown) => {
          res.statusCode = 503;
          res.end(`The remotes map is not available: ${String(error)}`);
        });
    },
  };
}

/**
 * Apps reach react-router and antd only through @nivasa/ui/router and @nivasa/ui/antd, shared
 * modules that keep one router and one antd across host and remotes and ship only the parts in
 * use. A direct import would bring a second copy that the shell's providers do not know, so it
 * fails the build.
 */
class FacadeImportGuard {
  apply(compiler: Compiler) {
    compiler.hooks.normalModuleFactory.tap('FacadeImportGuard', (factory) => {
      factory.hooks.beforeResolve.tap('FacadeImportGuard', (data) => {
        const issuer = data.contextInfo.issuer;
        if (!issuer || issuer.includes(`${path.sep}node_modules${path.sep}`)) return;
        const facade = FACADES.find((candidate) => candidate.request.test(data.request));
        if (!facade || facade.modules.includes(issuer)) return;
        throw new Error(`${issuer}: import '${data.request}' through '${facade.name}'.`);
      });
    });
  }
}

function swcRule(syntax: { tsx: boolean }, development: boolean) {
  return {
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: syntax.tsx },
        transform: {
          react: { runtime: 'automatic', development, refresh: development },
        },
      },
    },
  };
}

export function defineAppConfig(options: AppOptions) {
  return (env: CliEnv = {}, argv: CliArguments = {}): Configuration => {
    const production = argv.mode === 'production' || process.env.NODE_ENV === 'production';
    const serving = Boolean(env.RSPACK_SERVE);
    const dependencies = readDependencies(options.dir);
    const uniqueName = `nivasa_${options.name}`;
    // A remote's own page (its standalone app) exists under `rspack serve` only: in production a
    // remote is its manifest and chunks, and runs on the shell's federation runtime.
    const hasPage = options.isHost || serving;

    return {
      context: options.dir,
      mode: production ? 'production' : 'development',
      entry: hasPage ? { main: serving && options.isHost ? [REFRESH_OFFER, './src/index.ts'] : './src/index.ts' } : {},
      // Evergreen browsers, including those on mid-range phones: no ES5 down-levelling.
      target: ['web', 'es2020'],
      output: {
        path: path.join(options.dir, 'dist'),
        publicPath: 'auto',
        uniqueName,
        clean: true,
        filename: production ? '[name].[contenthash:10].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      },
      resolve: {
        extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      },
      module: {
        rules: [
          {
            // `source` bundles workspace packages (the contracts) from their TypeScript. Only for
            // our own code: a few packages in node_modules publish uncompiled sources under it too.
            issuer: { not: /[\\/]node_modules[\\/]/ },
            resolve: { conditionNames: ['source', '...'] },
          },
          { test: /\.ts$/, exclude: /node_modules/, use: [swcRule({ tsx: false }, serving)] },
          { test: /\.tsx$/, exclude: /node_modules/, use: [swcRule({ tsx: true }, serving)] },
        ],
      },
      devtool: production ? false : 'cheap-module-source-map',
      // Lazy compilation breaks the import('./bootstrap') boundary module federation needs.
      lazyCompilation: false,
      plugins: [
        hasPage &&
          new rspack.HtmlRspackPlugin({
            // The host's frame is drawn into the page at build time, with an empty spot for the
            // page's own first screen, which the server fills where a remote published one.
            templateContent:
              options.prerenderedFrame && production && !serving
                ? async () => {
                    const [frame] = Object.values(await renderPrerendered(options.dir, options.prerenderedFrame as string));
                    return indexHtml(options.title, frame);
                  }
                : indexHtml(options.title),
            // Only the entry: the container's remoteEntry.js must not land in index.html.
            chunks: ['main'],
          }),
        options.routes &&
          new RouteListPlugin(
            path.resolve(options.dir, options.routes),
            options.prerenderedPages && production && !serving ? { appDir: options.dir, module: options.prerenderedPages } : undefined,
          ),
        new ModuleFederationPlugin({
          name: uniqueName,
          filename: 'remoteEntry.js',
          exposes: options.routes ? { './routes': options.routes } : undefined,
          shared: sharedSingletons(dependencies),
          // Use what is already loaded (the shell's copies) instead of fetching every
          // remote's entry to compare versions, so one remote being down cannot stall another.
          shareStrategy: 'loaded-first',
          runtimePlugins: options.runtimePlugins,
          manifest: true,
          // The contract type in @nivasa/contracts/federation replaces generated types.
          dts: false,
          // One federation runtime per page: the shell provides its runtime core and the
          // remotes' production builds use it instead of shipping their own (about 15 KB brotli each).
          // Under `rspack serve` a remote keeps its own, so its standalone page runs without the shell.
          experiments: options.isHost ? { provideExternalRuntime: true } : { externalRuntime: production && !serving },
        }),
        new FacadeImportGuard(),
        options.isHost && production && !serving && new StartupPreloadPlugin(),
        // One library name for all apps: the runtime is hooked into React once per page.
        serving && new ReactRefreshRspackPlugin({ library: 'nivasa' }),
        serving && !options.isHost && new rspack.NormalModuleReplacementPlugin(/^react-refresh\/runtime$/, REFRESH_RUNTIME_FOR_REMOTES),
      ],
      devServer: {
        port: readPort(options.name),
        hot: true,
        historyApiFallback: true,
        setupMiddlewares: options.isHost ? (middlewares) => [devRemotesJson(), ...middlewares] : undefined,
        // Remotes are loaded by the shell from another origin, and their hot-update socket must
        // reach their own server rather than the page's.
        headers: options.isHost ? undefined : { 'Access-Control-Allow-Origin': '*' },
        client: options.isHost ? undefined : { webSocketURL: `ws://localhost:${readPort(options.name)}/ws` },
        proxy: options.isHost
          ? [
              {
                context: ['/api'],
                target: process.env.API_URL || `http://127.0.0.1:${readPort('api')}`,
                on: {
                  proxyReq: (proxyReq: ClientRequest, req: IncomingMessage) =>
                    forwardClient(proxyReq, { address: req.socket.remoteAddress, host: req.headers.host, protocol: 'http' }),
                },
              },
            ]
          : undefined,
      },
      performance: { hints: false },
    };
  };
}
