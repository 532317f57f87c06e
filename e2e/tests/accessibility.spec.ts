import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { makeAdmin, newAccount, signInThroughApi, signUpThroughApi } from '../support/accounts';

const LANGUAGE_PREFIXES = ['', '/si', '/ta'] as const;
const WIDTHS = [390, 1280] as const;

/** The serious and critical findings of axe on the page as it stands, each with where it first occurs. */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes[0]?.target.join(' ')}`);
}

async function demoListingPath(page: Page, baseURL: string): Promise<string> {
  const [listing] = (await (await page.request.get(`${baseURL}/api/listing/get?limit=1`)).json()) as { _id: string }[];
  return `/listing/${listing._id}`;
}

/** Each page, in each language and at a phone's and a desktop's width, once its heading shows. */
async function expectNoSeriousViolations(page: Page, paths: readonly string[]) {
  const found: Record<string, string[]> = {};
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const prefix of LANGUAGE_PREFIXES) {
      for (const path of paths) {
        await page.goto(`${prefix}${path}`, { waitUntil: 'networkidle' });
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        const violations = await seriousViolations(page);
        if (violations.length > 0) found[`${width} ${prefix}${path}`] = violations;
      }
    }
  }
  expect(found).toEqual({});
}

test.describe('axe finds nothing serious', () => {
  test.setTimeout(180_000);

  test('on the public pages, in English, Sinhala and Tamil, on a phone and a desktop', async ({ page, baseURL }) => {
    // Seven pages, six ways each: 30 s a page, as the describe's 180 s gives six.
    test.setTimeout(210_000);
    const listing = await demoListingPath(page, baseURL!);
    await expectNoSeriousViolations(page, ['/', '/search?type=annex', listing, '/sign-in', '/sign-up', '/about', '/renting-safely']);
  });

  test("on an owner's and a moderator's pages, in English, Sinhala and Tamil, on a phone and a desktop", async ({ page, baseURL }) => {
    const moderator = newAccount('axe');
    await signUpThroughApi(page.request, baseURL!, moderator);
    await makeAdmin(moderator);
    await signInThroughApi(page, baseURL!, moderator);
    await expectNoSeriousViolations(page, [
      '/create-listing',
      '/my-listings',
      '/edit-details',
      '/dashboard/dashboard-approve',
      '/dashboard/audit',
      '/dashboard/reports',
    ]);
  });
});
