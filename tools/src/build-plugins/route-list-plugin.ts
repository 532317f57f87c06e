import path from 'node:path';
import type { Compiler } from '@rspack/core';
import { createJiti } from 'jiti';
import { PAGE_ACCESS, ROUTE_LIST_FILE, isRouteList, type RouteInfo } from '../../../services/contracts/src/federation';
import { REPO_ROOT } from '@nivasa/shell-server/src/ports';
import { emitPrerenderedPage, renderPrerendered } from './prerender';

/**
 * Writes a remote's route list (routes.json: each page's path and access, no code) beside its
 * manifest, where the shell's server reads it: the shell then knows the remote's paths without
 * loading it. The routes module is run in Node to read them; its pages are lazy, so no page
 * code runs. A list the contract refuses fails the build.
 */
export class RouteListPlugin {
  constructor(
    private readonly routesModule: string,
    private readonly prerendered?: { appDir: string; module: string },
  ) {}

  apply(compiler: Compiler) {
    const jiti = createJiti(__filename, {
      // Read afresh on every compilation, so `rspack serve` publishes an edited list.
      moduleCache: false,
      fsCache: false,
      // The contracts from their sources, as the bundle takes them.
      alias: { '@nivasa/contracts': path.join(REPO_ROOT, 'services', 'contracts', 'src') },
    });
    compiler.hooks.thisCompilation.tap('RouteListPlugin', (compilation) => {
      const stage = compiler.rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL;
      compilation.hooks.processAssets.tapPromise({ name: 'RouteListPlugin', stage }, async () => {
        const { routes } = await jiti.import<{ routes?: unknown }>(this.routesModule);
        const list = Array.isArray(routes)
          ? routes.map((route) => ({ path: route?.path, access: route?.access, serverRendered: route?.serverRendered }))
          : routes;
        if (!isRouteList(list)) {
          const rule = `an array of routes, each with a path that starts with '/' (each path once) and an access of ${PAGE_ACCESS.join(', ')}`;
          compilation.errors.push(new compiler.rspack.WebpackError(`${this.routesModule}: \`routes\` must be ${rule}.`));
          return;
        }
        const published: RouteInfo[] = list;
        if (this.prerendered) {
          const pages = await renderPrerendered(this.prerendered.appDir, this.prerendered.module);
          // The route list names the English page; the others sit beside it under their language (prerenderedFileOf).
          for (const pagePath of Object.keys(pages.en)) {
            const route = published.find((candidate) => candidate.path === pagePath);
            if (!route || pagePath.includes(':')) {
              const rule = 'a path of this remote without parameters';
              compilation.errors.push(new compiler.rspack.WebpackError(`${this.prerendered.module}: '${pagePath}' must be ${rule}.`));
              continue;
            }
            route.prerendered = emitPrerenderedPage(compilation, pages, pagePath);
          }
        }
        compilation.emitAsset(ROUTE_LIST_FILE, new compiler.rspack.sources.RawSource(`${JSON.stringify(published, null, 2)}\n`));
      });
    });
  }
}
