/**
 * Stands in for @nivasa/ui/lazy-page while PageScriptsPlugin reads a routes module in Node: each
 * page is then the module its loader imports (`lazyPage(() => import('../pages/x'))`), and no page
 * code is loaded or run.
 */
export function lazyPage(load: () => unknown): { pageModule: string | undefined } {
  return { pageModule: pageModuleOf(load) };
}

/** The first relative module a loader imports, from its source as it runs. */
function pageModuleOf(load: () => unknown): string | undefined {
  return /\(\s*["'`](\.{1,2}\/[^"'`]+)["'`]\s*\)/.exec(String(load))?.[1];
}
