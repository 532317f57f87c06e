import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import {
  PAGE_SCRIPTS_FILE,
  REMOTE_NAMES,
  ROUTE_LIST_FILE,
  isPageScripts,
  isRouteList,
  patternMatches,
  type RemoteName,
  type RemotesConfig,
  type RemotesMap,
  type RouteInfo,
} from '@nivasa/contracts/federation';
import { LANGUAGES, type Language } from '@nivasa/contracts/languages';
import { localisedPrerenderedFile } from './localised-files';

/** What of a remote's mf-manifest.json the directory reads. */
interface FederationManifest {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  exposes?: { name?: string; assets?: { js?: { sync?: unknown[] } } }[];
}

/** The module each remote exposes its pages through. */
const ROUTES_EXPOSE = 'routes';

/** How often the shell's server reads the remotes' route lists again. */
export const ROUTE_LIST_REFRESH_MS = 10_000;

export interface RemotesDirectoryOptions {
  /** Where the last known route lists are kept, so a remote that is down when this server restarts keeps its paths. */
  file?: string;
  refreshMs?: number;
  /** How long one remote may take to answer before its last known list is used. */
  timeoutMs?: number;
}

/** A remote's route list lives beside its manifest. */
export function routeListUrl(manifestUrl: string): string {
  return new URL(ROUTE_LIST_FILE, manifestUrl).href;
}

/**
 * What the shell's server tells the browser at /remotes.json: where each remote lives, and the
 * routes it owns as its published route list says. The lists are read at start and every few
 * seconds after, so a remote's release reaches the shell without a restart of anything; a
 * remote that cannot be read keeps the last list it gave (in memory and in a file), so its
 * pages still show their fallback while it is down.
 */
