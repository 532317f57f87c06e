/**
 * The one rspack set-up every Nivasa front end builds with. Each app's rspack.config.ts
 * only names itself and what it exposes; the build plugins live in tools/src/build-plugins.
 */
import type { ClientRequest, IncomingMessage } from 'node:http';
import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import type { RemoteName } from './services/contracts/src/federation';
import { LANGUAGES } from './services/contracts/src/languages';
import { readPort } from './services/contracts/src/ports';
import { forwardClient } from './services/shell-server/src/forwarding';
import { indexFileOf } from './services/shell-server/src/localised-files';
import { devRemotesJson } from './tools/src/build-plugins/dev-remotes-json';
import { FacadeImportGuard } from './tools/src/build-plugins/facade-import-guard';
import { FederationEsmRuntime } from './tools/src/build-plugins/federation-esm-runtime';
import { indexHtml } from './tools/src/build-plugins/index-html';
import { type PrerenderedPages, renderPrerendered } from './tools/src/build-plugins/prerender';
import { PageScriptsPlugin } from './tools/src/build-plugins/page-scripts-plugin';
import { PrecompressPlugin } from './tools/src/build-plugins/precompress-plugin';
import { RouteListPlugin } from './tools/src/build-plugins/route-list-plugin';
import { readDependencies, sharedSingletons } from './tools/src/build-plugins/shared-singletons';
import { SharedScriptsPlugin } from './tools/src/build-plugins/shared-scripts-plugin';
import { StartupPreloadPlugin } from './tools/src/build-plugins/startup-preload-plugin';

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
  /**
   * The host's shared modules its first render needs: bundled into its entry (eager), not fetched
   * a file each after it (two dozen requests, four round trips on a phone). Its production build
   * fails when this list misses one or names one the start-up does not use (StartupPreloadPlugin).
   */
  startupShared?: readonly string[];
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

const DEV_TOOLS_DIR = path.join(import.meta.dirname, 'shell', 'dev');
/** One React Refresh runtime per page under `rspack serve`: the shell offers its own to the remotes. */
const REFRESH_OFFER = path.join(DEV_TOOLS_DIR, 'offer-react-refresh.js');
const REFRESH_RUNTIME_FOR_REMOTES = path.join(DEV_TOOLS_DIR, 'react-refresh-runtime.js');

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
    // The host's production build: its entry holds the shared modules its start-up needs, and
    // index.html preloads the rest. Under `rspack serve` the files' count does not matter.
    const builtHost = options.isHost && production && !serving;
    // Rendered once for all the languages' pages.
    let frames: Promise<PrerenderedPages> | undefined;
    const prerenderedFrames =
      options.prerenderedFrame && production && !serving
        ? () => (frames ??= renderPrerendered(options.dir, options.prerenderedFrame as string))
        : undefined;

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
      optimization: {
        splitChunks: {
          cacheGroups: {
            // The map's libraries in a file of their own, named, so the budgets can tell the map (which
            // loads only when shown) from a page's first load.
            mapLibraries: {
              test: /[\\/]node_modules[\\/](leaflet|supercluster|kdbush)[\\/]/,
              name: 'map-libraries',
              chunks: 'async',
              enforce: true,
            },
          },
        },
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
        // The host's frame is drawn into the page at build time, once per language (index.html,
        // index.si.html, index.ta.html), with an empty spot for the page's own first screen, which
        // the server fills where a remote published one.
        ...(hasPage ? (prerenderedFrames ? LANGUAGES : (['en'] as const)) : []).map(
          (language) =>
            new rspack.HtmlRspackPlugin({
              filename: indexFileOf(language),
              templateContent: prerenderedFrames
                ? async () => {
                    const [frame] = Object.values((await prerenderedFrames())[language]);
                    return indexHtml(options.title, frame, { installable: builtHost });
                  }
                : indexHtml(options.title, '', { installable: builtHost }),
              // Only the entry: the container's remoteEntry.js must not land in index.html.
              chunks: ['main'],
            }),
        ),
        options.routes &&
          new RouteListPlugin(
            path.resolve(options.dir, options.routes),
            options.prerenderedPages && production && !serving ? { appDir: options.dir, module: options.prerenderedPages } : undefined,
          ),
        options.routes && production && !serving && new PageScriptsPlugin(path.resolve(options.dir, options.routes)),
        new ModuleFederationPlugin({
          name: uniqueName,
          filename: 'remoteEntry.js',
          exposes: options.routes ? { './routes': options.routes } : undefined,
          shared: sharedSingletons(dependencies, builtHost ? options.startupShared : []),
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
          // `target: 'web'` drops the runtime's Node paths (its script loading for Node).
          experiments: {
            ...(options.isHost ? { provideExternalRuntime: true } : { externalRuntime: production && !serving }),
            optimization: { target: 'web' },
          },
        }),
        new FacadeImportGuard(),
        // After the federation plugin, whose runtime paths it replaces.
        new FederationEsmRuntime(),
        builtHost && new StartupPreloadPlugin(options.startupShared ?? []),
        builtHost && new SharedScriptsPlugin(),
        production && !serving && new PrecompressPlugin(),
        // One library name for all apps: the runtime is hooked into React once per page.
        serving && new ReactRefreshRspackPlugin({ library: 'nivasa' }),
        serving && !options.isHost && new rspack.NormalModuleReplacementPlugin(/^react-refresh\/runtime$/, REFRESH_RUNTIME_FOR_REMOTES),
      ],
      devServer: {
        port: readPort(options.name, process.env),
        hot: true,
        historyApiFallback: true,
        setupMiddlewares: options.isHost ? (middlewares) => [devRemotesJson(), ...middlewares] : undefined,
        // Remotes are loaded by the shell from another origin, and their hot-update socket must
        // reach their own server rather than the page's.
        headers: options.isHost ? undefined : { 'Access-Control-Allow-Origin': '*' },
        client: options.isHost ? undefined : { webSocketURL: `ws://localhost:${readPort(options.name, process.env)}/ws` },
        proxy: options.isHost
          ? [
              {
                context: ['/api'],
                target: process.env.API_URL || `http://127.0.0.1:${readPort('api', process.env)}`,
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
