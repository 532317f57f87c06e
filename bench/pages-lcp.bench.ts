/**
 * Largest contentful paint of the pages visitors land on (home, a search with filters, a
 * listing), on the budget's profile (375 px, 4x CPU slow-down, 150 ms round trip, 1.6 Mbps),
 * against a baseline measured in the same run: a static page with the same hero, served by the
 * same server, with no JavaScript at all — the floor any page pays for its bytes and round
 * trips. Runs alternate; medians are compared. With each page: its compressed JavaScript, its
 * requests and its API calls, from a cold cache.
 *
 *   npm run build && npm run bench:lcp -w bench
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { createAppServer, listen } from '../services/platform/src/app-server';
import { startStack } from '../services/platform/src/stack';

const RUNS = 5;
const PORTS = { SHELL_PORT: '3600', PUBLIC_PORT: '3601', ACCOUNT_PORT: '3602', ADMIN_PORT: '3603', API_PORT: '4650' };
const OTHER_PORTS = { MAIL_CATCHER_SMTP_PORT: '1625', MAIL_CATCHER_HTTP_PORT: '1680', OIDC_PROVIDER_PORT: '4660' };

const BASELINE_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Nivasa</title>
<style>body{margin:0;font-family:system-ui,sans-serif}header{height:72px;border-bottom:1px solid #e4e7eb}
section{padding:96px 64px;background:linear-gradient(135deg,#0b4f4a,#2a9d8f);color:#fff}h1{font-size:3.5rem;max-width:640px;margin:0}</style></head>
<body><header></header><section><h1>Find your next perfect place to stay.</h1>
<p>Rooms, annexes, hostels and whole houses across Sri Lanka.</p></section></body></html>`;

interface PageLoad {
  lcp: number;
  /** Compressed bytes of JavaScript over the wire. */
  scriptBytes: number;
  requests: number;
  apiCalls: number;
}

async function measureLcp(browser: Browser, url: string): Promise<PageLoad> {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const load = { scriptBytes: 0, requests: 0, apiCalls: 0 };
  const scripts = new Set<string>();
  cdp.on('Network.requestWillBeSent', ({ request }) => {
    load.requests += 1;
    if (new URL(request.url).pathname.startsWith('/api/')) load.apiCalls += 1;
  });
  cdp.on('Network.responseReceived', ({ requestId, type }) => {
    if (type === 'Script') scripts.add(requestId);
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    if (scripts.has(requestId)) load.scriptBytes += encodedDataLength;
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(1500);
  const lcp = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve(entries[entries.length - 1].startTime);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  await context.close();
  return { lcp, ...load };
}

/** A search a visitor would make: the type and district of a listing the demo data holds, cheapest first, with parking. */
async function searchWithFilters(shell: string): Promise<string> {
  const [listing] = (await (await fetch(`${shell}/api/listing/get?limit=1`)).json()) as { type: string; district: string }[];
  return `/search?type=${listing.type}&district=${encodeURIComponent(listing.district)}&sort=rent&order=asc`;
}

async function anyListing(shell: string): Promise<string> {
  const [listing] = (await (await fetch(`${shell}/api/listing/get?limit=1`)).json()) as { _id: string }[];
  return `/listing/${listing._id}`;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'nivasa-bench-lcp-'));
  const stack = await startStack({ ...process.env, ...PORTS, ...OTHER_PORTS, DATA_DIR: dataDir, LOG_LEVEL: 'error' });
  const baselineDir = await mkdtemp(join(tmpdir(), 'nivasa-bench-baseline-'));
  await writeFile(join(baselineDir, 'index.html'), BASELINE_PAGE);
  await writeFile(join(baselineDir, 'mf-manifest.json'), '{}');
  const baselineServer: Server = await listen(
    createAppServer({ kind: 'remote', distDir: baselineDir, allowedOrigins: [] }),
    0,
    '127.0.0.1',
  );
  const baselineUrl = `http://127.0.0.1:${(baselineServer.address() as AddressInfo).port}/index.html`;
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const shell = `http://localhost:${PORTS.SHELL_PORT}`;
    const pages = { home: `${shell}/`, search: `${shell}${await searchWithFilters(shell)}`, listing: `${shell}${await anyListing(shell)}` };
    const baseline: number[] = [];
    const loads: Record<string, PageLoad[]> = { home: [], search: [], listing: [] };
    for (let run = 0; run < RUNS; run += 1) {
      baseline.push((await measureLcp(browser, baselineUrl)).lcp);
      for (const [name, url] of Object.entries(pages)) loads[name].push(await measureLcp(browser, url));
    }
    const floor = median(baseline);
    console.log(`LCP, median of ${RUNS} (375 px, 4x CPU, 150 ms RTT, 1.6 Mbps), cold cache; budget 2500 ms each:`);
    console.log(`  baseline (static hero, no JavaScript)  ${floor.toFixed(0)} ms`);
    for (const [name, runs] of Object.entries(loads)) {
      const lcp = median(runs.map((load) => load.lcp));
      const last = runs[runs.length - 1];
      console.log(
        `  ${name.padEnd(8)} ${lcp.toFixed(0).padStart(5)} ms (${(lcp / floor).toFixed(2)}x baseline), ` +
          `JS ${(last.scriptBytes / 1024).toFixed(1)} KB compressed, ${last.requests} requests, ${last.apiCalls} API calls  ${pages[name as keyof typeof pages]}`,
      );
    }
  } finally {
    await browser.close();
    await new Promise((done) => baselineServer.close(done));
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
    await rm(baselineDir, { recursive: true, force: true });
  }
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
