import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';

/** One load's figures: throughput, latency percentiles (ms), and what went wrong. */
export interface LoadFigures {
  requests: number;
  /** How long the load ran. */
  seconds: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  /** Answers other than 2xx, and connection errors or timeouts. */
  failures: number;
  /** The failures by status code, or 'errors' for those without an answer. */
  failuresBy?: Record<string, number>;
}

function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
}

export function figuresOf(latencies: number[], seconds: number, failures: number): LoadFigures {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    requests: sorted.length,
    seconds,
    perSecond: sorted.length / seconds,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    failures,
  };
}

export interface HttpLoad {
  url: string;
  connections: number;
  /** Requests to make, each of them answered: a run cut off by time would leave out the slowest. */
  amount: number;
}

/** autocannon against the URL; every answer's latency is kept, so the percentiles are exact (autocannon's own summary has no p95). */
export async function httpLoad({ url, connections, amount }: HttpLoad): Promise<LoadFigures> {
  const latencies: number[] = [];
  const failuresBy: Record<string, number> = {};
  let finish: (result: autocannon.Result) => void = () => undefined;
  let fail: (error: unknown) => void = () => undefined;
  const done = new Promise<autocannon.Result>((resolve, reject) => ([finish, fail] = [resolve, reject]));
  const started = performance.now();
  const instance = autocannon({ url, connections, amount, timeout: 120 }, (error, result) => (error ? fail(error) : finish(result)));
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
    else failuresBy[statusCode] = (failuresBy[statusCode] ?? 0) + 1;
  });
  const result = await done;
  if (result.errors > 0) failuresBy.errors = result.errors;
  const failures = Object.values(failuresBy).reduce((sum, count) => sum + count, 0);
  const figures = figuresOf(latencies, (performance.now() - started) / 1000, failures);
  // autocannon notices the last answer only at its next one-second tick, so the rate comes from
  // the latencies (Little's law: each connection always has one request under way).
  const perSecond = (connections * latencies.length * 1000) / latencies.reduce((sum, latency) => sum + latency, 0);
  return { ...figures, perSecond, ...(failures > 0 ? { failuresBy } : {}) };
}

/**
 * The work run by `concurrency` loops at once, each starting its next call when its last one
 * ends (as autocannon's connections do), for `seconds` and at least `minCalls` calls. Every call
 * started is awaited and counted, so the slow ones are not left out and the engine is idle
 * again when this returns.
 */
export async function loopLoad(work: () => Promise<unknown>, concurrency: number, seconds: number, minCalls: number): Promise<LoadFigures> {
  const latencies: number[] = [];
  const failuresBy: Record<string, number> = {};
  let calls = 0;
  const started = performance.now();
  const loop = async () => {
    while (performance.now() < started + seconds * 1000 || calls < minCalls) {
      calls += 1;
      const begun = performance.now();
      try {
        await work();
        latencies.push(performance.now() - begun);
      } catch (error) {
        const message = (error as Error).message;
        failuresBy[message] = (failuresBy[message] ?? 0) + 1;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, loop));
  const failures = Object.values(failuresBy).reduce((sum, count) => sum + count, 0);
  return { ...figuresOf(latencies, (performance.now() - started) / 1000, failures), ...(failures > 0 ? { failuresBy } : {}) };
}

/** CPU time (user + system, ms) a process has used so far, from /proc; undefined where there is none. */
export function cpuTimeMs(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    // Fields 14 and 15 (utime, stime) in clock ticks, counted after the command's closing parenthesis.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return undefined;
  }
}

/** The share of one core each process used while the work ran. */
export async function withCpuShares<T>(
  pids: Record<string, number | undefined>,
  work: () => Promise<T>,
): Promise<{ result: T; cpu: Record<string, number | undefined> }> {
  const before = Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, cpuTimeMs(pid)]));
  const started = performance.now();
  const result = await work();
  const elapsed = performance.now() - started;
  const cpu = Object.fromEntries(
    Object.entries(pids).map(([name, pid]) => {
      const start = before[name];
      const end = cpuTimeMs(pid);
      return [name, start === undefined || end === undefined ? undefined : (end - start) / elapsed];
    }),
  );
  return { result, cpu };
}
