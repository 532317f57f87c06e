import { PRERENDERED_PAGE_ID } from '@nivasa/contracts/federation';
import { pathWithoutLanguage } from '@nivasa/contracts/language-paths';

/** The first screen the server sent in the page, kept from before React replaced it, with the path (below the language's prefix) it is for. */
let sent: { pathname: string; html: string } | undefined;

/** Keeps what the server put in the frame's spot; call before the app first renders. */
export function keepPrerenderedPage(): void {
  const html = document.getElementById(PRERENDERED_PAGE_ID)?.innerHTML;
  sent = html ? { pathname: pathWithoutLanguage(window.location.pathname), html } : undefined;
}

/** The prerendered first screen of this path, to show until its remote's page has loaded. */
export function prerenderedPageFor(pathname: string): string | undefined {
  return sent?.pathname === pathname ? sent.html : undefined;
}
