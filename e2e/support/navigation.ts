import type { Page } from '@playwright/test';

/** Goes to a path within the running app, as its own links do: no reload, so the page keeps its state (session, loaded remotes). */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
