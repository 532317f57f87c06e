/**
 * The shell's service worker (shell/service-worker), built after the shell into its dist as
 * /sw.js, with what it keeps from the start: the offline pages and web app manifests of every
 * language, which this build writes, and the icons, each with its content's revision (Workbox's
 * precache takes a changed file on the next visit); and the shell's start-up scripts of this
 * release (read from its index.html), kept by their hashed names.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { rspack, type Compiler, type Configuration } from '@rspack/core';
import { LANGUAGES } from '../../../services/contracts/src/languages';
import { offlinePageOf, webAppManifestOf } from '../../../services/shell-server/src/localised-files';
import { offlinePage } from './offline-page';
import { pageStartScripts } from '@nivasa/shell-server/src/page-start-scripts';
import { webAppManifest } from './web-app-manifest';

const revision = (content: string | Buffer) => createHash('sha256').update(content).digest('hex').slice(0, 16);

class ServiceWorkerFiles {
  constructor(private readonly distDir: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('ServiceWorkerFiles', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        // Before minifying: the bundle still reads `self.__WB_MANIFEST` as written.
        { name: 'ServiceWorkerFiles', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONS },
        async () => {
          const written = LANGUAGES.flatMap((language) => [
            { url: offlinePageOf(language), content: offlinePage(language) },
            { url: webAppManifestOf(language), content: webAppManifest(language) },
          ]);
          for (const { url, content } of written) compilation.emitAsset(url.slice(1), new rspack.sources.RawSource(content));
          const icons = await Promise.all(
            (await readdir(path.join(this.distDir, 'icons'))).map(async (name) => ({
              url: `/icons/${name}`,
              content: await readFile(path.join(this.distDir, 'icons', name)),
            })),
          );
          const precache = [...written, ...icons].map(({ url, content }) => ({ url, revision: revision(content) }));
          const scripts = pageStartScripts(await readFile(path.join(this.distDir, 'index.html'), 'utf8'));
          const worker = compilation.getAsset('sw.js');
          if (!worker) throw new Error('The service worker build wrote no sw.js');
          const source = worker.source.source().toString();
          for (const placeholder of ['self.__WB_MANIFEST', 'self.__NIVASA_STARTUP_SCRIPTS']) {
            if (!source.includes(placeholder)) throw new Error(`sw.js no longer reads ${placeholder}`);
          }
          compilation.updateAsset(
            'sw.js',
            new rspack.sources.RawSource(
              source
                .replace('self.__WB_MANIFEST', () => JSON.stringify(precache))
                .replace('self.__NIVASA_STARTUP_SCRIPTS', () => JSON.stringify(scripts)),
            ),
          );
        },
      );
    });
  }
}

/** The worker's build: one script for a worker's scope, after the shell's (named 'shell'), into the same folder. */
export function serviceWorkerConfig(shellDir: string): Configuration {
  const distDir = path.join(shellDir, 'dist');
  return {
    name: 'service-worker',
    dependencies: ['shell'],
    context: shellDir,
    mode: 'production',
    target: ['webworker', 'es2020'],
    entry: { sw: './service-worker/src/service-worker.ts' },
    output: { path: distDir, filename: '[name].js', publicPath: '/', clean: false },
    resolve: { extensions: ['.ts', '.js'], conditionNames: ['source', '...'] },
    module: {
      rules: [
        {
          test: /\.ts$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: { jsc: { parser: { syntax: 'typescript' } } },
        },
      ],
    },
    optimization: { splitChunks: false },
    devtool: false,
    performance: { hints: false },
    plugins: [new ServiceWorkerFiles(distDir)],
  };
}
