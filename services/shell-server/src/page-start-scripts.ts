/** The shell's built index.html's start-up tags: its entry script and the preloads of the scripts the entry loads first. */
export const START_SCRIPT_TAGS = /<script defer src="([^"]+\.js)"><\/script>|<link rel="preload" as="script" href="([^"]+\.js)" ?\/?>/g;

/** The scripts the shell's page starts with (its built index.html): its entry and the preloads its build lists, once each. */
export function pageStartScripts(indexHtml: string): string[] {
  return [...new Set([...indexHtml.matchAll(START_SCRIPT_TAGS)].map(([, entry, preload]) => (entry ?? preload)!))];
}
