import path from 'node:path';
import type { Compiler } from '@rspack/core';
import { REPO_ROOT } from '@nivasa/shell-server/src/ports';

const UI_SOURCES = path.join(REPO_ROOT, 'shell', 'ui', 'src');

export interface Facade {
  request: RegExp;
  /** The only modules that may import the library itself. */
  modules: string[];
  name: string;
}

/** Libraries apps reach only through shared modules of @nivasa/ui, which re-export what they use. */
export const FACADES: Facade[] = [
  { request: /^react-router(-dom)?(\/|$)/, modules: [path.join(UI_SOURCES, 'router.ts')], name: '@nivasa/ui/router' },
  {
    request: /^antd(\/|$)/,
    modules: ['antd.ts', 'antd-fields.ts', 'antd-display.ts', 'antd-locale.ts'].map((file) => path.join(UI_SOURCES, file)),
    name: '@nivasa/ui/antd (or antd-fields, antd-display)',
  },
];

/**
 * Apps reach react-router and antd only through @nivasa/ui/router and @nivasa/ui/antd, shared
 * modules that keep one router and one antd across host and remotes and ship only the parts in
 * use. A direct import would bring a second copy that the shell's providers do not know, so it
 * fails the build.
 */
export class FacadeImportGuard {
  constructor(private readonly facades: readonly Facade[] = FACADES) {}

  apply(compiler: Compiler) {
    compiler.hooks.normalModuleFactory.tap('FacadeImportGuard', (factory) => {
      factory.hooks.beforeResolve.tap('FacadeImportGuard', (data) => {
        const issuer = data.contextInfo.issuer;
        if (!issuer || issuer.includes(`${path.sep}node_modules${path.sep}`)) return;
        const facade = this.facades.find((candidate) => candidate.request.test(data.request));
        if (!facade || facade.modules.includes(issuer)) return;
        throw new Error(`${issuer}: import '${data.request}' through '${facade.name}'.`);
      });
    });
  }
}
