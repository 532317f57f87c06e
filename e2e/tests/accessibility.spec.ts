import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, type CDPSession, type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import type { PageAccess, RemotesConfig } from '@nivasa/contracts/federation';
import { PATHS } from '@nivasa/contracts/paths';
import { makeAdmin, newAccount, originHeaders, signInThroughApi, signUpThroughApi } from '../support/accounts';
import { demoListing } from '../support/demo-listing';
import { createListingThroughApi } from '../support/listings';

/**
 * Issue 21: every page of every remote (from the route lists the shell serves), and the shell's
 * own account pages, as the visitor each page is for (signed out, an owner, an admin), on a
 * phone's and a desktop's width with the CPU slowed 4×. One load per page and width gives both
 * checks: the layout shift until the page has settled stays at most 0.02, and axe finds nothing
 * serious or critical. Sinhala and Tamil (their fonts swap in after the first paint) run on four
 * pages, one a visitor of each kind opens, on a phone: home, a listing, the listing form and the
 * moderators' queue.
 */
const PHONE_WIDTH = 390;
const WIDTHS = [PHONE_WIDTH, 1280] as const;
const CLS_LIMIT = 0.02;
const CPU_SLOWDOWN = 4;
const OTHER_LANGUAGE_PREFIXES = ['/si', '/ta'] as const;
/** Pages checked in Sinhala and Tamil too, by the visitor they are for. */
const IN_EVERY_LANGUAGE: ReadonlySet<string> = new Set([PATHS.home, PATHS.listingPattern, PATHS.createListing, PATHS.dashboardApprove]);
/** The shell's own pages a visitor opens; the token pages need a mail's token. */
const SHELL_PAGES = [PATHS.signIn, PATHS.signUp, PATHS.forgotPassword] as const;
/** A second address of a page already walked. */
const ALIASES: ReadonlySet<string> = new Set([PATHS.homeAlias]);

type Visitor = 'signed out' | 'owner' | 'admin';
const VISITOR_OF: Record<PageAccess, Visitor> = { everyone: 'signed out', 'signed-in': 'owner', admin: 'admin' };

