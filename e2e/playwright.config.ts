import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { portEnvironment, type PlatformPorts } from '@nivasa/contracts/ports';
import { CHROMIUM_LAUNCH } from './support/chromium';

/**
 * Browser tests drive Debian's Chromium against the production build, served by the same
 * command as `npm start`, on ports of their own and with a fresh data directory.
 */
// NIVASA_E2E_PORT_OFFSET moves every port, so two checkouts on one machine can run their browser tests at once.
const PORT_OFFSET = Number(process.env.NIVASA_E2E_PORT_OFFSET ?? 0);
/** A port of the browser tests' own, moved by the offset. */
export const e2ePort = (port: number): number => port + PORT_OFFSET;
export const E2E_PORTS: PlatformPorts = {
  shell: e2ePort(3100),
  public: e2ePort(3101),
  account: e2ePort(3102),
  admin: e2ePort(3103),
  api: e2ePort(4100),
  mailSmtp: e2ePort(1125),
  mailInbox: e2ePort(1180),
  identityProvider: e2ePort(4500),
  smsInbox: e2ePort(1181),
};
const baseURL = `http://localhost:${E2E_PORTS.shell}`;
/** The browser tests' settings, for their stack and any stack a test starts of its own. */
export const E2E_SETTINGS = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'error',
  // Every browser test signs in from one address, two files at a time; the limit itself is covered by the API tests.
  THROTTLE_AUTH_LIMIT: '100',
  // A saved search's instant alert arrives within seconds, not the production 2 minutes.
  ALERTS_INSTANT_INTERVAL_S: '2',
  // An enquiry's mail goes a few seconds after the message, not the production 10 minutes.
  ENQUIRY_MAIL_BATCH_SECONDS: '3',
  ENQUIRY_MAIL_TICK_SECONDS: '1',
  // argon2's smallest memory for the tests' accounts, not production's 64 MiB (210 ms of CPU each sign-up and sign-in).
  PASSWORD_HASH_MEMORY_KIB: '1024',
  // The pages render in the browser, as before issue 21: each feature's tests act on a page as soon as it shows, and the
  // server's copy of a first screen does nothing until the browser takes it over. server-rendered.spec.ts runs a copy
  // of the front ends with renders on.
  SERVER_RENDER_DEADLINE_MS: '0',
};
// Workers inherit this, so the whole run shares one data directory.
process.env.NIVASA_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'nivasa-e2e-'));

export default defineConfig({
  testDir: './tests',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  // Two files at a time, each test in its own accounts and listings (the outage and multi-instance tests on stacks of
  // their own); a file's tests run in order. NIVASA_E2E_WORKERS=1 runs one file at a time.
  fullyParallel: false,
  workers: Number(process.env.NIVASA_E2E_WORKERS ?? 2),
  retries: 0,
  forbidOnly: true,
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/report.json' }]],
  use: {
    baseURL,
    // Recording every test's trace to keep the failures' nearly doubled the tests' CPU, and CI's two
    // cores are busy throughout; rerun a failing test with `--trace on` for one.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: CHROMIUM_LAUNCH,
    // The shell's service worker would answer from its saved copies (an API that is down, say) and
    // fetch in the background; offline.spec.ts lets it run.
    serviceWorkers: 'block',
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'npx tsx tools/src/cli.ts start',
    cwd: resolve(__dirname, '..'),
    url: `${baseURL}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    env: { ...E2E_SETTINGS, ...portEnvironment(E2E_PORTS), DATA_DIR: process.env.NIVASA_E2E_DATA_DIR! },
  },
});
