import type { Compiler } from '@rspack/core';

/**
 * Lists the shell's start-up scripts in index.html as preloads, so they download while the page
 * is parsed rather than after the entry has run (on a slow phone network, a second sooner for
 * every page), and asks for the entry first. They are the chunks of the entry's `import('./app/bootstrap')`, and the chunks
 * providing each shared module those consume, and so on: what the federation runtime loads
 * before the first render.
 */
export class StartupPreloadPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('StartupPreloadPlugin', (compilation) => {
      const stage = compiler.rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT;
      compilation.hooks.processAssets.tap({ name: 'StartupPreloadPlugin', stage }, () => {
        // index.html and each language's (index.si.html...).
        const pages = compilation.getAssets().filter(({ name }) => /^index(\.[a-z]{2})?\.html$/.test(name));
        if (pages.length === 0) return;
        const files = startupScripts(
          compilation
            .getStats()
            .toJson({ all: false, chunks: true, chunkOrigins: true, chunkModules: true, dependentModules: true, ids: true }),
        );
        const links = files.map((file) => `<link rel="preload" as="script" href="/${file}" />`).join('');
        // A deferred script is fetched at low priority, after the preloads; the entry starts everything else.
        for (const page of pages) {
          const source = page.source
            .source()
            .toString()
            .replace(/<script defer src=/g, '<script defer fetchpriority="high" src=')
            .replace('</head>', `${links}</head>`);
          compilation.updateAsset(page.name, new compiler.rspack.sources.RawSource(source));
        }
      });
    });
  }
}

export interface StartupStats {
  chunks?: {
    id?: string | number | null;
    files?: string[];
    origins?: { moduleName?: string; request?: string }[];
    modules?: { moduleType?: string; name?: string }[];
  }[];
}

/** The script files the shell's bootstrap needs, from the build's chunk graph. */
export function startupScripts(stats: StartupStats): string[] {
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
