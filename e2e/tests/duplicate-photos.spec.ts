import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { makeAdmin, newAccount, signInThroughApi, signUpThroughApi } from '../support/accounts';
import { createListingThroughApi } from '../support/listings';
import { scenePng } from '../support/png';

/** The serious and critical findings of axe on the page as it stands. */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes[0]?.target.join(' ')} ${violation.nodes[0]?.failureSummary ?? ''}`);
}

/** Uploads the photo as the signed-in owner of `request`; its address. */
async function upload(request: APIRequestContext, baseURL: string, photo: Buffer): Promise<string> {
  const response = await request.post('/api/images?purpose=listing', {
    multipart: { image: { name: 'house.png', mimeType: 'image/png', buffer: photo } },
    headers: { Origin: new URL(baseURL).origin },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { url: string }).url;
}

test.describe('duplicate photos', () => {
  test("a moderator sees a pending listing's photo beside the same photo in another owner's listing", async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const stamp = Date.now().toString(36);
    const scene = Date.now() % 1000;
    const owners = await Promise.all(
      ['first', 'copier'].map(async (prefix) => {
        const ownerPage = await (await browser.newContext({ baseURL })).newPage();
        const account = newAccount(prefix);
        await signUpThroughApi(ownerPage.request, baseURL!, account);
        await signInThroughApi(ownerPage, baseURL!, account);
        return ownerPage.request;
      }),
    );
    const originalUrl = await upload(owners[0]!, baseURL!, scenePng(scene));
    const original = await createListingThroughApi(owners[0]!, baseURL!, { name: `House by the tank ${stamp}`, imageUrls: [originalUrl] });
    // The copier posts the same house mirrored, as a stolen photo often is.
    const copyUrl = await upload(owners[1]!, baseURL!, scenePng(scene, { mirrored: true }));
    const copy = await createListingThroughApi(owners[1]!, baseURL!, { name: `Copied house ${stamp}`, imageUrls: [copyUrl] });

    const admin = newAccount('moderator');
    await signUpThroughApi(page.request, baseURL!, admin);
    await makeAdmin(admin);
    await signInThroughApi(page, baseURL!, admin);
    await page.goto('/dashboard/dashboard-approve');
    await page.getByLabel('Cookie consent').getByRole('button', { name: 'Decline' }).click();

    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/dashboard/dashboard-approve');
      const row = page.getByRole('row').filter({ hasText: copy.name });
      const duplicates = row.getByRole('region', { name: 'Photos like another owner’s listing' });
      const thisPhoto = duplicates.getByRole('img', { name: 'Photo in this listing' });
      const otherPhoto = duplicates.getByRole('img', { name: 'Photo in the other listing' });
      await expect(thisPhoto).toHaveAttribute('src', new RegExp(`^${copyUrl}`));
      await expect(otherPhoto).toHaveAttribute('src', new RegExp(`^${originalUrl}`));
      await expect(duplicates.getByRole('link', { name: 'Open the other listing' })).toHaveAttribute('href', `/listing/${original._id}`);
      // Side by side: one row, this listing's photo first.
      await expect(async () => {
        const [mine, theirs] = [(await thisPhoto.boundingBox())!, (await otherPhoto.boundingBox())!];
        expect(Math.abs(mine.y - theirs.y)).toBeLessThan(2);
        expect(theirs.x).toBeGreaterThanOrEqual(mine.x + mine.width);
        expect(mine.width).toBeGreaterThan(60);
      }).toPass();
      // Both loaded (a broken image has no natural width).
      for (const photo of [thisPhoto, otherPhoto]) {
        await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
      }
      expect(await seriousViolations(page)).toEqual([]);
      await row.screenshot({ path: test.info().outputPath(`duplicate-photos-row-${width}.png`) });
      await page.screenshot({ path: test.info().outputPath(`duplicate-photos-${width}.png`), fullPage: true });
    }

    // In Sinhala and Tamil the box says it all in the language: no Latin letters in its texts and labels.
    for (const [language, title] of [
      ['si', 'වෙනත් අයිතිකරුවෙකුගේ දැන්වීමක ද මෙවැනි ඡායාරූප ඇත'],
      ['ta', 'இன்னொரு உரிமையாளரின் விளம்பரத்திலும் இதுபோன்ற புகைப்படங்கள் உள்ளன'],
    ] as const) {
      await page.goto(`/${language}/dashboard/dashboard-approve`);
      const box = page.getByRole('row').filter({ hasText: copy.name }).getByRole('region', { name: title });
      await expect(box.getByRole('img')).toHaveCount(2);
      const words = await box.evaluate((element) =>
        [element.textContent ?? '', ...[...element.querySelectorAll('img')].map((image) => image.alt)].join(' '),
      );
      expect(words).not.toMatch(/[A-Za-z]/);
    }

    // The first owner's listing shows the pair the other way round; a listing with its own photo shows none.
    await page.goto('/dashboard/dashboard-approve');
    const originalRow = page.getByRole('row').filter({ hasText: original.name });
    await expect(originalRow.getByRole('img', { name: 'Photo in the other listing' })).toHaveAttribute('src', new RegExp(`^${copyUrl}`));
    const unrelated = await createListingThroughApi(owners[0]!, baseURL!, { name: `Unrelated annex ${stamp}` });
    await page.reload();
    const unrelatedRow = page.getByRole('row').filter({ hasText: unrelated.name });
    await expect(unrelatedRow.getByRole('link', { name: unrelated.name })).toBeVisible();
    await expect(unrelatedRow.getByRole('region')).toHaveCount(0);
  });
});