export class RemotesDirectory {
  private readonly routes = new Map<RemoteName, RouteInfo[]>();
  /** Per remote, its prerendered first screens by language and path, as read with its current list. */
  private readonly pages = new Map<RemoteName, Map<Language, Map<string, string>>>();
  /** Per remote, the scripts that start it (its entry and its routes module), as its manifest last said. */
  private readonly entryScripts = new Map<RemoteName, string[]>();
  /** Per remote, each route's page scripts (by absolute address) and the shared modules they consume, as its release lists them. */
  private readonly pageScripts = new Map<RemoteName, Map<string, { files: string[]; shared: string[] }>>();
  /** Remotes whose last read failed: told once, not every few seconds. */
  private readonly failing = new Set<RemoteName>();
  private refreshing: Promise<void> | undefined;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    readonly map: RemotesMap,
    private readonly options: RemotesDirectoryOptions = {},
  ) {}

  /** Takes the kept lists, reads every remote's, and reads them again every refreshMs until stop(). */
  async start(): Promise<void> {
    await this.readKept();
    await this.refresh();
    this.timer = setInterval(() => void this.refresh(), this.options.refreshMs ?? ROUTE_LIST_REFRESH_MS);
    // The timer alone must not keep the process running.
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  /** Reads every remote's route list once; one that cannot be read keeps its last known list. */
  refresh(): Promise<void> {
    this.refreshing ??= this.readAll().finally(() => (this.refreshing = undefined));
    return this.refreshing;
  }

  /**
   * A path belongs to one remote: when a release makes two remotes claim it, the one first in
   * REMOTE_NAMES keeps it, so which page shows does not depend on the router's tie-breaking.
   */
  config(): RemotesConfig {
    const owners = new Map<string, RemoteName>();
    const entries = REMOTE_NAMES.map((name) => {
      const routes = (this.routes.get(name) ?? []).filter(({ path }) => {
        const owner = owners.get(path);
        if (owner === undefined) {
          owners.set(path, name);
          return true;
        }
        this.warnOnce(`${name} ${path}`, `Nivasa: the ${name} remote's route ${path} is the ${owner} remote's already; it is left out.`);
        return false;
      });
      return [name, { manifest: this.map[name], routes }];
    });
    return Object.fromEntries(entries) as RemotesConfig;
  }

  /** The first screen the remote owning this exact path (without its language) prerendered for it in `language`, if any. */
  prerenderedPage(pathname: string, language: Language = 'en'): string | undefined {
    for (const name of REMOTE_NAMES) {
      const page = this.pages.get(name)?.get(language)?.get(pathname);
      if (page !== undefined) return page;
    }
    return undefined;
  }

  /** Each remote's scripts that any of its pages loads first, by absolute address; none while its manifest is unknown. */
  startScripts(): Partial<Record<RemoteName, readonly string[]>> {
    return Object.fromEntries(this.entryScripts);
  }

  /** The scripts of the remote's page at this path (below the language's prefix), if its release lists them. */
  pageScriptsFor(name: RemoteName, pathname: string): { files: readonly string[]; shared: readonly string[] } | undefined {
    for (const [routePath, scripts] of this.pageScripts.get(name) ?? []) if (patternMatches(routePath, pathname)) return scripts;
    return undefined;
  }

  private readonly warned = new Set<string>();

  private warnOnce(key: string, message: string): void {
    if (this.warned.has(key)) return;
    this.warned.add(key);
    console.warn(message);
  }

  private async readAll(): Promise<void> {
    const [lists] = await Promise.all([
      Promise.all(REMOTE_NAMES.map(async (name) => [name, await this.read(name)] as const)),
      Promise.all(REMOTE_NAMES.map((name) => this.readEntryScripts(name))),
    ]);
    let changed = false;
    for (const [name, list] of lists) {
      if (!list || (JSON.stringify(list) === JSON.stringify(this.routes.get(name)) && this.pages.has(name))) continue;
      this.routes.set(name, list);
      this.pages.set(name, await this.readPages(name, list));
      changed = true;
    }
    if (changed) await this.keep();
  }

  /**
   * A release's prerendered pages in each language, beside its route list (which names the
   * English ones); one that cannot be read is left out (its page still loads).
   */
  private async readPages(name: RemoteName, list: readonly RouteInfo[]): Promise<Map<Language, Map<string, string>>> {
    const pages = new Map(LANGUAGES.map((language) => [language, new Map<string, string>()]));
    const reads = list.flatMap(({ path, prerendered }) =>
      prerendered ? LANGUAGES.map((language) => ({ path, language, file: localisedPrerenderedFile(prerendered, language) })) : [],
    );
    await Promise.all(
      reads.map(async ({ path, language, file }) => {
        const url = new URL(file, this.map[name]).href;
        try {
          const response = await fetch(url, { signal: AbortSignal.timeout(this.options.timeoutMs ?? 3_000) });
          if (!response.ok) throw new Error(`it answered ${response.status}`);
          pages.get(language)?.set(path, await response.text());
        } catch (error) {
          this.warnOnce(
            `page ${url}`,
            `Nivasa: could not read the prerendered page at ${url} (${error instanceof Error ? error.message : String(error)}).`,
          );
        }
      }),
    );
    return pages;
  }

  /**
   * The remote's entry and the module its routes are in, from its manifest: what every page of
   * it loads before anything else. A manifest that cannot be read leaves the last known ones.
   */
  private async readEntryScripts(name: RemoteName): Promise<void> {
    const manifestUrl = this.map[name];
    try {
      const response = await fetch(manifestUrl, { signal: AbortSignal.timeout(this.options.timeoutMs ?? 3_000) });
      if (!response.ok) return;
      const { metaData, exposes } = (await response.json()) as FederationManifest;
      // 'auto': the files sit beside the manifest.
      const base = metaData?.publicPath && metaData.publicPath !== 'auto' ? new URL(metaData.publicPath, manifestUrl).href : manifestUrl;
      const entry = metaData?.remoteEntry;
      const routes = exposes?.find((expose) => expose.name === ROUTES_EXPOSE)?.assets?.js?.sync ?? [];
      if (!entry?.name || !routes.every((file) => typeof file === 'string')) return;
      const entryFile = entry.path ? `${entry.path.replace(/\/?$/, '/')}${entry.name}` : entry.name;
      this.entryScripts.set(
        name,
        [entryFile, ...routes].map((file) => new URL(file, base).href),
      );
      await this.readPageScripts(name, base);
    } catch {
      // The route list's read says when a remote is down; these only lose the page a head start.
    }
  }

  /** The release's page scripts beside its manifest; a release without them (or unreadable ones) has no page preloaded. */
  private async readPageScripts(name: RemoteName, base: string): Promise<void> {
    // Never the last release's list beside this one's entry: a list that cannot be read is no list.
    const scripts: unknown = await fetch(new URL(PAGE_SCRIPTS_FILE, this.map[name]), {
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 3_000),
    })
      .then((response) => (response.ok ? response.json() : undefined))
      .catch(() => undefined);
    if (!isPageScripts(scripts)) {
      this.pageScripts.delete(name);
      return;
    }
    const byRoute = Object.entries(scripts).map(
      ([routePath, { files, shared }]) => [routePath, { files: files.map((file) => new URL(file, base).href), shared }] as const,
    );
    this.pageScripts.set(name, new Map(byRoute));
  }

  private async read(name: RemoteName): Promise<RouteInfo[] | undefined> {
    const url = routeListUrl(this.map[name]);
    const get = () => fetch(url, { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(this.options.timeoutMs ?? 3_000) });
    try {
      // Once more if the connection failed: a remote that restarted leaves a closed keep-alive
      // connection behind, and the first request on it fails.
      const response = await get().catch((error: unknown) => {
        if (error instanceof Error && error.name === 'TimeoutError') throw error;
        return get();
      });
      if (!response.ok) throw new Error(`it answered ${response.status}`);
      const list: unknown = await response.json();
      if (!isRouteList(list)) throw new Error('it is not a route list');
      if (this.failing.delete(name)) console.log(`Nivasa: the ${name} remote's route list can be read again (${url}).`);
      return list;
    } catch (error) {
      if (!this.failing.has(name)) {
        this.failing.add(name);
        const reason = error instanceof Error ? error.message : String(error);
        const known = this.routes.has(name)
          ? 'its last known routes stay'
          : 'no routes of it are known yet, so its pages show as not found until it answers';
        console.warn(`Nivasa: could not read the ${name} remote's route list at ${url} (${reason}); ${known}.`);
      }
      return undefined;
    }
  }

  private async readKept(): Promise<void> {
    const { file } = this.options;
    if (!file) return;
    let kept: unknown;
    try {
      kept = JSON.parse(await readFile(file, 'utf8'));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') console.warn(`Nivasa: ignoring ${file}, which cannot be read`, error);
      return;
    }
    for (const name of REMOTE_NAMES) {
      const list = (kept as Partial<Record<RemoteName, unknown>> | null)?.[name];
      if (isRouteList(list)) this.routes.set(name, list);
    }
  }

  private async keep(): Promise<void> {
    const { file } = this.options;
    if (!file) return;
    try {
      await mkdir(dirname(file), { recursive: true });
      // Written whole, then renamed: a crash mid-write cannot leave half a file behind.
      await writeFile(`${file}.tmp`, `${JSON.stringify(Object.fromEntries(this.routes), null, 2)}\n`);
      await rename(`${file}.tmp`, file);
    } catch (error) {
      // The lists in memory still serve; only a restart while a remote is down would miss them.
      console.warn(`Nivasa: could not keep the remotes' route lists in ${file}`, error);
    }
  }
}
