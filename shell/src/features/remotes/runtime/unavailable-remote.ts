/**
 * What a remote that could not be loaded resolves to. Plain data, no React: the federation
 * runtime plugin that creates it runs before any shared module is available.
 */
const UNAVAILABLE = Symbol.for('nivasa.unavailable-remote');

export interface UnavailableRemote {
  [UNAVAILABLE]: true;
  id: string;
  reason: string;
}

export function unavailableRemote(id: string, error: unknown): UnavailableRemote {
  return { [UNAVAILABLE]: true, id, reason: error instanceof Error ? error.message : String(error) };
}

export function isUnavailableRemote(value: unknown): value is UnavailableRemote {
  return Boolean(value && typeof value === 'object' && UNAVAILABLE in value);
}
