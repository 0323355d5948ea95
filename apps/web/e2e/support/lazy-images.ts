import type { Page } from '@playwright/test';

/**
 * Scrolls through the page so loading="lazy" images start, waits for them, and returns to
 * the top. A full-page screenshot does not scroll, so without this every image below the
 * first screen shows as an empty box.
 */
export async function loadLazyImages(page: Page) {
  await page.evaluate(async () => {
    const step = Math.max(400, window.innerHeight);
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
  await page.waitForFunction(() => [...document.images].every((img) => img.complete));
}