/** Every shift not caused by the user's own input, with what moved, gathered from the first paint on. */
function watchLayoutShifts() {
  const shifts: { value: number; moved: string[] }[] = [];
  (window as unknown as { layoutShifts: typeof shifts }).layoutShifts = shifts;
  const describe = (node: Node | null) => {
    if (!(node instanceof Element)) return node?.nodeName ?? '?';
    const text = (node.textContent ?? '').trim().slice(0, 30);
    return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}.${[...node.classList].join('.')} "${text}"`;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as {
      value: number;
      hadRecentInput: boolean;
      sources: { node: Node | null }[];
    }[]) {
      if (!entry.hadRecentInput) shifts.push({ value: entry.value, moved: entry.sources.map((source) => describe(source.node)) });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

interface Findings {
  layoutShift: Record<string, string>;
  axe: Record<string, string[]>;
}

/** Loads the page with the CPU slowed, waits until it has settled, and notes its layout shift and axe's serious findings. */
async function checkPage(page: Page, cdp: CDPSession, path: string, findings: Findings) {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(path, { waitUntil: 'networkidle' });
  // The network is idle well before a 4x slower CPU has run a form page's antd (its code is preloaded with the HTML).
  await expect(page.locator('main').getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
  await page.evaluate(() =>
    document.fonts.ready.then(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))),
  );
  const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: { value: number; moved: string[] }[] }).layoutShifts);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

  const width = page.viewportSize()!.width;
  const total = shifts.reduce((sum, { value }) => sum + value, 0);
  if (total > CLS_LIMIT) {
    findings.layoutShift[`${width} ${path}`] =
      `${total.toFixed(3)}: ${shifts.map(({ value, moved }) => `${value.toFixed(3)} ${moved.join(', ')}`).join(' | ')}`;
  }
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  if (serious.length > 0) findings.axe[`${width} ${path}`] = serious;
  test.info().annotations.push({ type: 'cls', description: `${width} ${path} ${total.toFixed(4)}` });
}

/** The pages at one width, each with its language prefix. */
async function checkPages(context: BrowserContext, width: number, paths: string[]) {
  const page = await context.newPage();
  // The home page's carousel holds still, as it does for those who ask: axe reads a moving page slowly.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.addInitScript(watchLayoutShifts);
  await page.setViewportSize({ width, height: 844 });
  const cdp = await context.newCDPSession(page);
  const findings: Findings = { layoutShift: {}, axe: {} };
  for (const path of paths) await checkPage(page, cdp, path, findings);
  expect(findings).toEqual({ layoutShift: {}, axe: {} });
}

/** The remotes' pages for one visitor, as the shell's route list names them, with the values their addresses need. */
async function remotePages(page: Page, visitor: Visitor, values: Record<string, string>) {
  const remotes = (await (await page.request.get('/remotes.json')).json()) as RemotesConfig;
  const patterns = Object.values(remotes)
    .flatMap(({ routes }) => routes)
    .filter(({ path, access }) => VISITOR_OF[access] === visitor && !ALIASES.has(path))
    .map(({ path }) => path);
  if (visitor === 'signed out') patterns.push(...SHELL_PAGES);
  return patterns.map((pattern) => ({
    pattern,
    path: pattern.replace(/:(\w+)/g, (_, name: string) => {
      expect(values[name], `a value for :${name} of ${pattern}`).toBeDefined();
      return values[name];
    }),
  }));
}

async function demoListingId(page: Page): Promise<string> {
  return (await demoListing(page.request))._id;
}

/** Signs the context in as the visitor; the values the visitor's pages need in their addresses. */
async function becomeVisitor(page: Page, baseURL: string, visitor: Visitor): Promise<Record<string, string>> {
  if (visitor === 'signed out') return { listingId: await demoListingId(page) };
  const account = newAccount(visitor === 'owner' ? 'a11y-owner' : 'a11y-admin');
  await signUpThroughApi(page.request, baseURL, account);
  if (visitor === 'admin') await makeAdmin(account);
  await signInThroughApi(page, baseURL, account);
  if (visitor === 'admin') return {};
  // An owner with a listing of their own to update, and a conversation about someone else's.
  const listing = await createListingThroughApi(page.request, baseURL);
  const started = await page.request.post('/api/enquiries', {
    data: { listingId: await demoListingId(page), message: 'When can I visit?' },
    headers: originHeaders(baseURL),
  });
  expect(started.status(), await started.text()).toBe(201);
  const { threadId } = (await started.json()) as { threadId: string };
  return { listingId: listing._id, threadId };
}

test.describe('every page: nothing moves after it paints, and axe finds nothing serious', () => {
  test.describe.configure({ mode: 'parallel' });
  // Up to 11 loads at a 4× slower CPU, each with axe (the home page's takes several seconds).
  test.setTimeout(150_000);

  for (const visitor of ['signed out', 'owner', 'admin'] as const) {
    for (const width of WIDTHS) {
      test(`${visitor}, ${width} px wide`, async ({ page, context, baseURL }) => {
        const values = await becomeVisitor(page, baseURL!, visitor);
        const pages = await remotePages(page, visitor, values);
        await checkPages(
          context,
          width,
          pages.map(({ path }) => path),
        );
      });
    }
    test(`${visitor}, in Sinhala and Tamil, on a phone`, async ({ page, context, baseURL }) => {
      const values = await becomeVisitor(page, baseURL!, visitor);
      const pages = (await remotePages(page, visitor, values)).filter(({ pattern }) => IN_EVERY_LANGUAGE.has(pattern));
      const localised = OTHER_LANGUAGE_PREFIXES.flatMap((prefix) => pages.map(({ path }) => `${prefix}${path === '/' ? '' : path}`));
      await checkPages(context, PHONE_WIDTH, localised);
    });
  }
});
