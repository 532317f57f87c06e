import type { Page } from '@playwright/test';

/** The shell's entry script, which starts the app: held back, the page stays as its HTML painted it. */
export const ENTRY_SCRIPT = /\/main\.[0-9a-f]+\.js$/;

/** Goes to a path within the running app, as its own links do: no reload, so the page keeps its state (session, loaded remotes). */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
