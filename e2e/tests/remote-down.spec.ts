import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { PATHS } from '@nivasa/contracts/paths';
import { E2E_PORTS, e2ePort } from '../playwright.config';
import { makeAdmin, newAccount, signInThroughApi, signUpThroughApi, type TestAccount } from '../support/accounts';
import { FrontEndServers, type RemoteName } from '../support/front-end-servers';
import { navigateInApp } from '../support/navigation';

/**
 * A second copy of the front-end servers, on ports of its own, so this file can stop one
 * remote without disturbing the other tests. The API is the one the main run started.
 */
const ENV = {
  SHELL_PORT: String(e2ePort(3150)),
  PUBLIC_PORT: String(e2ePort(3151)),
  ACCOUNT_PORT: String(e2ePort(3152)),
  ADMIN_PORT: String(e2ePort(3153)),
  API_PORT: String(E2E_PORTS.api),
};

/** A page of each remote, and what it shows once loaded (to an admin, who may see them all). */
const REMOTES: { app: RemoteName; path: string; loaded: (page: Page) => Promise<void> }[] = [
  {
    app: 'mfe-public',
    path: PATHS.about,
    loaded: (page) => expect(page.getByRole('heading', { name: 'About Nivasa' })).toBeVisible(),
  },
  {
    app: 'mfe-account',
    path: PATHS.myAccount,
    loaded: (page) => expect(page.getByRole('heading', { name: 'My account' })).toBeVisible(),
  },
  {
    app: 'mfe-admin',
    path: PATHS.dashboardHome,
    loaded: (page) => expect(page.getByRole('heading', { name: /^Welcome back/ })).toBeVisible(),
  },
];

const fallbackOf = (page: Page) => page.getByRole('alert').filter({ hasText: 'This part of Nivasa is not available right now.' });

test.describe('a remote that is down degrades only itself', () => {
  let dataDir: string;
  let servers: FrontEndServers;
  let admin: TestAccount;

  test.beforeAll(async ({ request, baseURL }) => {
    // The shell's server reads every remote's route list once, and keeps them in its data directory.
    dataDir = await mkdtemp(join(tmpdir(), 'nivasa-remote-down-'));
    servers = new FrontEndServers({ ...ENV, DATA_DIR: dataDir });
    await servers.startAll();
    admin = newAccount('admin');
    await signUpThroughApi(request, baseURL!, admin);
    await makeAdmin(admin);
  });

  test.afterAll(async () => {
    await servers?.stopAll();
    await rm(dataDir, { recursive: true, force: true });
  });

  for (const down of REMOTES) {
    test(`with ${down.app} down, its pages show a fallback with Retry, the rest works, and Retry recovers once it is back`, async ({
      page,
      baseURL,
    }) => {
      // Cookies are shared across ports of one host: signing in on the main shell signs this one in too.
      await signInThroughApi(page, baseURL!, admin);
      await servers.stop(down.app);
      // A shell's server that restarts while the remote is down still knows its paths.
      await servers.stop('shell');
      await servers.start('shell');

      await page.goto(`${servers.shellOrigin}${down.path}`);
      await expect(fallbackOf(page)).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();

      // Within the same page, the other remotes and the shell's own pages keep working.
      for (const other of REMOTES.filter(({ app }) => app !== down.app)) {
        await navigateInApp(page, other.path);
        await other.loaded(page);
      }
      await navigateInApp(page, PATHS.forgotPassword);
      await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();

      // Back to the remote's page: still the fallback, until it is back.
      await navigateInApp(page, down.path);
      await expect(fallbackOf(page)).toBeVisible();
      await servers.start(down.app);
      await page.getByRole('button', { name: 'Retry' }).click();
      await down.loaded(page);
      await expect(fallbackOf(page)).toHaveCount(0);
    });
  }

  test('a remote whose manifest is missing shows the fallback, and the other remotes still load', async ({ page, baseURL }) => {
    await servers.stop('shell');
    const withoutAdminManifest = new FrontEndServers({
      ...ENV,
      DATA_DIR: dataDir,
      REMOTE_ADMIN_URL: `http://localhost:${ENV.ADMIN_PORT}/missing/mf-manifest.json`,
    });
    await withoutAdminManifest.start('shell');
    try {
      await signInThroughApi(page, baseURL!, admin);
      await page.goto(`${servers.shellOrigin}${PATHS.dashboardHome}`);
      await expect(fallbackOf(page)).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' })).toBeVisible();

      await page.goto(`${servers.shellOrigin}${PATHS.myAccount}`);
      await expect(page.getByText(admin.username).first()).toBeVisible();
    } finally {
      await withoutAdminManifest.stopAll();
    }
  });
});
