/**
 * The stylesheet of antd's styles a page links (the shell's build writes them: antd-styles.json),
 * so that antd, finding its styles already there, does not make them in the browser.
 */
import { SHELL_PAGES, antdStylesKey, isAntdStyles, patternMatches, type AntdStyles } from '@nivasa/contracts/federation';

/** The list from the text of antd-styles.json; none from a file that is not such a list. */
export function antdStylesList(text: string): AntdStyles {
  let list: unknown;
  try {
    list = JSON.parse(text);
  } catch {
    return {};
  }
  return isAntdStyles(list) ? list : {};
}

/** The shared modules a page draws with first: a remote's page's from its page-scripts.json, the shell's own pages @nivasa/ui/antd. */
export function pageModules(pathname: string, remotePage: { shared: readonly string[] } | undefined): readonly string[] {
  if (remotePage) return remotePage.shared;
  return SHELL_PAGES.some((pattern) => patternMatches(pattern, pathname)) ? ['@nivasa/ui/antd'] : [];
}

/** The stylesheet for the antd modules among `modules`, from the site's root; none if the page uses none. */
export function antdStylesheet(modules: readonly string[], list: AntdStyles): string | undefined {
  const antdModules = new Set(Object.keys(list).flatMap((key) => key.split(' ')));
  const used = modules.filter((name) => antdModules.has(name));
  const file = used.length > 0 ? list[antdStylesKey(used)] : undefined;
  return file && `/${file}`;
}
