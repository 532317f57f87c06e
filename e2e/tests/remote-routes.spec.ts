import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { createAppServer, listen, startAppServer } from '../../services/shell-server/src/app-server';
import { appDist, REPO_ROOT } from '../../services/shell-server/src/ports';
import { RemotesDirectory } from '../../services/shell-server/src/remote-directory';
import { E2E_PORTS, e2ePort } from '../playwright.config';
import { makeAdmin, newAccount, signInThroughApi, signUpThroughApi } from '../support/accounts';

/**
 * mfe-admin ships a page the shell has never heard of. A variant of it is built with one extra
 * page (e2e/fixtures/admin-extra-page) and released in place of the real one, on a copy of the
 * front-end servers with ports of their own; the shell's files are not touched.
 */
const PORTS = { shell: e2ePort(3190), public: e2ePort(3191), account: e2ePort(3192), admin: e2ePort(3193) };
const shellOrigin = `http://localhost:${PORTS.shell}`;
const manifestAt = (port: number) => `http://localhost:${port}/mf-manifest.json`;
const NEW_PAGE = '/dashboard/payouts';
const FIXTURE_ROUTES = join(REPO_ROOT, 'e2e/fixtures/admin-extra-page/routes.ts');

function startRemote(distDir: string, port: number): Promise<Server> {
  return listen(createAppServer({ kind: 'remote', distDir, allowedOrigins: [shellOrigin] }), port, '127.0.0.1');
}

const stop = (server: Server | undefined) => new Promise((done) => (server ? server.close(done) : done(undefined)));

/** Every file of a folder with the hash of its bytes. */
async function fileHashes(dir: string): Promise<Record<string, string>> {
  const files = await readdir(dir, { recursive: true, withFileTypes: true });
  const entries = await Promise.all(
    files
      .filter((file) => file.isFile())
      .map(async (file) => {
        const path = join(file.parentPath, file.name);
        return [
          path.slice(dir.length),
          createHash('sha256')
            .update(await readFile(path))
            .digest('hex'),
        ] as const;
      }),
  );
  return Object.fromEntries(entries);
}

async function expectNotFound(page: Page) {
  await page.goto(`${shellOrigin}${NEW_PAGE}`);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
}

test.describe('a remote ships a new page without a shell release', () => {
  const servers = new Map<string, Server>();
  let variantDist: string;
  let shellFilesBefore: Record<string, string>;
  let remotes: RemotesDirectory;

  test.beforeAll(async () => {
    // Building the variant takes a few seconds of rspack.
    test.setTimeout(120_000);
    shellFilesBefore = await fileHashes(appDist('shell'));
    variantDist = await mkdtemp(join(tmpdir(), 'nivasa-admin-variant-'));
    await promisify(execFile)(
      process.execPath,
      [join(REPO_ROOT, 'node_modules/@rspack/cli/bin/rspack.js'), 'build', '--mode', 'production'],
      {
        cwd: join(REPO_ROOT, 'mfe-admin'),
        env: { ...process.env, NODE_ENV: 'production', MFE_ADMIN_VARIANT_ROUTES: FIXTURE_ROUTES, MFE_ADMIN_VARIANT_DIST: variantDist },
      },
    );

    servers.set('mfe-public', await startRemote(appDist('mfe-public'), PORTS.public));
    servers.set('mfe-account', await startRemote(appDist('mfe-account'), PORTS.account));
    servers.set('mfe-admin', await startRemote(appDist('mfe-admin'), PORTS.admin));
    // Its route lists are read again when the test says, instead of every few seconds.
    remotes = new RemotesDirectory(
      { public: manifestAt(PORTS.public), account: manifestAt(PORTS.account), admin: manifestAt(PORTS.admin) },
      { refreshMs: 60 * 60_000 },
    );
    const shell = {
      kind: 'shell' as const,
      distDir: appDist('shell'),
      apiUrl: `http://127.0.0.1:${E2E_PORTS.api}`,
      remotes,
      publicUrl: `http://localhost:${PORTS.shell}`,
    };
    servers.set('shell', await startAppServer(shell, PORTS.shell, '127.0.0.1'));
  });

  test.afterAll(async () => {
    await Promise.all([...servers.values()].map(stop));
    if (variantDist) await rm(variantDist, { recursive: true, force: true });
  });

  test('the unchanged shell shows the released page at its path, behind the admin guard', async ({ page, baseURL }) => {
    await expectNotFound(page);

    // The release: the variant's files take the real build's place on mfe-admin's port, and the
    // shell's server reads the new route list, as it does every few seconds.
    await stop(servers.get('mfe-admin'));
    servers.set('mfe-admin', await startRemote(variantDist, PORTS.admin));
    await remotes.refresh();
    const served = await (await fetch(`${shellOrigin}/remotes.json`)).json();
    expect(served.admin.routes).toContainEqual({ path: NEW_PAGE, access: 'admin' });

    // A visitor is sent to sign in, to come back after.
    await page.goto(`${shellOrigin}${NEW_PAGE}`);
    await expect(page).toHaveURL(`${shellOrigin}/sign-in`);
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();

    // An admin sees it, inside the shell's frame; the remote's other page still works.
    // Cookies are shared across ports of one host: signing in on the main shell signs this one in too.
    const admin = newAccount('release');
    await signUpThroughApi(page.request, baseURL!, admin);
    await makeAdmin(admin);
    await signInThroughApi(page, baseURL!, admin);
    await page.goto(`${shellOrigin}${NEW_PAGE}`);
    await expect(page.getByRole('heading', { name: 'Payouts', level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.getByRole('link', { name: 'Approve Pending Listings' }).first()).toBeVisible();

    // A rollback: the real build again. Until the shell's server reads the list again the path
    // is still routed to mfe-admin, which no longer has the page; after, it is nobody's.
    await stop(servers.get('mfe-admin'));
    servers.set('mfe-admin', await startRemote(appDist('mfe-admin'), PORTS.admin));
    await expectNotFound(page);
    await remotes.refresh();
    await expectNotFound(page);

    expect(await fileHashes(appDist('shell'))).toEqual(shellFilesBefore);
  });
});
