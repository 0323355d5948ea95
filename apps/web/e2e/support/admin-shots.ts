import path from 'node:path';
import type { Page } from '@playwright/test';

/**
 * Screenshots of back-office screens at 390 px and 1280 px, only when ADMIN_SHOTS_DIR names a
 * folder (outside the repository): they are for a person to look at, not compared by the tests.
 */
export async function adminShots(page: Page, name: string) {
  const dir = process.env.ADMIN_SHOTS_DIR;
  if (!dir) return;
  const original = page.viewportSize();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await page.evaluate(() => document.fonts?.ready);
    await page.screenshot({ path: path.join(dir, `${name}-${width}.png`), fullPage: true, animations: 'disabled' });
  }
  if (original) await page.setViewportSize(original);
}
