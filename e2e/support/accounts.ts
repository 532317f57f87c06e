import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';

const REPO_ROOT = join(__dirname, '../..');
let counter = 0;

export interface TestAccount {
  email: string;
  username: string;
  password: string;
  number: string;
}

/** A fresh account's details; unique within and across runs. */
export function newAccount(prefix = 'user'): TestAccount {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}`;
  return { email: `${prefix}.${id}@example.lk`, username: `${prefix}_${id}`, password: 'Kandy-lake-2026', number: '077 123 4567' };
}

/** Writes from the browser's own origin, as the site's pages do (the API refuses foreign origins). */
export function originHeaders(baseURL: string) {
  return { Origin: new URL(baseURL).origin };
}

export async function signUpThroughApi(request: APIRequestContext, baseURL: string, account: TestAccount): Promise<void> {
  const response = await request.post('/api/auth/signup', { data: account, headers: originHeaders(baseURL) });
  expect(response.status(), await response.text()).toBe(201);
}

/** Signs the page's browser context in through the API, so its cookie is set. */
export async function signInThroughApi(page: Page, baseURL: string, account: TestAccount): Promise<void> {
  const response = await page.request.post('/api/auth/signin', {
    data: { email: account.email, password: account.password },
    headers: originHeaders(baseURL),
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Makes an admin with the documented command, against the data the running server uses (the main run's by default). */
export async function makeAdmin(account: TestAccount, dataDir = process.env.NIVASA_E2E_DATA_DIR): Promise<void> {
  await promisify(execFile)(
    process.execPath,
    [join(REPO_ROOT, 'services/api/dist/cli/admin-create.js'), '--email', account.email, '--password', account.password],
    { cwd: REPO_ROOT, env: { ...process.env, DATA_DIR: dataDir } },
  );
}

/** A page of its own browser context, signed in as a fresh account (an admin if asked). */
export async function signedInPage(browser: Browser, baseURL: string, prefix: string, { admin = false } = {}): Promise<Page> {
  const page = await (await browser.newContext({ baseURL })).newPage();
  const account = newAccount(prefix);
  await signUpThroughApi(page.request, baseURL, account);
  if (admin) await makeAdmin(account);
  await signInThroughApi(page, baseURL, account);
  return page;
}
