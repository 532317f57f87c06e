import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { newAccount, signInThroughApi, signUpThroughApi, type TestAccount } from '../support/accounts';
import { latestMailTo, linkIn } from '../support/mail';
import { untilZoomedIn } from '../support/motion';
import { noisePng } from '../support/png';

/**
 * Accounts in the real browser against the real stack. The API allows 10 sign-ins (and 10
 * sign-ups) a minute from one address, and the whole run shares one: this file signs in 7
 * times and signs up 7 times, the other files 3 times each.
 */

const AVATAR_UPLOAD_ERROR = 'Error Image upload (image must be less than 2 mb)';

test.beforeEach(async ({ page }) => {
  // The cookie banner sits over the bottom of the page; it has tests of its own.
  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'accepted'));
});

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

async function signInThroughForm(page: Page, account: TestAccount) {
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

async function pickPicture(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Change your picture' }).click();
  await (await chooser).setFiles(file);
}

test('sign up, sign in: the header shows the avatar; sign out', async ({ page }) => {
  const account = newAccount('signup');
  await page.goto('/');
  await mainNav(page).getByRole('link', { name: 'Register' }).click();
  await expect(page.getByRole('heading', { name: 'Sign Up' })).toBeVisible();
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Password').fill(account.password);
  await page.locator('input#number').fill(account.number);
  await page.getByRole('button', { name: 'Sign Up' }).click();

  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(page.getByRole('alert')).toContainText('Account created. You can sign in now.');
  await expect(page.getByLabel('Email')).toHaveValue(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();

  await expect(page).toHaveURL(/\/$/);
  const accountLink = mainNav(page).getByRole('link', { name: 'My account' });
  await expect(accountLink).toBeVisible();
  // No picture yet: the avatar is the name's initial.
  await expect(accountLink).toContainText(account.username.charAt(0));
  await expect(mainNav(page).getByRole('link', { name: 'Sign In' })).toHaveCount(0);

  await accountLink.click();
  await expect(page.getByRole('main').getByText('+94 77 123 4567', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(mainNav(page).getByRole('link', { name: 'Sign In' })).toBeVisible();
  // The session cookie is gone too: a fresh load stays signed out.
  await page.reload();
  await expect(mainNav(page).getByRole('link', { name: 'Sign In' })).toBeVisible();
  await page.goto('/my-account');
  await expect(page).toHaveURL(/\/sign-in$/);
});

test('edit details: the avatar uploads with progress, can be cancelled, refuses a non-image, and Edit saves it', async ({
  page,
  baseURL,
}) => {
  const account = newAccount('editor');
  await signUpThroughApi(page.request, baseURL!, account);
  await signInThroughApi(page, baseURL!, account);
  await page.goto('/edit-details');
  await expect(page.getByRole('heading', { name: 'Edit details' })).toBeVisible();
  await expect(page.getByLabel('Username')).toHaveValue(account.username);
  // A real PNG of about 300 KB (under the 2 MB limit): a few seconds at 100 KB/s.
  const picture = { name: 'me.png', mimeType: 'image/png', buffer: noisePng(320, 320) };

  // Refused before it is sent, and by the server when only its name says image.
  await pickPicture(page, { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
  await expect(page.getByRole('alert').filter({ hasText: AVATAR_UPLOAD_ERROR })).toHaveClass(/ant-alert-error/);
  await pickPicture(page, { name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not a picture either') });
  await expect(page.getByRole('alert').filter({ hasText: AVATAR_UPLOAD_ERROR })).toHaveClass(/ant-alert-error/);

  // A slow connection, so the progress can be seen (and the upload stopped).
  const network = await page.context().newCDPSession(page);
  const throttle = (uploadThroughput: number) =>
    network.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput });
  await throttle(100_000);
  await pickPicture(page, picture);
  await expect(page.getByText(/^Uploading \d+%$/)).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('Upload canceled. Your picture is unchanged.')).toBeVisible();

  await pickPicture(page, picture);
  const progress = page.getByText(/^Uploading \d+%$/);
  await expect(progress).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit' })).toBeDisabled();
  await throttle(-1);
  await expect(page.getByText('Image successfully uploaded!')).toBeVisible();
  const preview = page.getByRole('button', { name: 'Change your picture' }).getByRole('img');
  await expect(preview).toHaveAttribute('src', /^\/api\/images\/[0-9a-f]{24}$/);
  const avatar = await preview.getAttribute('src');

  await page.getByLabel('Phone Number').fill('081 222 3344');
  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'User is updated successfully!' })).toBeVisible();
  // The header's picture is decorative (alt=""): the link says what it is.
  const headerAvatar = mainNav(page).getByRole('link', { name: 'My account' }).locator('img');
  await expect(headerAvatar).toHaveAttribute('src', avatar!);
  await expect.poll(() => headerAvatar.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(256);

  // Kept by the server: a fresh load shows the same.
  await page.goto('/my-account');
  await expect(page.getByRole('img', { name: `${account.username}'s avatar` })).toHaveAttribute('src', avatar!);
  await expect(page.getByRole('main').getByText('+94 81 222 3344', { exact: true })).toBeVisible();
  // A landline takes no SMS: the page says so instead of offering a code.
  const verifyPhone = page.getByRole('region', { name: 'Verify your phone' });
  await expect(verifyPhone).toContainText('+94 81 222 3344 is a landline, and codes go by SMS.');
  await expect(verifyPhone.getByRole('button', { name: 'Send code' })).toHaveCount(0);
});

test('sign up refuses a password that is easy to guess, under the password field', async ({ page }) => {
  const account = newAccount('weak');
  await page.goto('/sign-up');
  const password = page.getByLabel('Password');
  await expect(page.getByText('At least 8 characters and hard to guess: three or four unrelated words work well.')).toBeVisible();
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Username').fill(account.username);
  await password.fill('password123');
  await page.locator('input#number').fill(account.number);
  await page.getByRole('button', { name: 'Sign Up' }).click();

  const refusal = page.getByText('This password is too easy to guess. Use a longer one, such as three or four unrelated words.');
  await expect(refusal).toBeVisible();
  await expect(refusal).toHaveClass(/ant-form-item-explain-error/);
  await expect(page).toHaveURL(/\/sign-up$/);
  await password.fill(account.password);
  await expect(refusal).toHaveCount(0);
});

test('edit details: a new email needs the current password and changes once the mailed link is opened', async ({ page, baseURL }) => {
  const account = newAccount('mover');
  const newEmail = newAccount('moved').email;
  await signUpThroughApi(page.request, baseURL!, account);
  await signInThroughApi(page, baseURL!, account);
  await page.goto('/edit-details');
  await page.getByLabel('Email').fill(newEmail);

  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByText('Enter your current password to change your password or email.')).toBeVisible();
  await page.getByLabel('Current Password').fill(account.password);
  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByRole('alert')).toContainText('We sent a link to your new email address.');
  // Nothing changes until the link is opened.
  await expect(page.getByLabel('Email')).toHaveValue(account.email);
  await expect(page.getByLabel('Current Password')).toHaveValue('');
  const notice = await latestMailTo(page.request, account.email);
  expect(notice.text).toContain(newEmail);

  const link = linkIn(await latestMailTo(page.request, newEmail), 'confirm-email');
  expect(new URL(link).origin).toBe(new URL(baseURL!).origin);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Confirm your new email' })).toBeVisible();
  const confirmed = page.getByRole('alert');
  await expect(confirmed).toContainText('Your email address has been changed.');
  await expect(confirmed).toContainText(newEmail);

  await page.getByRole('link', { name: 'Go to my account' }).click();
  await expect(page.getByRole('main').getByText(newEmail)).toBeVisible();
  // The link works once.
  await page.goto(link);
  await expect(page.getByRole('alert')).toContainText('This email confirmation link is invalid or has expired.');
});

test('forgot password: the mailed link resets the password, once, and the new one signs in', async ({ page, baseURL }) => {
  const account = newAccount('forgetful');
  await signUpThroughApi(page.request, baseURL!, account);
  await page.goto('/sign-in');
  await page.getByRole('link', { name: 'Reset it here' }).click();
  await expect(page).toHaveURL(/\/forgotpassword$/);
  // The address changes a moment before the page does, and sign-in has an Email box too.
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('alert')).toContainText('If an account exists for that email, a reset link is on its way.');

  const link = linkIn(await latestMailTo(page.request, account.email), 'reset-password');
  expect(new URL(link).origin).toBe(new URL(baseURL!).origin);
  await page.goto(link);
  const newPassword = 'Sigiriya-rock-2026';
  await page.getByLabel('New Password').fill(newPassword);
  await page.getByLabel('Confirm Password').fill('Sigiriya-rock-2025');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Passwords do not match.')).toBeVisible();
  await page.getByLabel('Confirm Password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('alert')).toContainText('Your password has been reset. You can sign in now.');

  // The link works once.
  await page.reload();
  await page.getByLabel('New Password').fill('Another-one-2026');
  await page.getByLabel('Confirm Password').fill('Another-one-2026');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('alert')).toContainText('This reset link is invalid or has expired.');

  await page.goto('/sign-in');
  await signInThroughForm(page, { ...account, password: newPassword });
  await expect(page).toHaveURL(/\/$/);
  await expect(mainNav(page).getByRole('link', { name: 'My account' })).toBeVisible();
});

