import type { SpawnOptions } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildStale, LAST_DECLARATIONS_STEP } from './build';
import { run, runHeldBack } from './processes';
import { REPO_ROOT } from '@nivasa/shell-server/src/ports';

/** `npm test`: builds everything, runs every layer, and totals them in one closing line. */
interface LayerResult {
  layer: string;
  passed: number;
  failed: number;
  seconds: number;
}

const JEST_WORKSPACES = [
  'services/contracts',
  'services/embedded-db',
  'services/api',
  'services/shell-server',
  'tools',
  'services/mail-catcher',
  'services/identity-provider',
  'shell/session',
  'shell/ui',
  'shell',
  'mfe-public',
  'mfe-account',
  'mfe-admin',
];

interface JestReport {
  numPassedTests: number;
  numFailedTests: number;
  numRuntimeErrorTestSuites: number;
}

interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
}

async function readJson<T>(file: string): Promise<T | null> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

async function runLayer(
  layer: string,
  work: () => Promise<unknown>,
  count: () => Promise<{ passed: number; failed: number } | null>,
): Promise<LayerResult> {
  const started = Date.now();
  console.log(`\n=== ${layer} ===`);
  await work().catch((error: Error) => console.error(error.message));
  // A runner that crashed before writing its report counts as one failure.
  const counts = (await count()) ?? { passed: 0, failed: 1 };
  return { layer, ...counts, seconds: (Date.now() - started) / 1000 };
}

function jestCounts(file: string) {
  return async () => {
    const report = await readJson<JestReport>(file);
    if (!report) return null;
    return { passed: report.numPassedTests, failed: report.numFailedTests + report.numRuntimeErrorTestSuites };
  };
}

const STYLE_LAYER = 'Lint and format (ESLint, Prettier)';

/** ESLint, then Prettier, each one check that the whole repository passes or not, with their output held back. */
async function checkStyle(npx: string, options: SpawnOptions) {
  const started = Date.now();
  const checks = [];
  for (const args of [
    ['eslint', '.'],
    ['prettier', '--check', '.'],
  ])
    checks.push(await runHeldBack(npx, args, options));
  return {
    passed: checks.filter((check) => check.passed).length,
    failed: checks.filter((check) => !check.passed).length,
    output: checks.map((check) => check.output).join('\n'),
    seconds: (Date.now() - started) / 1000,
  };
}

export async function runAllTests(args: string[]): Promise<number> {
  const reports = await mkdtemp(join(tmpdir(), 'nivasa-test-reports-'));
  const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
  const results: LayerResult[] = [];
  const options = { cwd: REPO_ROOT, env: { ...process.env, NODE_ENV: 'test' } };
  try {
    // Lint and format run beside the front ends' builds, which leave about a fifth of two cores
    // idle while lint keeps one busy (70 s and 87 s one after the other). They start once the
    // declarations type-aware lint reads are written, so what it checks does not hang on timing.
    let styleChecks: ReturnType<typeof checkStyle> | undefined;
    const startStyleChecks = () => (styleChecks ??= checkStyle(npx, options));

    // A failed build counts as a failure even when an older build is still there to test.
    let buildFailed = false;
    results.push(
      await runLayer(
        'Build',
        async () => {
          if (args.includes('--no-build')) return;
          try {
            const built = await buildStale(false, (workspace) => {
              if (workspace === LAST_DECLARATIONS_STEP) void startStyleChecks();
            });
            console.log(built.length > 0 ? `Built ${built.join(', ')}.` : 'Every build is up to date.');
          } catch (error) {
            buildFailed = true;
            throw error;
          }
        },
        async () => ({ passed: 0, failed: buildFailed ? 1 : 0 }),
      ),
    );

    // Started here when the build failed before the declarations, or was skipped.
    const style = await startStyleChecks();
    console.log(`\n=== ${STYLE_LAYER} ===\n${style.output}`);
    results.push({ layer: STYLE_LAYER, passed: style.passed, failed: style.failed, seconds: style.seconds });

    const unitReport = join(reports, 'unit.json');
    const projects = JEST_WORKSPACES.filter((workspace) =>
      ['jest.config.js', 'jest.config.cjs'].some((file) => existsSync(join(REPO_ROOT, workspace, file))),
    );
    results.push(
      await runLayer(
        'Unit tests (jest, every workspace)',
        // One worker per core: jest's default leaves one core to its own process, which only
        // waits, so on two cores it ran the suites one at a time (264 s against 150 s).
        () =>
          run(
            npx,
            ['jest', '--projects', ...projects, `--maxWorkers=${availableParallelism()}`, '--json', `--outputFile=${unitReport}`],
            options,
          ),
        jestCounts(unitReport),
      ),
    );

    const apiReport = join(reports, 'api-e2e.json');
    results.push(
      await runLayer(
        'API end-to-end tests (jest + supertest, embedded database)',
        // One worker per core: each suite has its own database process and ports, so suites run
        // side by side (4.1 min against 6.6 in band on two cores, the fuzz suite's loop delay 50 ms).
        () =>
          run(
            npx,
            [
              'jest',
              '--config',
              'services/api/test/jest-e2e.config.js',
              `--maxWorkers=${availableParallelism()}`,
              '--json',
              `--outputFile=${apiReport}`,
            ],
            options,
          ),
        jestCounts(apiReport),
      ),
    );

    const browserReport = join(reports, 'browser.json');
    results.push(
      await runLayer(
        'Browser tests (Playwright, Chromium, production build)',
        () =>
          run(npx, ['playwright', 'test', '--config', 'e2e/playwright.config.ts'], {
            ...options,
            env: { ...options.env, PLAYWRIGHT_JSON_OUTPUT_NAME: browserReport },
          }),
        async () => {
          const report = await readJson<PlaywrightReport>(browserReport);
          if (!report) return null;
          return { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected };
        },
      ),
    );
  } finally {
    await rm(reports, { recursive: true, force: true });
  }

  console.log('\n=== Summary ===');
  for (const { layer, passed, failed, seconds } of results) {
    console.log(`${layer}: ${passed} passed, ${failed} failed (${seconds.toFixed(1)} s)`);
  }
  const passed = results.reduce((sum, result) => sum + result.passed, 0);
  const failed = results.reduce((sum, result) => sum + result.failed, 0);
  console.log(`${passed} passed, ${failed} failed`);
  return failed === 0 && passed > 0 ? 0 : 1;
}
