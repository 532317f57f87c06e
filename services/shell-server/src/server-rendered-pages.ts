/**
 * The shell's server asks the remote owning a page for its first screen, rendered for this
 * request with its data, when the remote's route list says it renders that page on its server.
 * It waits at most a deadline: a remote that is down, slow or refuses leaves the page to the
 * browser, as before.
 */
import {
  type RemotesConfig,
  SERVER_RENDER_FILE,
  type ServerRenderedPage,
  isServerRenderedPage,
  patternMatches,
  remoteOwningPath,
} from '@nivasa/contracts/federation';
import type { Language } from '@nivasa/contracts/languages';

/** How long a page waits for its remote's render by default (SERVER_RENDER_DEADLINE_MS). */
export const SERVER_RENDER_DEADLINE_MS = 150;
/** The longest address a render is asked for; longer ones are the browser's to render. */
const MAX_ADDRESS_LENGTH = 2_048;

export interface ServerRenderAsk {
  /** The path below the language's prefix. */
  pathname: string;
  /** The query string, with its '?', or empty. */
  search: string;
  language: Language;
}

/** Where the owning remote renders this page, if its route list says it does. */
export function serverRenderUrl(remotes: RemotesConfig, { pathname, search, language }: ServerRenderAsk): string | undefined {
  if (pathname.length + search.length > MAX_ADDRESS_LENGTH) return undefined;
  const owner = remoteOwningPath(remotes, pathname);
  if (!owner || !remotes[owner].routes.some(({ path, serverRendered }) => serverRendered && patternMatches(path, pathname)))
    return undefined;
  const url = new URL(SERVER_RENDER_FILE, remotes[owner].manifest);
  url.search = new URLSearchParams({ path: pathname, search, language }).toString();
  return url.href;
}

/** The page's first screen from its remote, or undefined when it has none, fails or misses the deadline. */
export async function serverRenderedPage(
  remotes: RemotesConfig,
  ask: ServerRenderAsk,
  deadlineMs = SERVER_RENDER_DEADLINE_MS,
): Promise<ServerRenderedPage | undefined> {
  const url = serverRenderUrl(remotes, ask);
  if (!url) return undefined;
  try {
    const response = await fetch(url, { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(deadlineMs) });
    if (!response.ok) return undefined;
    const page: unknown = await response.json();
    return isServerRenderedPage(page) ? page : undefined;
  } catch {
    // Down, slow or unreadable: the browser renders the page, as it did before.
    return undefined;
  }
}
