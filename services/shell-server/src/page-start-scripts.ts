/** The scripts the shell's page starts with (its built index.html): its entry and the preloads its build lists, once each. */
export function pageStartScripts(indexHtml: string): string[] {
  const urls = [...indexHtml.matchAll(/<(?:script[^>]*\ssrc|link rel="preload" as="script"[^>]*\shref)="([^"]+\.js)"/g)].map(
    (match) => match[1],
  );
  return [...new Set(urls)];
}
