import { type Browser, type BrowserContext, type Page } from '@playwright/test';
import { expect as baseExpect, test } from '../support/test';
import { PATHS, listingPath, updateListingPath } from '@nivasa/contracts/paths';
import { E2E_PORTS, e2ePort } from '../playwright.config';
import { makeAdmin, newAccount, signInThroughApi, signUpThroughApi, type TestAccount } from '../support/accounts';
import { BackendStack } from '../support/backend-stack';
import { FrontEndServers } from '../support/front-end-servers';
import { navigateInApp } from '../support/navigation';
import { approveThroughApi, createListingThroughApi } from '../support/listings';

/**
 * The API, then the database, goes down under a copy of the whole stack of this file's own: every
 * page of every remote, and the sign-in form, says so in words (no blank page, no endless spinner),
 * and comes back once what was down is up again, without a restart of anything else.
 */
const PORTS = {
  SHELL_PORT: e2ePort(3160),
  PUBLIC_PORT: e2ePort(3161),
  ACCOUNT_PORT: e2ePort(3162),
  ADMIN_PORT: e2ePort(3163),
  API_PORT: e2ePort(4160),
  MAIL_CATCHER_SMTP_PORT: e2ePort(4161),
  MAIL_CATCHER_HTTP_PORT: e2ePort(4162),
  SMS_CATCHER_HTTP_PORT: e2ePort(4163),
};
const DATABASE_PORT = e2ePort(4164);
// What the shell's proxy answers for an API that is down, and the API for a database that is.
const API_DOWN = 'The Nivasa API is not reachable. Please try again shortly.';
const DATABASE_DOWN = 'The database is unavailable; please try again shortly';
// A failed load is tried three times before the page says so (the query client's retries), and
// a request to an API whose database is down waits for the driver's server selection first.
const FAILURE_SHOWS_WITHIN = 30_000;
const expect = baseExpect.configure({ timeout: FAILURE_SHOWS_WITHIN });

type Role = 'visitor' | 'owner' | 'admin' | 'newcomer';

interface Seed {
  owner: TestAccount;
  approved: { _id: string; name: string };
  pending: { _id: string; name: string };
}

interface PageCase {
  name: string;
  path: (seed: Seed) => string;
  as: Role;
  /** What the page shows when the API answers. */
  ready: (page: Page, seed: Seed) => Promise<void>;
  /** Its words for a load that failed (or the outage's own message); none for a page that calls nothing and simply works. */
  failure?: string | ((outage: string) => string);
  /** How a visitor gets the data again: the page's own button, or a reload where it has none. */
  recover?: 'Try again' | 'reload';
  /** A form: what the visitor does on the page (again to recover); it fails with the outage's message. */
  submit?: (page: Page, seed: Seed) => Promise<void>;
}

const heading = (page: Page, name: string) => expect(page.getByRole('heading', { name, exact: true }).first()).toBeVisible();
const text = (page: Page, value: string) => expect(page.getByText(value).first()).toBeVisible();

