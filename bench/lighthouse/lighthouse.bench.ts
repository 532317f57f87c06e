/**
 * Lighthouse 12.2.3 (its mobile preset: a mid-range phone, simulated 4x CPU and slow 4G) over the
 * production build: home, a search, a listing, sign-in, about and the Sinhala home page. Prints
 * and writes (bench/lighthouse/results/) each page's performance, accessibility, best practices
 * and SEO scores, and the audits each page fails. A benchmark, not a test: the goal is
 * performance 90 and the other three 100 (issue 21).
 *
 *   npm run build && npm run lighthouse
 *   npm run lighthouse -- listing about     # only the pages whose names start with these (home,
 *                                           # search, listing, sign-in, about, sinhala-home)
 *   LIGHTHOUSE_RUNS=3 npm run lighthouse    # the median of 3 runs of each page
 */
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStack } from '../../tools/src/stack';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 1);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`LIGHTHOUSE_RUNS must be a whole number, got "${process.env.LIGHTHOUSE_RUNS}"`);
// Ports of its own, away from the browser tests' and the page benchmark's.
const PORTS = { SHELL_PORT: '3700', PUBLIC_PORT: '3701', ACCOUNT_PORT: '3702', ADMIN_PORT: '3703', API_PORT: '4750' };
const OTHER_PORTS = {
  MAIL_CATCHER_SMTP_PORT: '4761',
  MAIL_CATCHER_HTTP_PORT: '4762',
  OIDC_PROVIDER_PORT: '4760',
  SMS_CATCHER_HTTP_PORT: '4763',
};
const SHELL = `http://localhost:${PORTS.SHELL_PORT}`;
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const RESULTS_DIR = join(__dirname, 'results');

interface PageScores {
  page: string;
  url: string;
  /** 0-100, the median run's (by performance). */
  scores: Record<(typeof CATEGORIES)[number], number>;
  runs: Record<(typeof CATEGORIES)[number], number>[];
  metrics: { fcpMs: number; lcpMs: number; tbtMs: number; cls: number; speedIndexMs: number };
  /** The audits that cost points: id, title, score; for performance, the metrics' and opportunities' own. */
  failing: { category: string; id: string; title: string; score: number | null; value?: string; items: string[] }[];
}

async function pages(): Promise<{ name: string; url: string }[]> {
  const [listing] = (await (await fetch(`${SHELL}/api/listing/get?limit=1`)).json()) as { _id: string; type: string; district: string }[];
  return [
    { name: 'home', url: `${SHELL}/` },
    { name: 'search', url: `${SHELL}/search?type=${listing.type}&district=${encodeURIComponent(listing.district)}&sort=rent&order=asc` },
    { name: 'listing', url: `${SHELL}/listing/${listing._id}` },
    { name: 'sign-in', url: `${SHELL}/sign-in` },
    { name: 'about', url: `${SHELL}/about` },
    { name: 'sinhala-home', url: `${SHELL}/si/` },
  ];
}

type Lighthouse = (typeof import('lighthouse'))['default'];
type Report = import('lighthouse').Result;

/** What an audit found, named: its first few resources' addresses or elements' markup. */
function itemsOf(details: unknown): string[] {
  const items = (details as { items?: { url?: unknown; node?: { snippet?: unknown } }[] } | undefined)?.items ?? [];
  return items
    .slice(0, 3)
    .map((item) => (typeof item.url === 'string' ? item.url : typeof item.node?.snippet === 'string' ? item.node.snippet : ''))
    .filter(Boolean);
}

type ChromeLauncher = typeof import('chrome-launcher');
const ATTEMPTS = 3;

/**
 * One Lighthouse run, in a Chromium of its own; a run whose trace Chromium lost (NO_NAVSTART, now
 * and then on a loaded machine) is run again, up to ATTEMPTS times.
 */
async function audited(lighthouse: Lighthouse, launcher: ChromeLauncher, url: string): Promise<Report> {
  for (let attempt = 1; ; attempt += 1) {
    const chrome = await launcher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
    try {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
      if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
      if (!result.lhr.runtimeError) return result.lhr;
      if (attempt === ATTEMPTS) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
      console.warn(`${url}: ${result.lhr.runtimeError.code}, running it again`);
    } finally {
      chrome.kill();
    }
  }
}

