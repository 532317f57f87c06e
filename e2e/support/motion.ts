import { expect, type Locator } from '@playwright/test';

/**
 * Waits until an antd popover's or dialog's zoom-in has ended: a press while it still grows can go
 * down on a button and come up off it, which is no click (seen on CI, under load).
 */
export async function untilZoomedIn(popup: Locator): Promise<void> {
  await expect(popup).toBeVisible();
  await expect(popup).not.toHaveClass(/-(appear|enter)\b/);
}
