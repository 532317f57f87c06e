/**
 * A remote's server renders its pages' first screens in a child process (the repository's
 * server-render.ts under tsx, from the app's folder), so a render never blocks the files it
 * serves and a crash takes only the renders in flight. Bounded: a deadline per render and a
 * limit on renders waiting; past either, the caller falls back to the browser's own render.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { isServerRenderedPage, type ServerRenderedPage } from '@nivasa/contracts/federation';
import type { Language } from '@nivasa/contracts/languages';
import { REPO_ROOT } from './ports';

const WORKER_SCRIPT = join(REPO_ROOT, 'server-render.ts');
/** Where an app keeps the module of its server-rendered pages (`serverRendered`). */
export const SERVER_RENDER_MODULE = 'src/app/server-rendered.tsx';
/** The app's tsconfig for it: its own, taking in the shared packages' sources, which tsx compiles too. */
const SERVER_RENDER_TSCONFIG = 'tsconfig.server-render.json';

export interface RenderWorkerOptions {
  /** The app's folder: the worker runs there, under its tsconfig. */
  appDir: string;
  /** The API the pages' data comes from. */
  apiUrl: string;
  /** How long one render may take before it is given up. */
  timeoutMs?: number;
  /** Renders waiting at once; more are refused at once. */
  maxPending?: number;
}

export interface RenderRequest {
  pathname: string;
  search: string;
  language: Language;
  /** The session cookie (`name=value`) a signed-in or admin page is drawn for; none: as a visitor sees it. */
  session?: string;
}

/** A render refused or given up: the page is then the browser's to render. */
export class RenderUnavailable extends Error {}

const RESTART_DELAY_MS = 1_000;

/** The app's worker, if the app has server-rendered pages. */
export function renderWorkerFor(appDir: string, apiUrl: string): RenderWorker | undefined {
  return existsSync(join(appDir, SERVER_RENDER_MODULE)) && existsSync(join(appDir, SERVER_RENDER_TSCONFIG))
    ? new RenderWorker({ appDir, apiUrl })
    : undefined;
}

export class RenderWorker {
  private child: ChildProcess | undefined;
  private ready = false;
  private stopped = false;
  private nextId = 1;
  private readonly pending = new Map<number, { resolve: (page: ServerRenderedPage) => void; reject: (error: Error) => void }>();
  private restartTimer: NodeJS.Timeout | undefined;

  constructor(private readonly options: RenderWorkerOptions) {}

  /** Starts the process; resolves once it has loaded the app's pages (or failed to). */
  start(): Promise<void> {
    this.stopped = false;
    return new Promise((resolve) => {
      const child = fork(WORKER_SCRIPT, [SERVER_RENDER_MODULE, this.options.apiUrl], {
        cwd: this.options.appDir,
        execArgv: ['--import', 'tsx'],
        env: { ...process.env, TSX_TSCONFIG_PATH: join(this.options.appDir, SERVER_RENDER_TSCONFIG) },
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
        serialization: 'advanced',
      });
      this.child = child;
      child.on('message', (message: unknown) => {
        if (isReady(message)) {
          this.ready = true;
          // Once ready, it must not keep the server's process alive on its own (until then, the start is awaited).
          child.unref();
          child.channel?.unref();
          resolve();
          return;
        }
        this.settle(message);
      });
      child.on('exit', () => {
        this.ready = false;
        this.child = undefined;
        this.failAll('the render process ended');
        resolve();
        if (!this.stopped) {
          this.restartTimer = setTimeout(() => void this.start(), RESTART_DELAY_MS);
          this.restartTimer.unref();
        }
      });
    });
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.restartTimer);
    this.child?.kill();
    this.failAll('the server is stopping');
  }

  render(request: RenderRequest): Promise<ServerRenderedPage> {
    const child = this.child;
    if (!child || !this.ready) return Promise.reject(new RenderUnavailable('the render process is not ready'));
    if (this.pending.size >= (this.options.maxPending ?? 8)) return Promise.reject(new RenderUnavailable('too many renders are waiting'));
    const id = this.nextId++;
    return new Promise<ServerRenderedPage>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new RenderUnavailable('the render took too long'));
      }, this.options.timeoutMs ?? 2_000);
      this.pending.set(id, {
        resolve: (page) => {
          clearTimeout(timer);
          resolve(page);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      });
      child.send({ id, ...request });
    });
  }

  private settle(message: unknown): void {
    if (!message || typeof message !== 'object') return;
    const { id, page, error } = message as { id?: unknown; page?: unknown; error?: unknown };
    const waiting = typeof id === 'number' ? this.pending.get(id) : undefined;
    if (!waiting) return;
    this.pending.delete(id as number);
    if (isServerRenderedPage(page)) waiting.resolve(page);
    else waiting.reject(new RenderUnavailable(typeof error === 'string' ? error : 'the render gave no page'));
  }

  private failAll(reason: string): void {
    for (const { reject } of this.pending.values()) reject(new RenderUnavailable(reason));
    this.pending.clear();
  }
}

function isReady(message: unknown): boolean {
  return !!message && typeof message === 'object' && (message as { ready?: unknown }).ready === true;
}
