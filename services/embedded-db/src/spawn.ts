import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import type { Durability, EmbeddedDatabase, EmbeddedEngine } from './engine';
import { READY_PREFIX } from './protocol';

export interface SpawnOptions {
  dataDir: string;
  port?: number;
  engine?: EmbeddedEngine;
  /** How often the CongoDB fallback checks for changes to snapshot (default 5 s). */
  snapshotIntervalMs?: number;
  /** 'every-write': the CongoDB fallback journals each write to disk before acknowledging it. */
  durability?: Durability;
  /** Where the child's diagnostics go; defaults to this process's stderr. */
  stderr?: 'inherit' | 'ignore';
  startTimeoutMs?: number;
}

/** The compiled CLI when built, else the TypeScript source through tsx (tests, development). */
function cliCommand(): string[] {
  const compiled = join(__dirname, 'cli.js');
  if (existsSync(compiled)) return [compiled];
  return ['--import', 'tsx', join(__dirname, 'cli.ts')];
}

/** A database running as a child process, which can also be ended abruptly. */
export interface SpawnedEmbeddedDatabase extends EmbeddedDatabase {
  readonly pid: number;
  /** Sends the signal (SIGKILL unless told: no snapshot, no clean-up) and resolves once the process is gone. */
  kill(signal?: NodeJS.Signals): Promise<void>;
}

/** Starts the embedded database as a child process and resolves once it accepts connections. */
export function spawnEmbeddedDatabase(options: SpawnOptions): Promise<SpawnedEmbeddedDatabase> {
  const dataDir = resolve(options.dataDir);
  const args = [...cliCommand(), '--data-dir', dataDir];
  if (options.port) args.push('--port', String(options.port));
  if (options.engine) args.push('--engine', options.engine);
  if (options.snapshotIntervalMs) args.push('--snapshot-interval-ms', String(options.snapshotIntervalMs));
  if (options.durability) args.push('--durability', options.durability);
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', options.stderr ?? 'inherit'] });

  return new Promise((resolvePromise, reject) => {
    const timeout = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error('The embedded database did not start in time'));
    }, options.startTimeoutMs ?? 60_000);
    child.once('exit', (code) => {
      clearTimeout(timeout);
      reject(new Error(`The embedded database exited with code ${code} before it was ready`));
    });
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      if (!line.startsWith(READY_PREFIX)) return;
      clearTimeout(timeout);
      child.removeAllListeners('exit');
      const { uri, engine } = JSON.parse(line.slice(READY_PREFIX.length)) as { uri: string; engine: EmbeddedEngine };
      const exited = new Promise<void>((done) => child.once('exit', () => done()));
      const kill = async (signal: NodeJS.Signals) => {
        if (child.exitCode === null && child.signalCode === null) child.kill(signal);
        await exited;
      };
      resolvePromise({
        uri,
        engine,
        dataDir,
        pid: child.pid!,
        snapshot: () => Promise.reject(new Error('Snapshots of a spawned database are taken by the process itself')),
        stop: () => kill('SIGTERM'),
        kill: (signal = 'SIGKILL') => kill(signal),
      });
    });
  });
}
