/**
 * What the pages cost a visitor on a phone: home, a search with filters, a listing, the
 * create-listing form (signed in) and the admin's approvals (signed in as an admin), on the
 * budget's profile (375 px, 4x CPU slow-down, 150 ms round trip, 1.6 Mbps), cold cache. For
 * each: the largest contentful paint, median of 5, against a baseline measured in the same run
 * in the same rounds, whose order turns by one page each round (a static page with the same hero
 * and no JavaScript, served by the same kind of server: the floor any page pays for its bytes and
 * round trips); the JavaScript and CSS on the wire (compressed bodies) by app and by shared
 * library; its requests and API calls.
 * Prints tables and writes the figures as JSON under bench/web/results/.
 *
 *   npm run build && npm run bench:web -w bench
 *   npm run bench:web -w bench -- home     # only the pages whose names start with 'home'
 *   BENCH_RUNS=15 npm run bench:web -w bench -- home
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, request as apiRequest, type Browser, type Request } from 'playwright-core';
import { format, resolveConfig } from 'prettier';
import { makeAdmin, newAccount, signInThroughApi, signUpThroughApi, type TestAccount } from '../../e2e/support/accounts';
import { CHROMIUM_LAUNCH } from '../../e2e/support/chromium';
import { createAppServer, listen } from '../../services/shell-server/src/app-server';
import { APP_NAMES, appDist, type AppName } from '../../services/shell-server/src/ports';
import { readFederationManifest, sharedLibraryFiles } from '../../tools/src/shared-libraries';
import { startStack } from '../../tools/src/stack';
import { seededRandom } from '../../services/api/src/seed/seeded-random';

/** Rounds; BENCH_RUNS raises them where a small difference must stand out of the noise. */
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`BENCH_RUNS must be a whole number of rounds, got "${process.env.BENCH_RUNS}"`);
/** BENCH_PORT_OFFSET moves every port, so two benches (or a bench and a test stack) can run side by side. */
const PORT_OFFSET = Number(process.env.BENCH_PORT_OFFSET ?? 0);
if (!Number.isInteger(PORT_OFFSET) || PORT_OFFSET < 0 || PORT_OFFSET > 50_000)
  throw new Error(`BENCH_PORT_OFFSET must be a whole number from 0 to 50000, got "${process.env.BENCH_PORT_OFFSET}"`);
const port = (base: number) => String(base + PORT_OFFSET);
const PORTS = { SHELL_PORT: port(3600), PUBLIC_PORT: port(3601), ACCOUNT_PORT: port(3602), ADMIN_PORT: port(3603), API_PORT: port(4650) };
const OTHER_PORTS = {
  MAIL_CATCHER_SMTP_PORT: port(4661),
  MAIL_CATCHER_HTTP_PORT: port(4662),
  OIDC_PROVIDER_PORT: port(4660),
  SMS_CATCHER_HTTP_PORT: port(4663),
};
const APP_OF_PORT: Record<string, AppName> = {
  [PORTS.SHELL_PORT]: 'shell',
  [PORTS.PUBLIC_PORT]: 'mfe-public',
  [PORTS.ACCOUNT_PORT]: 'mfe-account',
  [PORTS.ADMIN_PORT]: 'mfe-admin',
};
/** Columns of the library table, in the order a page needs them; code no library claims is its app's own. */
const LIBRARIES = [
  'react',
  'react-dom',
  'react-router',
  '@tanstack/react-query',
  'styled-components',
  'jotai',
  'antd',
  '@nivasa/ui',
  '@nivasa/session',
];
const NOT_SHARED = "apps' own code";
const SHELL = `http://localhost:${PORTS.SHELL_PORT}`;
const RESULTS_DIR = join(__dirname, 'results');

