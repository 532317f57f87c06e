import { resolve } from 'node:path';
import type { EmbeddedEngine } from './engine';
import { readRunningState } from './state-file';

/** The database already serving this data directory, so a second process can share it. */
export async function findRunningEmbeddedDatabase(dataDir: string): Promise<{ uri: string; engine: EmbeddedEngine } | null> {
  const state = await readRunningState(resolve(dataDir));
  return state ? { uri: state.uri, engine: state.engine } : null;
}