async function main(): Promise<void> {
  // Lighthouse and chrome-launcher publish ES modules only.
  const { default: lighthouse } = await import('lighthouse');
  const launcher = await import('chrome-launcher');
  const dataDir = await mkdtemp(join(tmpdir(), 'nivasa-lighthouse-'));
  const stack = await startStack({ ...process.env, ...PORTS, ...OTHER_PORTS, DATA_DIR: dataDir, LOG_LEVEL: 'error' });
  const results: PageScores[] = [];
  const reports: { page: string; report: Report }[] = [];
  try {
    const only = process.argv.slice(2);
    const chosen = (await pages()).filter((page) => only.length === 0 || only.some((name) => page.name.startsWith(name)));
    for (const page of chosen) {
      const runs: Report[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        runs.push(await audited(lighthouse, launcher, page.url));
      }
      const scoresOf = (lhr: Report) =>
        Object.fromEntries(
          CATEGORIES.map((category) => [category, Math.round((lhr.categories[category]?.score ?? 0) * 100)]),
        ) as PageScores['scores'];
      const median = [...runs].sort((a, b) => scoresOf(a).performance - scoresOf(b).performance)[Math.floor(runs.length / 2)];
      const audit = (id: string) => median.audits[id]?.numericValue ?? NaN;
      const failing = CATEGORIES.flatMap((category) =>
        (median.categories[category]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 || category === 'performance')
          .map((ref) => ({ category, ref, result: median.audits[ref.id] }))
          .filter(
            ({ result }) =>
              result &&
              result.score !== null &&
              result.score < 0.9 &&
              result.scoreDisplayMode !== 'informative' &&
              result.scoreDisplayMode !== 'notApplicable',
          )
          .map(({ category, result }) => ({
            category,
            id: result.id,
            title: result.title,
            score: result.score,
            value: result.displayValue,
            items: itemsOf(result.details),
          })),
      );
      const scores: PageScores = {
        page: page.name,
        url: page.url.slice(SHELL.length),
        scores: scoresOf(median),
        runs: runs.map(scoresOf),
        metrics: {
          fcpMs: Math.round(audit('first-contentful-paint')),
          lcpMs: Math.round(audit('largest-contentful-paint')),
          tbtMs: Math.round(audit('total-blocking-time')),
          cls: Number(audit('cumulative-layout-shift').toFixed(3)),
          speedIndexMs: Math.round(audit('speed-index')),
        },
        failing,
      };
      results.push(scores);
      reports.push({ page: page.name, report: median });
      const { performance, accessibility, seo } = scores.scores;
      console.log(
        `${page.name}: performance ${performance}, accessibility ${accessibility}, best practices ${scores.scores['best-practices']}, SEO ${seo}`,
      );
    }
  } finally {
    await stack.stop();
  }

  console.log('\nLighthouse 12.2.3, mobile preset (simulated throttling), the production build:');
  console.log('  page            perf  a11y  best  SEO   FCP ms  LCP ms  TBT ms  CLS');
  for (const { page, scores, metrics } of results) {
    const cells = CATEGORIES.map((category) => String(scores[category]).padStart(4)).join('  ');
    console.log(
      `  ${page.padEnd(14)}  ${cells}  ${String(metrics.fcpMs).padStart(6)}  ${String(metrics.lcpMs).padStart(6)}  ${String(metrics.tbtMs).padStart(6)}  ${metrics.cls}`,
    );
  }
  for (const { page, failing } of results) {
    if (failing.length === 0) continue;
    console.log(`\n${page}: audits below 0.9`);
    for (const { category, id, score, value, items } of failing) {
      console.log(`  ${category.padEnd(14)} ${id} (${score})${value ? `: ${value}` : ''}`);
      for (const item of items) console.log(`                   ${item.slice(0, 120)}`);
    }
  }
  await mkdir(RESULTS_DIR, { recursive: true });
  const file = join(RESULTS_DIR, `lighthouse-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  await writeFile(file, JSON.stringify({ runs: RUNS, results }, null, 2));
  // The median run's whole report, for Lighthouse's viewer: its trace-based tables name the long tasks.
  for (const { page, report } of reports) await writeFile(file.replace(/\.json$/, `.${page}.report.json`), JSON.stringify(report));
  console.log(`\nWritten to ${file} and the median runs' reports beside it`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
