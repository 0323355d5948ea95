import path from 'node:path';
import type { Page } from '@playwright/test';

export const SCREENSHOT_DIR = path.resolve('artifacts/screenshots');
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/**
 * Saves full-page screenshots (the viewport while a dialog is open) of the current page at phone and desktop widths to
 * artifacts/screenshots/<name>-phone.png and -desktop.png, then restores the viewport.
 */
export async function saveScreenshots(page: Page, name: string) {
  const original = page.viewportSize() ?? DESKTOP;
  for (const [label, size] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    // Let layout, lazy images and fonts settle after the resize.
    await page.waitForLoadState('networkidle').catch(() => undefined);
    await page.evaluate(() => document.fonts?.ready);
    // An open dialog is shot as the visitor sees it: a full-page capture stretches the
    // viewport to the page's height, and Chromium then paints a phone-sized dialog blank.
    const modal = await page.locator('[role="dialog"], [role="alertdialog"], dialog[open]').filter({ visible: true }).count();
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-${label}.png`), fullPage: modal === 0, animations: 'disabled' });
  }
  await page.setViewportSize(original);
}
