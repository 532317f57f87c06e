import type { Compiler } from '@rspack/core';
import { PAINTED_BUTTON_ATTRIBUTE, SHELL_PAGES } from '../../../services/contracts/src/federation';
import { emitPrerenderedPage, renderPrerendered } from './prerender';

/** A submit button of a page drawn at build time. */
const SUBMIT_BUTTON = /(<button\b[^>]*\btype=")submit(")/g;

/**
 * A shell page's first screen as drawn at build time, with its forms unable to be sent by the
 * browser: a submit before the app has taken over would reload the page and lose what was typed.
 * Its submit buttons become plain buttons, marked, so the shell presses the app's button once it
 * is drawn (carry-focus-over.ts); with no submit button, Enter in a form of two fields or more
 * sends nothing either.
 */
export function inertForms(html: string): string {
  return html.replace(SUBMIT_BUTTON, `$1button$2 ${PAINTED_BUTTON_ATTRIBUTE}=""`);
}

/**
 * Draws the shell's own pages named in an app module's `prerendered` (path to element) at build
 * time, in every language, as prerendered/<page>.html files, which the shell's server sends in
 * the page's spot. Only paths of SHELL_PAGES without parameters: any other fails the build.
 */
export class ShellPagesPlugin {
  constructor(private readonly options: { appDir: string; module: string }) {}

  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('ShellPagesPlugin', (compilation) => {
      const stage = compiler.rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL;
      compilation.hooks.processAssets.tapPromise({ name: 'ShellPagesPlugin', stage }, async () => {
        const pages = await renderPrerendered(this.options.appDir, this.options.module);
        for (const pagePath of Object.keys(pages.en)) {
          if (!SHELL_PAGES.includes(pagePath) || pagePath.includes(':')) {
            const rule = "one of the shell's own pages (SHELL_PAGES) without parameters";
            compilation.errors.push(new compiler.rspack.WebpackError(`${this.options.module}: '${pagePath}' must be ${rule}.`));
            continue;
          }
          emitPrerenderedPage(compilation, pages, pagePath, inertForms);
        }
      });
    });
  }
}
