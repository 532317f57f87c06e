import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { createAppServer, listen, startAppServer } from '../../services/platform/src/app-server';
import { appDist } from '../../services/platform/src/ports';
import { RemotesDirectory } from '../../services/platform/src/remote-directory';
import { E2E_PORTS } from '../playwright.config';
import { makeAdmin, newAccount, signInThroughApi, signUpThroughApi } from '../support/accounts';

/**
 * A second copy of the front-end servers, on ports of its own, so this file can stop one
 * remote without disturbing the other tests. The API is the one the main run started.
 */
const PORTS = { shell: 3150, public: 3151, account: 3152, admin: 3153 };
const shellOrigin = `http://localhost:${PORTS.shell}`;
const manifestAt = (port: number) => `http://localhost:${port}/mf-manifest.json`;

function startRemote(app: 'mfe-public' | 'mfe-account' | 'mfe-admin', port: number): Promise<Server> {
  return listen(createAppServer({ kind: 'remote', distDir: appDist(app), allowedOrigins: [shellOrigin] }), port, '127.0.0.1');
}

const stop = (server: Server | undefined) => new Promise((done) => (server ? server.close(done) : done(undefined)));

test.describe('a remote that is down degrades only itself', () => {
  const servers = new Map<string, Server>();
  let dataDir: string;

  test.beforeAll(async () => {
    servers.set('mfe-public', await startRemote('mfe-public', PORTS.public));
    servers.set('mfe-account', await startRemote('mfe-account', PORTS.account));
    servers.set('mfe-admin', await startRemote('mfe-admin', PORTS.admin));
    // A shell's server that once read every remote's route list, and keeps them in its data directory...
    dataDir = await mkdtemp(join(tmpdir(), 'nivasa-remote-down-'));
    const file = join(dataDir, 'remote-routes.json');
    const map = { public: manifestAt(PORTS.public), account: manifestAt(PORTS.account), admin: manifestAt(PORTS.admin) };
    const earlier = new RemotesDirectory(map, { file });
    await earlier.start();
    earlier.stop();
    // ...restarts while mfe-public is down and mfe-admin's manifest is not there at all.
    await stop(servers.get('mfe-public'));
    servers.delete('mfe-public');
    const remotes = new RemotesDirectory({ ...map, admin: `http://localhost:${PORTS.admin}/missing/mf-manifest.json` }, { file });
    const shell = { kind: 'shell' as const, distDir: appDist('shell'), apiUrl: `http://127.0.0.1:${E2E_PORTS.api}`, remotes };
    servers.set('shell', await startAppServer(shell, PORTS.shell, '127.0.0.1'));
  });

  test.afterAll(async () => {
    await Promise.all([...servers.values()].map(stop));
    await rm(dataDir, { recursive: true, force: true });
  });

  test('its routes show a fallback with Retry, header and footer stay, and Retry recovers once it is back', async ({ page }) => {
    await page.goto(`${shellOrigin}/about`);
    const fallback = page.getByRole('alert').filter({ hasText: 'This part of Nivasa is not available right now.' });
    await expect(fallback).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    // The shell's own pages keep working.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' }).click();
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();

    // Back to the remote's route without reloading: still the fallback.
    await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();
    await expect(fallback).toBeVisible();
    servers.set('mfe-public', await startRemote('mfe-public', PORTS.public));
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { name: 'About Nivasa' })).toBeVisible();
    // Once loaded, the home page comes from the same remote.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    await expect(page.getByRole('heading', { name: 'Find your next perfect place to stay.' })).toBeVisible();
  });

  test('a remote whose manifest is missing shows the fallback, and the other remotes still load', async ({ page, baseURL }) => {
    // Cookies are shared across ports of one host: signing in on the main shell signs this one in too.
    const admin = newAccount('admin');
    await signUpThroughApi(page.request, baseURL!, admin);
    await makeAdmin(admin);
    await signInThroughApi(page, baseURL!, admin);

    await page.goto(`${shellOrigin}/dashboard-home`);
    await expect(page.getByRole('alert').filter({ hasText: 'This part of Nivasa is not available right now.' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' })).toBeVisible();

    await page.goto(`${shellOrigin}/my-account`);
    await expect(page.getByText(admin.username).first()).toBeVisible();
  });
});
