import { test as playwrightTest } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * Playwright's test, closing what a test opens from the worker's browser (another visitor's
 * context, an admin's beside the owner's) when it ends. Playwright leaves such contexts open for
 * the rest of the worker, where their pages went on polling and painting through every later test.
 */
export const test = playwrightTest.extend<{ closeOpenedContexts: void }>({
  closeOpenedContexts: [
    // After the test's own context, which its fixture closes (with its screenshots and trace).
    async ({ browser, context }, use) => {
      const before = new Set([...browser.contexts(), context]);
      await use();
      await Promise.all(
        browser
          .contexts()
          .filter((opened) => !before.has(opened))
          .map((opened) => opened.close()),
      );
    },
    { auto: true },
  ],
});
