import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';

/** Child processes the platform starts, stopped together, newest first. */
export class ProcessGroup {
  private readonly children: { name: string; child: ChildProcess }[] = [];

  start(name: string, command: string, args: string[], options: SpawnOptions = {}): ChildProcess {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    this.children.push({ name, child });
    return child;
  }

  async stopAll(signal: NodeJS.Signals = 'SIGTERM', graceMs = 10_000): Promise<void> {
    for (const { child } of [...this.children].reverse()) {
      if (child.exitCode !== null || child.signalCode !== null) continue;
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    }
  }
}

/** Runs a command to completion, rejecting on a non-zero exit. */
export function run(command: string, args: string[], options: SpawnOptions = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`));
    });
  });
}

/** Runs a command with its output held back (for one that runs beside another): whether it passed, and what it printed. */
export function runHeldBack(command: string, args: string[], options: SpawnOptions = {}): Promise<{ passed: boolean; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    child.stdout!.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr!.on('data', (chunk: Buffer) => chunks.push(chunk));
    const done = (passed: boolean, note = '') => resolve({ passed, output: Buffer.concat(chunks).toString() + note });
    child.once('error', (error) => done(false, `${command} could not start: ${error.message}\n`));
    child.once('close', (code) => done(code === 0, code === 0 ? '' : `${command} ${args.join(' ')} failed (exit ${code})\n`));
  });
}

/** Polls a URL until it answers 2xx, or fails after the timeout. */
export async function waitForHttp(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError = 'no answer';
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
      lastError = `HTTP ${response.status}`;
    } catch (error) {
      lastError = (error as Error).message;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not become ready in ${timeoutMs} ms (${lastError})`);
}