test('identity-provider sign-in through the popup; a closed popup is a cancelled sign-in', async ({ page }) => {
  const person = newAccount('google');
  await page.goto('/edit-details');
  await expect(page).toHaveURL(/\/sign-in$/);

  const abandoned = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await (await abandoned).close();
  await expect(page.getByRole('alert')).toContainText('Sign-in was cancelled.');
  await expect(page.getByRole('alert')).toHaveClass(/ant-alert-error/);

  const opened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  const popup = await opened;
  await popup.getByLabel('Email', { exact: true }).fill(person.email);
  await popup.getByLabel('Name').fill('Amara Silva');
  await expect(popup.getByLabel('Email address verified')).toBeChecked();
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Continue' }).click();
  await closed;

  // Back where the guard stopped the visitor, signed in as the provider's account.
  await expect(page).toHaveURL(/\/edit-details$/);
  await expect(page.getByLabel('Email')).toHaveValue(person.email);
  await expect(mainNav(page).getByRole('link', { name: 'My account' })).toBeVisible();
});

test('delete account: confirmed, signed out, and the account can no longer sign in', async ({ page, baseURL }) => {
  const account = newAccount('leaver');
  await signUpThroughApi(page.request, baseURL!, account);
  await signInThroughApi(page, baseURL!, account);
  await page.goto('/my-account');

  await page.getByRole('button', { name: 'Delete Account' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Are you sure you want to delete your account? This action cannot be undone.');
  await untilZoomedIn(dialog);
  await dialog.getByRole('button', { name: 'Delete' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(mainNav(page).getByRole('link', { name: 'Sign In' })).toBeVisible();
  await page.goto('/sign-in');
  await signInThroughForm(page, account);
  const refusal = page.getByRole('alert');
  await expect(refusal).toContainText('Wrong email or password.');
  await expect(refusal).toHaveClass(/ant-alert-error/);
  await expect(page).toHaveURL(/\/sign-in$/);
});

test('a guarded page sends a visitor to sign in, and back to it after', async ({ page, baseURL }) => {
  const account = newAccount('returning');
  await signUpThroughApi(page.request, baseURL!, account);

  await page.goto('/my-account');
  await expect(page).toHaveURL(/\/sign-in$/);
  await signInThroughForm(page, account);

  await expect(page).toHaveURL(/\/my-account$/);
  await expect(page.getByRole('heading', { name: account.username })).toBeVisible();
});
