import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { E2E_PORTS } from '../playwright.config';

/**
 * The shell's pages run under a Content-Security-Policy that allows scripts from the shell and
 * the remotes' origins only, and one inline script by its hash. The shell itself, a remote's page and a form page must work under
 * it with nothing refused.
 */

interface Violation {
  directive: string;
  blocked: string;
}

/** Collects every CSP violation the page reports, across navigations, and the console's word on them. */
async function watchViolations(page: Page): Promise<{ violations: Violation[]; consoleErrors: string[] }> {
  const violations: Violation[] = [];
  const consoleErrors: string[] = [];
  await page.exposeFunction('reportViolation', (violation: Violation) => violations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportViolation(v: Violation): void }).reportViolation;
      report({ directive: event.effectiveDirective, blocked: event.blockedURI });
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text())) consoleErrors.push(message.text());
  });
  return { violations, consoleErrors };
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'accepted'));
});

test('the home page, a remote page and the sign-in page load under the policy with nothing refused', async ({ page }) => {
  const { violations, consoleErrors } = await watchViolations(page);
  const pages = [
    { path: '/', heading: 'Find your next perfect place to stay.' },
    // Served by mfe-public from its own origin.
    { path: '/about', heading: 'About Nivasa' },
    { path: '/sign-in', heading: 'Sign In' },
  ];
  for (const { path, heading } of pages) {
    const response = await page.goto(path);
    const policy = response!.headers()['content-security-policy'];
    // Its own origin, the two inline scripts by their hashes (a painted button's, a first screen's start), the remotes' origins.
    expect(policy).toMatch(new RegExp(`script-src 'self' 'sha256-[^']+' 'sha256-[^']+' http://localhost:${E2E_PORTS.public} `));
    expect(policy).toContain("frame-ancestors 'none'");
    expect(response!.headers()['x-content-type-options']).toBe('nosniff');
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  }
  await page.getByLabel('Email').fill('someone@example.lk');
  expect(violations).toEqual([]);
  expect(consoleErrors).toEqual([]);

  // The watch sees what the policy refuses: an inline script does not run.
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.inlineScriptRan = true';
    document.head.append(script);
    return (window as unknown as { inlineScriptRan?: boolean }).inlineScriptRan ?? false;
  });
  expect(ran).toBe(false);
  await expect.poll(() => violations.map((violation) => violation.directive)).toEqual(['script-src-elem']);
});

test('a reset-password page sends no Referer, so its token stays on the page', async ({ page }) => {
  const response = await page.goto('/reset-password/q1w2e3r4');
  expect(response!.headers()['referrer-policy']).toBe('no-referrer');
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
});
