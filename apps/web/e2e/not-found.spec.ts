import { test, expect } from './support/test';
import { expectNoAxeViolations } from './support/a11y';
import { saveScreenshots } from './support/screenshots';

const NOT_FOUND_LINKS = [
  ['Home', '/'],
  ['All Packages', '/all-packages'],
  ['Safari Packages', '/safari-packages'],
  ['Kilimanjaro Packages', '/kilimanjaro-packages'],
  ['Zanzibar Packages', '/zanzibar-packages'],
  ['Contact Us', '/contact-us'],
  ['About Us', '/about-us'],
] as const;

test.describe('not-found page', () => {
  test('shows its heading, the SPEC links and passes axe', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveTitle('Page not found | Safari Tanzania');
    const links = page.getByRole('navigation', { name: 'Popular pages' }).getByRole('link');
    await expect(links).toHaveCount(NOT_FOUND_LINKS.length);
    for (const [index, [name, href]] of NOT_FOUND_LINKS.entries()) {
      await expect(links.nth(index)).toHaveText(name);
      await expect(links.nth(index)).toHaveAttribute('href', href);
    }
    await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
    await expectNoAxeViolations(page);
    await saveScreenshots(page, 'layout-not-found');
  });

  test('Go Back returns to the previous page', async ({ page }) => {
    await page.goto('/all-packages');
    await page.goto('/no-such-page');
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(/\/all-packages$/);
  });

  test('Go Back goes home when there is no history', async ({ page }) => {
    // A new tab opened straight on the missing page holds that one history entry only.
    await page.goto('/all-packages');
    const [tab] = await Promise.all([page.waitForEvent('popup'), page.evaluate(() => window.open('/no-such-page'))]);
    await expect(tab.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    // The fixture waits for hydration after its own page's goto only: the server's button does nothing before it.
    await tab.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    expect(await tab.evaluate(() => window.history.length)).toBe(1);
    await tab.getByRole('button', { name: 'Go Back' }).click();
    await expect(tab).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });
});
