/**
 * The shell's server asks the remote owning a page for its first screen, rendered for this
 * request with its data, when the remote's route list says it renders that page on its server.
 * It waits at most a deadline: a remote that is down, slow or refuses leaves the page to the
 * browser, as before. A signed-in or admin page is drawn for the request's session, which goes
 * to the remote in a header of our own and to nobody else.
 */
import {
  type RemotesConfig,
  SERVER_RENDER_FILE,
  SERVER_RENDER_SESSION_HEADER,
  type ServerRenderedPage,
  isServerRenderedPage,
  patternMatches,
  remoteOwningPath,
  rendersForSession,
} from '@nivasa/contracts/federation';
import type { Language } from '@nivasa/contracts/languages';

/**
 * How long a page waits for its remote's render by default (SERVER_RENDER_DEADLINE_MS). A miss
 * costs the phone seconds (the page is then drawn after its code arrives), a wait at most this;
 * and a render slow because the API is slow would leave the browser's own render waiting too.
 */
export const SERVER_RENDER_DEADLINE_MS = 500;
/** Hosts a session may be sent to over plain HTTP: this machine's. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
/** The longest address a render is asked for; longer ones are the browser's to render. */
const MAX_ADDRESS_LENGTH = 2_048;

export interface ServerRenderAsk {
  /** The path below the language's prefix. */
  pathname: string;
  /** The query string, with its '?', or empty. */
  search: string;
  language: Language;
  /** The request's session cookie (`name=value`), if it has one: a signed-in or admin page is drawn for it alone. */
  session?: string;
}

/** Where the owning remote renders this page, and the session it is drawn for (none: as a visitor sees it). */
export interface ServerRenderCall {
  url: string;
  session?: string;
}

/**
 * The render to ask for, if the route list says the owning remote renders this page: a page open
 * to everyone as a visitor sees it, whoever asks; a signed-in or admin page for the request's
 * session, and not at all without one.
 */
export function serverRenderCall(
  remotes: RemotesConfig,
  { pathname, search, language, session }: ServerRenderAsk,
): ServerRenderCall | undefined {
  if (pathname.length + search.length > MAX_ADDRESS_LENGTH) return undefined;
  const owner = remoteOwningPath(remotes, pathname);
  const route = owner && remotes[owner].routes.find(({ path, serverRendered }) => serverRendered && patternMatches(path, pathname));
  if (!owner || !route) return undefined;
  const url = new URL(SERVER_RENDER_FILE, remotes[owner].manifest);
  const forSession = rendersForSession(route);
  // A session goes only over HTTPS, or to a remote on this machine.
  if (forSession && (!session || (url.protocol !== 'https:' && !LOOPBACK_HOSTS.has(url.hostname)))) return undefined;
  url.search = new URLSearchParams({ path: pathname, search, language }).toString();
  return forSession ? { url: url.href, session } : { url: url.href };
}

/** The page's first screen from its remote, or undefined when it has none, fails or misses the deadline. */
export async function serverRenderedPage(
  remotes: RemotesConfig,
  ask: ServerRenderAsk,
  deadlineMs = SERVER_RENDER_DEADLINE_MS,
): Promise<ServerRenderedPage | undefined> {
  const call = serverRenderCall(remotes, ask);
  if (!call) return undefined;
  try {
    const response = await fetch(call.url, {
      headers: { Accept: 'application/json', ...(call.session ? { [SERVER_RENDER_SESSION_HEADER]: call.session } : {}) },
      signal: AbortSignal.timeout(deadlineMs),
    });
    if (!response.ok) return undefined;
    const page: unknown = await response.json();
    return isServerRenderedPage(page) ? page : undefined;
  } catch {
    // Down, slow or unreadable: the browser renders the page, as it did before.
    return undefined;
  }
}
