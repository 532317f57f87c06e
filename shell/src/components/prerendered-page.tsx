import { PRERENDERED_PAGE_ID } from '@nivasa/contracts/federation';
import { pathWithoutLanguage } from '@nivasa/contracts/language-paths';
import { LoadingScreen } from '@nivasa/ui/loading-screen';

/** Marks the copy of the first screen the server sent, shown while the page's code loads: not the app's own controls yet. */
export const PRERENDERED_COPY_ATTRIBUTE = 'data-prerendered-copy';

/** The first screen the server sent in the page, kept from before React replaced it, with the path (below the language's prefix) it is for. */
let sent: { pathname: string; html: string } | undefined;

/** Keeps what the server put in the frame's spot; call before the app first renders. */
export function keepPrerenderedPage(): void {
  const html = document.getElementById(PRERENDERED_PAGE_ID)?.innerHTML;
  sent = html ? { pathname: pathWithoutLanguage(window.location.pathname), html } : undefined;
}

/**
 * While a page waits (for its remote's code, or a guarded page for the session check): the
 * first screen the server sent, if it drew one for this path (our own build's markup, so no flash
 * of a spinner over it; a guarded page's only for the session the server checked), else a spinner.
 */
export function PrerenderedPageOrLoading({ pathname }: { pathname: string }) {
  const html = sent?.pathname === pathname ? sent.html : undefined;
  return html === undefined ? (
    <LoadingScreen />
  ) : (
    <div {...{ [PRERENDERED_COPY_ATTRIBUTE]: '' }} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
