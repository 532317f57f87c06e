import { existsSync } from 'node:fs';
import type { Compiler } from '@rspack/core';

/** A file of a @module-federation package's CommonJS build. */
const FEDERATION_COMMONJS = /[\\/]@module-federation[\\/][^\\/]+[\\/]dist[\\/].+\.cjs$/;

/** The ES module beside a @module-federation CommonJS file, when the package ships one; else undefined. */
export function esModuleOf(file: string, exists: (file: string) => boolean = existsSync): string | undefined {
  if (!FEDERATION_COMMONJS.test(file)) return undefined;
  return ['.js', '.mjs'].map((extension) => file.replace(/\.cjs$/, extension)).find(exists);
}

/**
 * The federation plugin names its runtime by the paths Node resolves: the CommonJS builds, which
 * the bundler cannot tree-shake. That put the whole runtime, Node's script loader included, in
 * the shell's entry and in every remote's remoteEntry.js. This plugin points those paths (the
 * runtime's alias and the absolute imports of the generated runtime module) at the same
 * packages' ES modules: 11 KB brotli less on a page with one remote.
 */
export class FederationEsmRuntime {
  apply(compiler: Compiler) {
    // The federation plugin sets its alias after the plugins are applied; this runs after it.
    compiler.hooks.afterPlugins.tap('FederationEsmRuntime', () => {
      const alias = compiler.options.resolve.alias;
      if (!alias || Array.isArray(alias)) return;
      for (const [request, target] of Object.entries(alias)) {
        const esModule = typeof target === 'string' ? esModuleOf(target) : undefined;
        if (esModule) alias[request] = esModule;
      }
    });
    compiler.hooks.normalModuleFactory.tap('FederationEsmRuntime', (factory) => {
      factory.hooks.beforeResolve.tap('FederationEsmRuntime', (data) => {
        data.request = esModuleOf(data.request) ?? data.request;
      });
    });
  }
}