const BASELINE_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Nivasa</title>
<style>body{margin:0;font-family:system-ui,sans-serif}header{height:72px;border-bottom:1px solid #e4e7eb}
section{padding:96px 64px;background:linear-gradient(135deg,#0b4f4a,#2a9d8f);color:#fff}h1{font-size:3.5rem;max-width:640px;margin:0}</style></head>
<body><header></header><section><h1>Find your next perfect place to stay.</h1>
<p>Rooms, annexes, hostels and whole houses across Sri Lanka.</p></section></body></html>`;

interface BenchPage {
  name: string;
  url: string;
  signedInAs?: TestAccount;
}

interface LoadedFile {
  url: string;
  type: 'script' | 'stylesheet';
  /** The body as sent: compressed where the server compressed it. */
  bytes: number;
}

interface LcpCandidate {
  ms: number;
  element: string;
}

interface PageLoad {
  lcp: number;
  /** The largest contentful paint's element: its tag, and its image or its text. */
  lcpElement: string;
  /** Each paint that was the largest so far, in order: the last is the LCP. */
  lcpCandidates: LcpCandidate[];
  requests: number;
  /** The page's calls to /api/: method and path. */
  apiCalls: string[];
  files: LoadedFile[];
}

async function measure(browser: Browser, page: BenchPage): Promise<PageLoad> {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, baseURL: SHELL });
  try {
    const tab = await context.newPage();
    if (page.signedInAs) {
      await signInThroughApi(tab, SHELL, page.signedInAs);
      // Someone signed in has answered the cookie banner before; it would otherwise be the largest paint.
      await context.addInitScript(() => localStorage.setItem('cookieConsent', 'accepted'));
    }
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const load = { requests: 0, apiCalls: [] as string[] };
    const files: Promise<LoadedFile | null>[] = [];
    // What a page that never goes quiet is still waiting for.
    const open = new Set<Request>();
    tab.on('requestfailed', (request) => open.delete(request));
    tab.on('request', (request) => {
      open.add(request);
      const url = new URL(request.url());
      if (!url.protocol.startsWith('http')) return;
      load.requests += 1;
      if (url.pathname.startsWith('/api/')) load.apiCalls.push(`${request.method()} ${url.pathname}`);
    });
    tab.on('requestfinished', (request) => {
      open.delete(request);
      const type = request.resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      // A file that finishes as the page is closed has no sizes left to read: it is not counted.
      files.push(
        request.sizes().then(
          (sizes) => ({ url: request.url(), type, bytes: sizes.responseBodySize }),
          () => null,
        ),
      );
    });
    await tab.goto(page.url, { waitUntil: 'networkidle' }).catch((error: Error) => {
      const waiting = [...open].map((request) => `${request.method()} ${request.url()}`);
      throw new Error(`${page.url} did not go quiet (${error.message.split('\n')[0]}); still open: ${waiting.join(', ') || 'none'}`);
    });
    // A signed-in page that sent the browser to /sign-in would measure the wrong page.
    if (new URL(tab.url()).pathname !== new URL(page.url).pathname) throw new Error(`${page.url} ended at ${tab.url()}`);
    await tab.getByRole('heading', { level: 1 }).first().waitFor();
    await tab.waitForTimeout(1000);
    const lcpCandidates = await tab.evaluate(
      () =>
        new Promise<LcpCandidate[]>((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries() as (PerformanceEntry & { element: Element | null; url: string })[];
            resolve(
              entries.map(({ startTime, element, url }) => {
                const what = url ? new URL(url).pathname : `"${element?.textContent?.trim().slice(0, 40)}"`;
                // A prerendered first screen is painted, then replaced by the app's own render.
                return {
                  ms: Math.round(startTime),
                  element: element ? `${element.tagName.toLowerCase()} ${what}` : 'an element since replaced',
                };
              }),
            );
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    const { ms: lcp, element: lcpElement } = lcpCandidates[lcpCandidates.length - 1];
    return { lcp, lcpElement, lcpCandidates, ...load, files: (await Promise.all(files)).filter((file) => file !== null) };
  } finally {
    await context.close();
  }
}

/** A search a visitor would make: the type and district of a listing the demo data holds, cheapest first. */
async function benchPages(owner: TestAccount, admin: TestAccount): Promise<BenchPage[]> {
  const [listing] = (await (await fetch(`${SHELL}/api/listing/get?limit=1`)).json()) as {
    _id: string;
    type: string;
    district: string;
  }[];
  return [
    { name: 'home', url: `${SHELL}/` },
    // Within 10% of English's LCP is the Sinhala and Tamil pages' budget (their fonts and catalogues).
    { name: 'home (Sinhala)', url: `${SHELL}/si/` },
    { name: 'home (Tamil)', url: `${SHELL}/ta/` },
    { name: 'search', url: `${SHELL}/search?type=${listing.type}&district=${encodeURIComponent(listing.district)}&sort=rent&order=asc` },
    { name: 'listing', url: `${SHELL}/listing/${listing._id}` },
    { name: 'create-listing', url: `${SHELL}/create-listing`, signedInAs: owner },
    { name: 'admin approve', url: `${SHELL}/dashboard/dashboard-approve`, signedInAs: admin },
  ];
}

/** Each app's built files that belong to a shared library, by file name. */
async function libraryMaps(): Promise<Record<AppName, Map<string, string>>> {
  const entries = await Promise.all(
    APP_NAMES.map(async (app) => [app, sharedLibraryFiles(await readFederationManifest(appDist(app)))] as const),
  );
  return Object.fromEntries(entries) as Record<AppName, Map<string, string>>;
}

interface PageBytes {
  js: number;
  css: number;
  jsByApp: Record<string, number>;
  cssByApp: Record<string, number>;
  jsByLibrary: Record<string, number>;
}

function splitBytes(files: LoadedFile[], libraries: Record<AppName, Map<string, string>>): PageBytes {
  const bytes: PageBytes = { js: 0, css: 0, jsByApp: {}, cssByApp: {}, jsByLibrary: {} };
  const add = (totals: Record<string, number>, key: string, amount: number) => (totals[key] = (totals[key] ?? 0) + amount);
  for (const file of files) {
    const url = new URL(file.url);
    const app = APP_OF_PORT[url.port];
    if (!app) throw new Error(`${file.url} comes from none of the apps`);
    if (file.type === 'stylesheet') {
      bytes.css += file.bytes;
      add(bytes.cssByApp, app, file.bytes);
      continue;
    }
    bytes.js += file.bytes;
    add(bytes.jsByApp, app, file.bytes);
    add(bytes.jsByLibrary, libraries[app].get(url.pathname.slice(1)) ?? NOT_SHARED, file.bytes);
  }
  return bytes;
}

/** Listing photos come from the API too: /api/images/<id>. */
const isImage = (call: string) => call.startsWith('GET /api/images/');
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kb = (bytes = 0) => (bytes / 1024).toFixed(1);

/** Resamples for the interval of a ratio's median; seeded, so one run's figures print the same twice. */
const RESAMPLES = 2000;

/**
 * A page's LCP over another's, round by round (each round loads both, a few seconds apart, so the
 * machine's load at the time weighs on both), as the median of those ratios with its 90% interval
 * by bootstrap. Two medians taken apart moved by 0.1-0.2 between runs of 15 rounds: this says how far to trust one.
 */
function pairedRatio(runs: number[], against: number[]): { median: number; low: number; high: number } {
  const ratios = runs.map((lcp, round) => lcp / against[round]);
  const random = seededRandom(ratios.length);
  const resampled = Array.from({ length: RESAMPLES }, () => median(ratios.map(() => ratios[Math.floor(random() * ratios.length)])));
  resampled.sort((a, b) => a - b);
  const round2 = (value: number) => Number(value.toFixed(2));
  return { median: round2(median(ratios)), low: round2(resampled[RESAMPLES * 0.05]), high: round2(resampled[RESAMPLES * 0.95 - 1]) };
}

function printTable(title: string, header: string[], rows: string[][]): void {
  const widths = header.map((cell, column) => Math.max(cell.length, ...rows.map((row) => row[column].length)));
  // Figures align right, words left.
  const numeric = header.map((_, column) => rows.every((row) => /^[\d.]+$/.test(row[column])));
  const line = (cells: string[]) =>
    cells.map((cell, column) => (numeric[column] ? cell.padStart(widths[column]) : cell.padEnd(widths[column]))).join('  ');
  console.log(`\n${title}\n  ${line(header)}`);
  for (const row of rows) console.log(`  ${line(row)}`);
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'nivasa-bench-web-'));
  const stack = await startStack({
    ...process.env,
    ...PORTS,
    ...OTHER_PORTS,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'error',
    // Every round signs in again, from one address.
    THROTTLE_AUTH_LIMIT: '100',
  });
  const baselineDir = await mkdtemp(join(tmpdir(), 'nivasa-bench-baseline-'));
  await writeFile(join(baselineDir, 'index.html'), BASELINE_PAGE);
  await writeFile(join(baselineDir, 'mf-manifest.json'), '{}');
  const baselineServer: Server = await listen(
    createAppServer({ kind: 'remote', distDir: baselineDir, allowedOrigins: [] }),
    0,
    '127.0.0.1',
  );
  const baselineUrl = `http://127.0.0.1:${(baselineServer.address() as AddressInfo).port}/index.html`;
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  const api = await apiRequest.newContext({ baseURL: SHELL });
  try {
    const [owner, admin] = [newAccount('bench-owner'), newAccount('bench-admin')];
    for (const account of [owner, admin]) await signUpThroughApi(api, SHELL, account);
    await makeAdmin(admin, dataDir);
    const only = process.argv.slice(2);
    const pages = (await benchPages(owner, admin)).filter((page) => only.length === 0 || only.some((name) => page.name.startsWith(name)));
    const libraries = await libraryMaps();
    const baseline: number[] = [];
    const loads = new Map<BenchPage, PageLoad[]>(pages.map((page) => [page, []]));
    const baselinePage: BenchPage = { name: 'baseline', url: baselineUrl };
    const everyPage = [baselinePage, ...pages];
    // Each round starts one page further on, so no page always follows the same one (or a cold start).
    for (let run = 0; run < RUNS; run += 1) {
      for (let step = 0; step < everyPage.length; step += 1) {
        const page = everyPage[(run + step) % everyPage.length];
        const load = await measure(browser, page);
        if (page === baselinePage) baseline.push(load.lcp);
        else loads.get(page)!.push(load);
      }
    }

    const floor = median(baseline);
    const results = pages.map((page) => {
      const runs = loads.get(page)!;
      const last = runs[runs.length - 1];
      const lcp = median(runs.map((load) => load.lcp));
      return {
        page: page.name,
        url: page.url.slice(SHELL.length),
        signedIn: page.signedInAs === admin ? 'admin' : page.signedInAs ? 'owner' : 'no',
        lcpMs: Math.round(lcp),
        lcpRunsMs: runs.map((load) => Math.round(load.lcp)),
        ratioToBaseline: Number((lcp / floor).toFixed(2)),
        lcpElement: last.lcpElement,
        lcpCandidates: last.lcpCandidates,
        requests: last.requests,
        apiCalls: last.apiCalls,
        ...splitBytes(last.files, libraries),
        files: last.files,
      };
    });

    console.log(`Pages, 375 px, 4x CPU, 150 ms RTT, 1.6 Mbps, cold cache; LCP median of ${RUNS}, budget 2500 ms.`);
    console.log(`Baseline (static hero, no JavaScript): LCP ${floor.toFixed(0)} ms.`);
    printTable(
      'Each page (JS and CSS: KB of compressed bodies on the wire, by the time the network is idle):',
      ['page', 'LCP ms', 'x baseline', 'JS KB', 'CSS KB', 'requests', 'API calls', 'API images', 'LCP element (last run)'],
      results.map((result) => [
        result.page,
        String(result.lcpMs),
        result.ratioToBaseline.toFixed(2),
        kb(result.js),
        kb(result.css),
        String(result.requests),
        String(result.apiCalls.filter((call) => !isImage(call)).length),
        String(result.apiCalls.filter(isImage).length),
        result.lcpElement,
      ]),
    );
    printTable(
      'JavaScript by app (KB):',
      ['page', ...APP_NAMES],
      results.map((result) => [result.page, ...APP_NAMES.map((app) => kb(result.jsByApp[app]))]),
    );
    printTable(
      `JavaScript by shared library (KB; antd includes its @ant-design/* and rc-* packages):`,
      ['page', ...LIBRARIES, NOT_SHARED],
      results.map((result) => [result.page, ...[...LIBRARIES, NOT_SHARED].map((library) => kb(result.jsByLibrary[library]))]),
    );
    const english = results.find((result) => result.page === 'home');
    const translated = results.filter((result) => result.page.startsWith('home ('));
    const overEnglish = new Map(english ? translated.map((result) => [result.page, pairedRatio(result.lcpRunsMs, english.lcpRunsMs)]) : []);
    if (english && overEnglish.size > 0) {
      const ratios = translated.map((result) => {
        const { median: paired, low, high } = overEnglish.get(result.page)!;
        return `${result.page} ${(result.lcpMs / english.lcpMs).toFixed(2)} (round by round ${paired.toFixed(2)}, 90% interval ${low.toFixed(2)}-${high.toFixed(2)})`;
      });
      console.log(`\nLCP over English home's (budget 1.10): ${ratios.join(', ')}.`);
    }
    const unlisted = new Set(
      results.flatMap((result) => Object.keys(result.jsByLibrary)).filter((name) => ![...LIBRARIES, NOT_SHARED].includes(name)),
    );
    if (unlisted.size > 0) console.log(`  Also shared, not in the table: ${[...unlisted].join(', ')} (in the JSON).`);

    await mkdir(RESULTS_DIR, { recursive: true });
    const date = new Date().toISOString();
    const file = join(RESULTS_DIR, `pages-${date.replace(/[:.]/g, '-')}.json`);
    const machine = { cpus: cpus().length, cpu: cpus()[0]?.model, node: process.version, chromium: browser.version() };
    const report = JSON.stringify({
      date,
      machine,
      runs: RUNS,
      baselineLcpMs: Math.round(floor),
      baselineRunsMs: baseline.map(Math.round),
      pages: results.map((result) => {
        const lcpOverEnglish = overEnglish.get(result.page);
        return lcpOverEnglish ? { ...result, lcpOverEnglish } : result;
      }),
    });
    // `npm test`'s format check reads every file in the tree, so the figures are written as it formats them.
    await writeFile(file, await format(report, { ...(await resolveConfig(file)), filepath: file }));
    console.log(`\nFigures written to ${file}`);
  } finally {
    await api.dispose();
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
