/**
 * Where each remote lives and which routes it owns, read at run time: a remote that moves, or
 * ships a page, needs no shell build.
 */
import { REMOTE_NAMES, REMOTES_CONFIG_ELEMENT_ID, isRemotesConfig, type RemotesConfig } from '@nivasa/contracts/federation';

export const REMOTES_CONFIG_PATH = '/remotes.json';

const INVALID_CONFIG = `${REMOTES_CONFIG_PATH} must give ${REMOTE_NAMES.join(', ')} each a manifest URL and a route list`;

export async function fetchRemotesConfig(): Promise<RemotesConfig> {
  // no-cache: revalidate every time, so a remote's release takes effect on the next load.
  const response = await fetch(REMOTES_CONFIG_PATH, { cache: 'no-cache', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${REMOTES_CONFIG_PATH} answered ${response.status}`);
  const config: unknown = await response.json();
  if (!isRemotesConfig(config)) throw new Error(INVALID_CONFIG);
  return config;
}

/** The map the shell's server put in the page, when it did and it reads well. */
function configInPage(): RemotesConfig | undefined {
  const text = document.getElementById(REMOTES_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const config: unknown = JSON.parse(text);
    return isRemotesConfig(config) ? config : undefined;
  } catch {
    return undefined;
  }
}

let initialConfig: Promise<RemotesConfig> | undefined;

/**
 * The map read once at start-up: the route table and the first registration of every remote.
 * The page's own copy saves a round trip before any remote can load; a page without one (the
 * development server's) asks /remotes.json.
 */
export function initialRemotesConfig(): Promise<RemotesConfig> {
  if (!initialConfig) {
    const inPage = configInPage();
    initialConfig = inPage ? Promise.resolve(inPage) : fetchRemotesConfig();
  }
  return initialConfig;
}
