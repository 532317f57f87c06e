import type { Compiler } from '@rspack/core';

/**
 * Lists the shell's start-up scripts in index.html as preloads, so they download while the page
 * is parsed rather than after the entry has run (on a slow phone network, a second sooner for
 * every page). They are the chunks of the entry's `import('./app/bootstrap')`, and the chunks
 * providing each shared module those consume, and so on: what the federation runtime loads
 * before the first render.
 *
 * `eager` is the list of shared modules bundled into the entry (AppOptions.startupShared): the
 * build fails where the start-up consumes a shared module the list misses (a file of its own, or,
 * consumed from an eager one, an error at run time) or the list names one it does not consume.
 */
export class StartupPreloadPlugin {
  constructor(private readonly eager: readonly string[] = []) {}

  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('StartupPreloadPlugin', (compilation) => {
      const stage = compiler.rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT;
      compilation.hooks.processAssets.tap({ name: 'StartupPreloadPlugin', stage }, () => {
        // index.html and each language's (index.si.html...).
        const pages = compilation.getAssets().filter(({ name }) => /^index(\.[a-z]{2})?\.html$/.test(name));
        if (pages.length === 0) return;
        const stats = compilation
          .getStats()
          .toJson({ all: false, chunks: true, chunkOrigins: true, chunkModules: true, dependentModules: true, ids: true });
        for (const message of eagerListErrors(stats, this.eager)) {
          compilation.errors.push(new compiler.rspack.WebpackError(message));
        }
        const links = startupScripts(stats)
          .map((file) => `<link rel="preload" as="script" href="/${file}" />`)
          .join('');
        // The entry keeps a deferred script's low priority: a first screen's photo and fonts come first,
        // and a page's first paint never waits on it (Lighthouse counts a high-priority script as blocking it).
        for (const page of pages) {
          const source = page.source.source().toString().replace('</head>', `${links}</head>`);
          compilation.updateAsset(page.name, new compiler.rspack.sources.RawSource(source));
        }
      });
    });
  }
}

interface StatsChunk {
  id?: string | number | null;
  initial?: boolean;
  files?: string[];
  origins?: { moduleName?: string; request?: string }[];
  modules?: { moduleType?: string; name?: string }[];
}

export interface StartupStats {
  chunks?: StatsChunk[];
}

/**
 * The chunks the first render needs (the entry's, the bootstrap's, and those providing each
 * shared module they consume, and so on) and the shared modules they consume.
 */
function startup(stats: StartupStats): { chunks: Set<StatsChunk>; consumed: Set<string> } {
  const chunks = stats.chunks ?? [];
  const sharedKeyOf = (name = '') => /^consume shared module \(default\) (.+?)@/.exec(name)?.[1];
  const providers = (key: string) =>
    chunks.filter((chunk) =>
      chunk.origins?.some(({ moduleName = '' }) => moduleName.startsWith(`provide shared module (default) ${key}@`)),
    );
  // The entry too: an eager shared module's imports are consumed there.
  const found = new Set(chunks.filter((chunk) => chunk.initial || chunk.origins?.some(({ request }) => request === './app/bootstrap')));
  const consumed = new Set<string>();
  const pending = [...found];
  for (let chunk = pending.pop(); chunk; chunk = pending.pop()) {
    for (const module of chunk.modules ?? []) {
      const key = module.moduleType === 'consume-shared-module' ? sharedKeyOf(module.name) : undefined;
      if (key) consumed.add(key);
      for (const provider of key ? providers(key) : []) {
        if (found.has(provider)) continue;
        found.add(provider);
        pending.push(provider);
      }
    }
  }
  return { chunks: found, consumed };
}

/** The script files the shell's bootstrap needs besides its entry, from the build's chunk graph. */
export function startupScripts(stats: StartupStats): string[] {
  return [...startup(stats).chunks]
    .filter((chunk) => !chunk.initial)
    .flatMap((chunk) => chunk.files ?? [])
    .filter((file) => file.endsWith('.js'))
    .sort();
}

/** Where the list of eager shared modules and the start-up's shared modules part. */
export function eagerListErrors(stats: StartupStats, eager: readonly string[]): string[] {
  const { consumed } = startup(stats);
  const missing = [...consumed].filter((key) => !eager.includes(key)).sort();
  const unused = eager.filter((key) => !consumed.has(key));
  return [
    ...(missing.length > 0
      ? [`The start-up consumes shared modules that are not eager; add them to startupShared: ${missing.join(', ')}.`]
      : []),
    ...(unused.length > 0
      ? [`startupShared names shared modules the start-up does not consume, which only add to the entry: ${unused.join(', ')}.`]
      : []),
  ];
}
