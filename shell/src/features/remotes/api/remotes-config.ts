/**
 * Where each remote lives and which routes it owns, read at run time: a remote that moves, or
 * ships a page, needs no shell build.
 */
import { REMOTE_NAMES, isRouteList, type RemoteName, type RemotesConfig } from '@nivasa/contracts/federation';

export const REMOTES_CONFIG_PATH = '/remotes.json';

function isRemotesConfig(value: unknown): value is RemotesConfig {
  if (!value || typeof value !== 'object') return false;
  const config = value as Partial<Record<string, { manifest?: unknown; routes?: unknown }>>;
  return REMOTE_NAMES.every((name) => typeof config[name]?.manifest === 'string' && isRouteList(config[name].routes));
}

export async function fetchRemotesConfig(): Promise<RemotesConfig> {
  // no-cache: revalidate every time, so a remote's release takes effect on the next load.
  const response = await fetch(REMOTES_CONFIG_PATH, { cache: 'no-cache', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${REMOTES_CONFIG_PATH} answered ${response.status}`);
  const config: unknown = await response.json();
  if (!isRemotesConfig(config)) {
    throw new Error(`${REMOTES_CONFIG_PATH} must give ${REMOTE_NAMES.join(', ')} each a manifest URL and a route list`);
  }
  return config;
}

let initialConfig: Promise<RemotesConfig> | undefined;

/** The map read once at start-up: the route table and the first registration of every remote. */
export function initialRemotesConfig(): Promise<RemotesConfig> {
  initialConfig ??= fetchRemotesConfig();
  return initialConfig;
}

const segmentsOf = (path: string) => path.toLowerCase().split('/').filter(Boolean);

/**
 * Whether a route pattern takes this path. Plain code, for the entry, which runs before the
 * shared router may load: segments match one for one, a ':param' segment matches any one and a
 * final '*' the rest, case aside. A path it misses only loses the head start.
 */
export function patternMatches(pattern: string, pathname: string): boolean {
  const actual = segmentsOf(pathname);
  const parts = segmentsOf(pattern);
  const splat = parts.at(-1) === '*';
  const fixed = splat ? parts.slice(0, -1) : parts;
  const lengthFits = splat ? actual.length >= fixed.length : actual.length === fixed.length;
  return lengthFits && fixed.every((part, i) => part.startsWith(':') || part === actual[i]);
}

/** The remote with a route at this path. */
export function remoteOwningPath(config: RemotesConfig, pathname: string): RemoteName | undefined {
  return REMOTE_NAMES.find((name) => config[name].routes.some(({ path }) => patternMatches(path, pathname)));
}