const PAGES: PageCase[] = [
  // mfe-public
  {
    name: 'home',
    path: () => PATHS.home,
    as: 'visitor',
    ready: (page, { approved }) => text(page, approved.name),
    failure: 'Error: ',
    recover: 'reload',
  },
  {
    name: 'search',
    path: () => PATHS.search,
    as: 'visitor',
    ready: (page, { approved }) => text(page, approved.name),
    failure: 'Failed to fetch listings',
    recover: 'Try again',
  },
  {
    name: 'a listing',
    path: ({ approved }) => listingPath(approved._id),
    as: 'visitor',
    ready: (page, { approved }) => heading(page, approved.name),
    failure: 'Something went wrong!',
    recover: 'Try again',
  },
  { name: 'about', path: () => PATHS.about, as: 'visitor', ready: (page) => heading(page, 'About Nivasa') },
  { name: 'terms', path: () => PATHS.terms, as: 'visitor', ready: (page) => heading(page, 'Terms of Use') },
  { name: 'privacy', path: () => PATHS.privacy, as: 'visitor', ready: (page) => heading(page, 'Privacy Policy') },
  // mfe-account
  { name: 'my account', path: () => PATHS.myAccount, as: 'owner', ready: (page, { owner }) => text(page, owner.username) },
  { name: 'edit details', path: () => PATHS.editDetails, as: 'owner', ready: (page) => heading(page, 'Edit details') },
  { name: 'create a listing', path: () => PATHS.createListing, as: 'owner', ready: (page) => heading(page, 'Create a Listing') },
  {
    name: 'my listings',
    path: () => PATHS.myListings,
    as: 'owner',
    ready: (page, { pending }) => text(page, pending.name),
    failure: 'Error showing listings',
    recover: 'Try again',
  },
  {
    name: 'my favorites',
    path: () => PATHS.myFavorites,
    as: 'owner',
    ready: (page, { approved }) => text(page, approved.name),
    failure: 'Failed to fetch favorites',
    recover: 'Try again',
  },
  {
    name: 'update a listing',
    path: ({ approved }) => updateListingPath(approved._id),
    as: 'owner',
    ready: (page, { approved }) => expect(page.getByLabel('Title')).toHaveValue(approved.name),
    failure: (outage) => outage,
    recover: 'Try again',
  },
  // mfe-admin
  {
    name: 'dashboard',
    path: () => PATHS.dashboardHome,
    as: 'admin',
    ready: (page) => expect(page.getByRole('link', { name: /Waiting for approval\s*\d+/ })).toBeVisible(),
    failure: 'Error: ',
    recover: 'Try again',
  },
  {
    name: 'approve',
    path: () => PATHS.dashboardApprove,
    as: 'admin',
    ready: (page, { pending }) => text(page, pending.name),
    failure: 'Error: ',
    recover: 'Try again',
  },
  {
    name: 'view listings',
    path: () => PATHS.dashboardViewListings,
    as: 'admin',
    ready: (page, { approved }) => text(page, approved.name),
    failure: 'Error: Failed to fetch listings',
    recover: 'Try again',
  },
  {
    name: 'moderation log',
    path: () => PATHS.dashboardAudit,
    as: 'admin',
    ready: (page, { approved }) => text(page, approved.name),
    failure: 'Error: ',
    recover: 'Try again',
  },
  {
    name: 'analytics',
    path: () => PATHS.dashboardAnalytics,
    as: 'admin',
    ready: (page) => heading(page, 'Check Analytics').then(() => text(page, 'Total Number of Listings')),
    failure: 'Error: ',
    recover: 'Try again',
  },
  // The shell's own form
  {
    name: 'sign in',
    path: () => PATHS.signIn,
    as: 'newcomer',
    ready: (page) => expect(page).not.toHaveURL(/\/sign-in/),
    failure: (outage) => outage,
    submit: async (page, { owner }) => {
      // The tab may come from the forgot-password form, which has an Email field too.
      await expect(page.getByRole('heading', { name: 'Sign In', level: 1 })).toBeVisible();
      await page.getByLabel('Email').fill(owner.email);
      await page.getByLabel('Password', { exact: true }).fill(owner.password);
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    },
  },
];

let backend: BackendStack;
let frontEnds: FrontEndServers;
let seed: Seed;
const contexts = new Map<Role, BrowserContext>();
const newcomers: BrowserContext[] = [];

/** What a page says while the API (or its database) is down; `guarded`: a page behind sign-in, loaded while the session could not be checked. */
async function expectFailure(page: Page, pageCase: PageCase, outage: string, guarded: boolean): Promise<void> {
  const alert = page.getByRole('alert');
  if (guarded) {
    await expect(alert.filter({ hasText: 'Nivasa could not check that you are signed in.' })).toContainText(outage);
    return;
  }
  if (pageCase.submit) await pageCase.submit(page, seed);
  const { failure } = pageCase;
  if (failure === undefined) await pageCase.ready(page, seed);
  else await expect(alert.filter({ hasText: typeof failure === 'string' ? failure : failure(outage) })).toBeVisible();
}

async function recover(page: Page, pageCase: PageCase, guarded: boolean): Promise<void> {
  if (guarded) await page.getByRole('button', { name: 'Retry' }).click();
  else if (pageCase.submit) await pageCase.submit(page, seed);
  else if (pageCase.recover === 'reload') await page.reload();
  else if (pageCase.recover) await page.getByRole('button', { name: pageCase.recover }).click();
  await pageCase.ready(page, seed);
}

async function signedInContext(browser: Browser, baseURL: string, account: TestAccount): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signInThroughApi(page, baseURL, account);
  await page.close();
  return context;
}

/**
 * A tab per page, all at once, each opened at `path` (its own page, or one to start from) and
 * ready once its session check is answered: the failures and recoveries of the pages are then
 * waited for together.
 */
