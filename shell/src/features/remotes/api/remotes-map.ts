/** Where each remote lives, read at run time so a deployment can move one without a rebuild. */
import { REMOTE_NAMES, type RemotesMap } from '@nivasa/contracts/federation';

export const REMOTES_MAP_PATH = '/remotes.json';

function isRemotesMap(value: unknown): value is RemotesMap {
  if (!value || typeof value !== 'object') return false;
  const map = value as Record<string, unknown>;
  return REMOTE_NAMES.every((name) => typeof map[name] === 'string');
}

export async function fetchRemotesMap(): Promise<RemotesMap> {
  // no-cache: revalidate every time, so an edited map takes effect on the next load.
  const response = await fetch(REMOTES_MAP_PATH, { cache: 'no-cache', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${REMOTES_MAP_PATH} answered ${response.status}`);
  const map: unknown = await response.json();
  if (!isRemotesMap(map)) throw new Error(`${REMOTES_MAP_PATH} must map ${REMOTE_NAMES.join(', ')} to manifest URLs`);
  return map;
}

let initialMap: Promise<RemotesMap> | undefined;

/** The map read once at start-up, for registering every remote. */
export function initialRemotesMap(): Promise<RemotesMap> {
  initialMap ??= fetchRemotesMap();
  return initialMap;
}
