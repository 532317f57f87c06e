/**
 * The scripts a remote's page loads after the shell's start-up ones: the page's own files (from
 * its release's page-scripts.json) and the shell's files of the shared modules they consume
 * (from the shell's own shared-scripts.json). The shell's page preloads them, so the page's code
 * downloads beside the shell's instead of one or two round trips after it.
 */
import { isSharedScripts } from '@nivasa/contracts/federation';

/**
 * Each module the shell shares, by name, to its script files (served from the shell's root), from
 * the text of its shared-scripts.json; none from a file that is not such a list.
 */
export function sharedModuleFiles(text: string): Map<string, string[]> {
  let sharedScripts: unknown;
  try {
    sharedScripts = JSON.parse(text);
  } catch {
    return new Map();
  }
  if (!isSharedScripts(sharedScripts)) return new Map();
  return new Map(Object.entries(sharedScripts).map(([name, files]) => [name, files.map((file) => `/${file}`)]));
}

/** The page's own files, then the shell's files of the shared modules they consume, each once, but those the shell's start-up loads (`started`). */
export function pageScriptUrls(
  page: { files: readonly string[]; shared: readonly string[] } | undefined,
  sharedFiles: ReadonlyMap<string, readonly string[]>,
  started: ReadonlySet<string>,
): string[] {
  if (!page) return [];
  const files = [...page.files, ...page.shared.flatMap((name) => sharedFiles.get(name) ?? [])];
  return [...new Set(files)].filter((file) => !started.has(file));
}
