/**
 * How fast the front-end servers hand out the built JavaScript, against a baseline run in the
 * same process at the same time: plain express.static with no compression (the floor: no work
 * per request beyond reading the file). Requests alternate between the two servers in rounds,
 * so machine noise hits both alike; the figure that matters is the ratio.
 *
 *   npm run bench -w bench            (needs `npm run build` first)
 */
import { readdirSync, statSync } from 'node:fs';
import { Agent, get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import express from 'express';
import { createAppServer, listen } from '../services/shell-server/src/app-server';
import { appDist } from '../services/shell-server/src/ports';

const ROUNDS = 5;
const REQUESTS_PER_ROUND = 200;
const CONCURRENCY = 8;

function largestScripts(dir: string, count: number): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ name, size: statSync(join(dir, name)).size }))
    .sort((a, b) => b.size - a.size)
    .slice(0, count)
    .map(({ name }) => `/${name}`);
}

const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });

/** Raw HTTP, so the client does not spend this process's time decompressing. */
function fetchBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { agent, headers: { 'accept-encoding': 'br, gzip' } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve(bytes));
      response.on('error', reject);
    }).on('error', reject);
  });
}

async function hammer(base: string, paths: string[], total: number): Promise<{ ms: number; bytes: number }> {
  let next = 0;
  let bytes = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < total) {
        const received = await fetchBytes(base + paths[next++ % paths.length]);
        bytes += received;
      }
    }),
  );
  return { ms: performance.now() - started, bytes };
}

async function main(): Promise<void> {
  const dist = appDist('mfe-public');
  const paths = largestScripts(dist, 4);
  const servers: Server[] = [];
  const start = async (app: express.Express) => {
    const server = await listen(app, 0, '127.0.0.1');
    servers.push(server);
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  };
  const baseline = await start(express().use(express.static(dist)));
  const nivasa = await start(createAppServer({ kind: 'remote', distDir: dist, allowedOrigins: [] }));

  // Warm both (file cache, any compression cache) before timing.
  await hammer(baseline, paths, paths.length * 2);
  await hammer(nivasa, paths, paths.length * 2);

  const totals = { baseline: { ms: 0, bytes: 0 }, nivasa: { ms: 0, bytes: 0 } };
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [name, base] of round % 2
      ? ([
          ['nivasa', nivasa],
          ['baseline', baseline],
        ] as const)
      : ([
          ['baseline', baseline],
          ['nivasa', nivasa],
        ] as const)) {
      const result = await hammer(base, paths, REQUESTS_PER_ROUND);
      totals[name].ms += result.ms;
      totals[name].bytes += result.bytes;
    }
  }
  const requests = ROUNDS * REQUESTS_PER_ROUND;
  const perSecond = (ms: number) => (requests / ms) * 1000;
  console.log(`Scripts: ${paths.join(', ')} (mfe-public)`);
  for (const [name, total] of Object.entries(totals)) {
    console.log(
      `${name.padEnd(9)} ${perSecond(total.ms).toFixed(0).padStart(6)} requests/s, ${(total.bytes / requests / 1024).toFixed(1)} KB per response`,
    );
  }
  console.log(`throughput ratio nivasa/baseline: ${(perSecond(totals.nivasa.ms) / perSecond(totals.baseline.ms)).toFixed(2)}`);
  console.log(`bytes ratio nivasa/baseline: ${(totals.nivasa.bytes / totals.baseline.bytes).toFixed(2)}`);
  agent.destroy();
  await Promise.all(servers.map((server) => new Promise((done) => server.close(done))));
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
