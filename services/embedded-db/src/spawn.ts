import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import type { EmbeddedDatabase, EmbeddedEngine } from './engine';
import { READY_PREFIX } from './protocol';

export interface SpawnOptions {
  dataDir: string;
  port?: number;
  engine?: EmbeddedEngine;
  /** How often the CongoDB fallback checks for changes to snapshot (default 5 s). */
  snapshotIntervalMs?: number;
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

/** Starts the embedded database as a child process and resolves once it accepts connections. */
export function spawnEmbeddedDatabase(options: SpawnOptions): Promise<EmbeddedDatabase> {
  const dataDir = resolve(options.dataDir);
  const args = [...cliCommand(), '--data-dir', dataDir];
  if (options.port) args.push('--port', String(options.port));
  if (options.engine) args.push('--engine', options.engine);
  if (options.snapshotIntervalMs) args.push('--snapshot-interval-ms', String(options.snapshotIntervalMs));
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
      resolvePromise({
        uri,
        engine,
        dataDir,
        snapshot: () => Promise.reject(new Error('Snapshots of a spawned database are taken by the process itself')),
        stop: async () => {
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
          await exited;
        },
      });
    });
  });
}
