import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { EmbeddedEngine } from './engine';

export interface RunningDatabaseState {
  uri: string;
  engine: EmbeddedEngine;
  pid: number;
}

const STATE_FILE = 'embedded-db.json';

function statePath(dataDir: string): string {
  return join(dataDir, STATE_FILE);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM means the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The database serving this data directory, if one is running; a stale file is ignored. */
export async function readRunningState(dataDir: string): Promise<RunningDatabaseState | null> {
  let text: string;
  try {
    text = await readFile(statePath(dataDir), 'utf8');
  } catch {
    return null;
  }
  try {
    const state = JSON.parse(text) as RunningDatabaseState;
    return Number.isInteger(state.pid) && isAlive(state.pid) ? state : null;
  } catch {
    return null;
  }
}

export async function writeRunningState(dataDir: string, state: RunningDatabaseState): Promise<void> {
  await mkdir(dataDir, { recursive: true });
  await writeFile(statePath(dataDir), JSON.stringify(state, null, 2));
}

export async function clearRunningState(dataDir: string, pid: number): Promise<void> {
  const current = await readRunningState(dataDir);
  if (!current || current.pid === pid) await rm(statePath(dataDir), { force: true });
}
