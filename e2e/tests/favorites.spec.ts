import { expect, test } from '../support/test';
import { FAVORITE_MESSAGES } from '../../services/contracts/src/engagement-messages';
import { makeAdmin, newAccount, signInThroughApi, signUpThroughApi } from '../support/accounts';
import { approveThroughApi, createListingThroughApi } from '../support/listings';

/** A user's favourites: added from search results, kept in My favorites, removed there. */

test('a user favourites a listing from search, finds it in My favorites and removes it', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const stamp = `fv${Date.now().toString(36)}`;
  const name = `Sea view room ${stamp}`;

  const ownerContext = await browser.newContext({ baseURL });
  const owner = await ownerContext.newPage();
  const ownerAccount = newAccount('favorites-owner');
  await signUpThroughApi(owner.request, baseURL!, ownerAccount);
  await signInThroughApi(owner, baseURL!, ownerAccount);
  const listing = await createListingThroughApi(owner.request, baseURL!, { name, district: 'Matara', city: 'Mirissa' });
  const adminAccount = newAccount('favorites-admin');
  await signUpThroughApi(owner.request, baseURL!, adminAccount);
  await makeAdmin(adminAccount);
  await signInThroughApi(owner, baseURL!, adminAccount);
  await approveThroughApi(owner.request, baseURL!, listing._id);

  const context = await browser.newContext({ baseURL });
  await context.addInitScript(() => localStorage.setItem('cookieConsent', 'accepted'));
  const page = await context.newPage();
  const account = newAccount('favorites');
  await signUpThroughApi(page.request, baseURL!, account);
  await signInThroughApi(page, baseURL!, account);

  await page.goto('/my-favorites');
  await expect(page.getByRole('heading', { level: 1, name: 'My favorites' })).toBeVisible();
  await expect(page.getByText(FAVORITE_MESSAGES.noFavorites)).toBeVisible();

  await page.goto(`/search?searchTerm=${stamp}`);
  const card = page.getByRole('article', { name });
  await card.getByRole('button', { name: 'Add to favorites' }).click();
  await expect(card.getByText(FAVORITE_MESSAGES.added)).toBeVisible();
  await expect(card.getByRole('button', { name: 'Remove from favorites' })).toHaveAttribute('aria-pressed', 'true');

  // From My account, as users get there.
  await page.goto('/my-account');
  await page.getByRole('button', { name: 'Show My Favorites' }).click();
  await expect(page).toHaveURL('/my-favorites');
  const favorite = page.getByRole('list', { name: 'Your favorites' }).getByRole('article', { name });
  await expect(favorite.getByRole('link', { name })).toHaveAttribute('href', `/listing/${listing._id}`);
  await expect(favorite.getByRole('img', { name })).toBeVisible();

  await favorite.getByRole('button', { name: `Remove ${name} from favorites` }).click();
  await expect(favorite).toHaveCount(0);
  await expect(page.getByText(FAVORITE_MESSAGES.noFavorites)).toBeVisible();

  // Removed for good: a reload reads it from the API again.
  await page.reload();
  await expect(page.getByText(FAVORITE_MESSAGES.noFavorites)).toBeVisible();
});

test('a visitor opening My favorites is sent to sign in', async ({ page }) => {
  await page.goto('/my-favorites');

  await expect(page).toHaveURL('/sign-in');
});