async function openTabs(browser: Browser, cases: PageCase[], path: (pageCase: PageCase) => string): Promise<Page[]> {
  return Promise.all(
    cases.map(async (pageCase) => {
      // Each form is submitted by someone signed out, in a browser of their own.
      let context = contexts.get(pageCase.as);
      if (!context) newcomers.push((context = await browser.newContext({ baseURL: frontEnds.shellOrigin })));
      const page = await context.newPage();
      const sessionChecked = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/verify-token');
      await page.goto(path(pageCase));
      await sessionChecked;
      return page;
    }),
  );
}

const each = (tabs: Page[], cases: PageCase[], check: (page: Page, pageCase: PageCase) => Promise<void>) =>
  Promise.all(cases.map((pageCase, index) => test.step(pageCase.name, () => check(tabs[index], pageCase))));

test.describe('the pages when the API or its database is down', () => {
  test.describe.configure({ timeout: 90_000 });

  test.beforeAll(async ({ browser }, testInfo) => {
    // A stack of its own to start and seed: longer than a page's test.
    testInfo.setTimeout(90_000);
    backend = new BackendStack(
      {
        ...PORTS,
        // Google sign-in is not exercised here: the main run's identity provider stands in.
        OIDC_ISSUER: `http://localhost:${E2E_PORTS.identityProvider}`,
        OIDC_CLIENT_ID: 'nivasa-local',
      },
      DATABASE_PORT,
    );
    await backend.start();
    frontEnds = new FrontEndServers(backend.env);
    await frontEnds.startAll();
    const baseURL = frontEnds.shellOrigin;

    const owner = newAccount('outage-owner');
    const admin = newAccount('outage-admin');
    const signUps = await browser.newContext({ baseURL });
    await signUpThroughApi(signUps.request, baseURL, owner);
    await signUpThroughApi(signUps.request, baseURL, admin);
    await signUps.close();
    await makeAdmin(admin, backend.dataDir);
    contexts.set('visitor', await browser.newContext({ baseURL }));
    contexts.set('owner', await signedInContext(browser, baseURL, owner));
    contexts.set('admin', await signedInContext(browser, baseURL, admin));

    const ownerRequest = contexts.get('owner')!.request;
    const approved = await createListingThroughApi(ownerRequest, baseURL, { name: 'Outage test annex by Kandy lake' });
    const pending = await createListingThroughApi(ownerRequest, baseURL, { name: 'Outage test room near Galle fort' });
    await approveThroughApi(contexts.get('admin')!.request, baseURL, approved._id);
    const favorite = await ownerRequest.post('/api/user/favorites', { data: { listingId: approved._id }, headers: { Origin: baseURL } });
    expect(favorite.ok(), await favorite.text()).toBe(true);
    seed = { owner, approved, pending };
  });

  test.afterAll(async () => {
    await Promise.all([...contexts.values(), ...newcomers].map((context) => context.close()));
    await frontEnds?.stopAll();
    await backend?.stop();
  });

  test('API down: each page, loaded afresh, says so; each comes back once the API is up', async ({ browser }) => {
    await backend.stopApi();
    const tabs = await openTabs(browser, PAGES, (pageCase) => pageCase.path(seed));
    // A page behind sign-in waits for the session check, which cannot be answered either.
    const guarded = (pageCase: PageCase) => pageCase.as === 'owner' || pageCase.as === 'admin';
    await each(tabs, PAGES, (page, pageCase) => expectFailure(page, pageCase, API_DOWN, guarded(pageCase)));

    await backend.startApi();
    await each(tabs, PAGES, (page, pageCase) => recover(page, pageCase, guarded(pageCase)));
  });

  test('database down: the API answers 503, each page that reads data shows its error state, and comes back with the database', async ({
    browser,
  }) => {
    // The pages that call nothing were seen to work without the API at all.
    const cases = PAGES.filter(({ failure }) => failure !== undefined);
    // Each tab checks its session while all is up, on a page of the shell's, then goes to its page within the site.
    const tabs = await openTabs(browser, cases, () => PATHS.forgotPassword);
    await backend.stopDatabase();
    const stoppedAt = Date.now();
    const answer = await contexts.get('visitor')!.request.get('/api/listing/get?limit=1');
    expect({ status: answer.status(), message: (await answer.json()).message }).toEqual({ status: 503, message: DATABASE_DOWN });
    console.log(`The API answered 503 ${Date.now() - stoppedAt} ms after the database stopped.`);

    await each(tabs, cases, async (page, pageCase) => {
      await navigateInApp(page, pageCase.path(seed));
      await expectFailure(page, pageCase, DATABASE_DOWN, false);
    });

    await backend.startDatabase();
    await each(tabs, cases, (page, pageCase) => recover(page, pageCase, false));
  });
});
