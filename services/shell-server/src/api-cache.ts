/**
 * Answers of the API that the shell's server reads for its own pages (link previews, the
 * sitemap), kept in memory: a found answer for a while, a missing one or a failure briefly.
 * Callers of a key share one request; the least recently used keys go first when full.
 */
export type ApiOutcome<T> = { kind: 'found'; value: T } | { kind: 'missing' } | { kind: 'failed' };

export interface ApiCacheLimits {
  maxEntries: number;
  /** How long a found answer is kept. */
  foundMaxAgeMs: number;
  /** How long 'no such thing' is kept, and a failure, so a down API is not asked on every page. */
  missMaxAgeMs: number;
  /** How long one request may take, even after its first caller stopped waiting. */
  requestTimeoutMs: number;
}

interface Entry<T> {
  outcome: Promise<ApiOutcome<T>>;
  /** Infinity while the request runs. */
  expiresAt: number;
}

/** GETs the API's JSON: 2xx is found, 4xx missing, anything else (5xx, no answer in time, bad JSON) failed. */
export async function getJson<T>(url: string, timeoutMs: number): Promise<ApiOutcome<T>> {
  try {
    const response = await fetch(url, { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
    if (response.ok) return { kind: 'found', value: (await response.json()) as T };
    await response.body?.cancel();
    return response.status >= 400 && response.status < 500 ? { kind: 'missing' } : { kind: 'failed' };
  } catch {
    return { kind: 'failed' };
  }
}

export class ApiCache<T> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(private readonly limits: ApiCacheLimits) {}

  /** The outcome of GET `path`, from memory while it is fresh; `urlOf` says which API instance asks. */
  get(path: string, urlOf: (path: string) => string): Promise<ApiOutcome<T>> {
    const now = Date.now();
    const cached = this.entries.get(path);
    this.entries.delete(path);
    if (cached && cached.expiresAt > now) {
      // Back to the end: the most recently used.
      this.entries.set(path, cached);
      return cached.outcome;
    }
    const entry: Entry<T> = { outcome: getJson<T>(urlOf(path), this.limits.requestTimeoutMs), expiresAt: Infinity };
    void entry.outcome.then((outcome) => {
      entry.expiresAt = Date.now() + (outcome.kind === 'found' ? this.limits.foundMaxAgeMs : this.limits.missMaxAgeMs);
    });
    this.entries.set(path, entry);
    for (const key of this.entries.keys()) {
      if (this.entries.size <= this.limits.maxEntries) break;
      this.entries.delete(key);
    }
    return entry.outcome;
  }
}

/** The value, or undefined when it takes longer than `budgetMs`. */
export async function within<T>(value: Promise<T>, budgetMs: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const timeUp = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), budgetMs);
  });
  try {
    return await Promise.race([value, timeUp]);
  } finally {
    clearTimeout(timer);
  }
}
