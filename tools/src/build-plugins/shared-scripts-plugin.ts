import type { Compiler } from '@rspack/core';
import { SHARED_SCRIPTS_FILE, type SharedScripts } from '../../../services/contracts/src/federation';

interface SharedChunk {
  files?: string[];
  origins?: { moduleName?: string; request?: string }[];
  modules?: { moduleType?: string; name?: string }[];
}

const PROVIDED = /^provide shared module \(default\) (.+?)@/;
const CONSUMED = /^consume shared module \(default\) (.+?)@/;

/**
 * For each module the host shares, the script files the federation runtime fetches when a remote
 * asks for it: the chunks of its provider, and of the shared modules those consume in turn. (Not
 * the host's own fallback chunks, which only its own code loads.)
 */
export function sharedScriptsOf(chunks: readonly SharedChunk[]): SharedScripts {
  const providers = new Map<string, SharedChunk[]>();
  for (const chunk of chunks) {
    for (const { moduleName = '' } of chunk.origins ?? []) {
      const key = PROVIDED.exec(moduleName)?.[1];
      if (key) providers.set(key, [...(providers.get(key) ?? []), chunk]);
    }
  }
  const filesOf = (key: string): string[] => {
    const found = new Set<SharedChunk>();
    const pending = [...(providers.get(key) ?? [])];
    for (let chunk = pending.pop(); chunk; chunk = pending.pop()) {
      if (found.has(chunk)) continue;
      found.add(chunk);
      for (const module of chunk.modules ?? []) {
        const consumed = module.moduleType === 'consume-shared-module' ? CONSUMED.exec(module.name ?? '')?.[1] : undefined;
        if (consumed) pending.push(...(providers.get(consumed) ?? []));
      }
    }
    return [...new Set([...found].flatMap((chunk) => chunk.files ?? []).filter((file) => file.endsWith('.js')))].sort();
  };
  return Object.fromEntries([...providers.keys()].sort().map((key) => [key, filesOf(key)]));
}

/**
 * Writes the host's shared-scripts.json: each shared module's script files, for the shell's
 * server to preload with a remote's page that consumes it (services/shell-server/src/page-scripts.ts).
 */
export class SharedScriptsPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('SharedScriptsPlugin', (compilation) => {
      // After the files have their final, content-hashed names.
      const stage = compiler.rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT;
      compilation.hooks.processAssets.tap({ name: 'SharedScriptsPlugin', stage }, () => {
        const { chunks = [] } = compilation
          .getStats()
          .toJson({ all: false, chunks: true, chunkModules: true, chunkOrigins: true, dependentModules: true, ids: true });
        const scripts = sharedScriptsOf(chunks as SharedChunk[]);
        compilation.emitAsset(SHARED_SCRIPTS_FILE, new compiler.rspack.sources.RawSource(`${JSON.stringify(scripts, null, 2)}\n`));
      });
    });
  }
}
