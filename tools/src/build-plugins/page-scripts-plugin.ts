import path from 'node:path';
import type { Compiler } from '@rspack/core';
import { createJiti } from 'jiti';
import { PAGE_SCRIPTS_FILE, type PageScripts } from '../../../services/contracts/src/federation';
import { REPO_ROOT } from '@nivasa/shell-server/src/ports';

interface PageChunk {
  files?: string[];
  origins?: { moduleName?: string; request?: string }[];
  modules?: { moduleType?: string; name?: string }[];
}

const sharedKeyOf = (name = '') => /^consume shared module \(default\) (.+?)@/.exec(name)?.[1];

const sharedConsumedBy = (chunks: readonly PageChunk[]) =>
  chunks.flatMap((chunk) =>
    (chunk.modules ?? []).flatMap((module) => (module.moduleType === 'consume-shared-module' ? (sharedKeyOf(module.name) ?? []) : [])),
  );

/**
 * Each page's scripts from the build's chunk graph: its own files, and the shared modules they
 * and the routes module consume (which the shell provides: the routes module loads first, and
 * waits for its own). `pages` is each route's path and the module its loader imports.
 */
export function pageScriptsOf(
  chunks: readonly PageChunk[],
  pages: readonly { path: string; pageModule?: string }[],
  isRoutesModule: (moduleName: string) => boolean,
): PageScripts {
  const routesShared = sharedConsumedBy(chunks.filter((chunk) => chunk.modules?.some(({ name = '' }) => isRoutesModule(name))));
  const entries = pages.flatMap(({ path: routePath, pageModule }) => {
    if (!pageModule) return [];
    const own = chunks.filter((chunk) =>
      chunk.origins?.some(({ moduleName = '', request }) => request === pageModule && isRoutesModule(moduleName)),
    );
    if (own.length === 0) return [];
    const files = own.flatMap((chunk) => chunk.files ?? []).filter((file) => file.endsWith('.js'));
    const shared = [...routesShared, ...sharedConsumedBy(own)];
    return [[routePath, { files: [...new Set(files)].sort(), shared: [...new Set(shared)].sort() }] as const];
  });
  return Object.fromEntries(entries);
}

/**
 * Writes a remote's page-scripts.json beside its manifest: for each route, the script files its
 * page loads and the shared modules those consume. The shell's server preloads them with the
 * page, so a page's code downloads beside the shell's instead of a round trip or two after it.
 */
export class PageScriptsPlugin {
  constructor(private readonly routesModule: string) {}

  apply(compiler: Compiler) {
    const jiti = createJiti(__filename, {
      moduleCache: false,
      fsCache: false,
      alias: {
        '@nivasa/contracts': path.join(REPO_ROOT, 'services', 'contracts', 'src'),
        // Each page as the module it imports, without loading it.
        '@nivasa/ui/lazy-page': path.join(__dirname, 'lazy-page-module.ts'),
      },
    });
    compiler.hooks.thisCompilation.tap('PageScriptsPlugin', (compilation) => {
      // After the files have their final, content-hashed names.
      const stage = compiler.rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT;
      compilation.hooks.processAssets.tapPromise({ name: 'PageScriptsPlugin', stage }, async () => {
        const { routes } = await jiti.import<{ routes?: { path?: unknown; page?: { pageModule?: string } }[] }>(this.routesModule);
        const pages = (Array.isArray(routes) ? routes : []).flatMap((route) =>
          typeof route?.path === 'string' ? [{ path: route.path, pageModule: route.page?.pageModule }] : [],
        );
        const { chunks = [] } = compilation
          .getStats()
          .toJson({ all: false, chunks: true, chunkModules: true, chunkOrigins: true, dependentModules: true, ids: true });
        const context = compiler.options.context ?? process.cwd();
        const routesModule = path.resolve(this.routesModule);
        const scripts = pageScriptsOf(chunks as PageChunk[], pages, (moduleName) => path.resolve(context, moduleName) === routesModule);
        compilation.emitAsset(PAGE_SCRIPTS_FILE, new compiler.rspack.sources.RawSource(`${JSON.stringify(scripts, null, 2)}\n`));
      });
    });
  }
}
