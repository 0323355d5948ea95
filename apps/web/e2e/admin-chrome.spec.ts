import { expectNoAxeViolations } from './support/a11y';
import { signInStaff } from './support/staff';
import { expect, test } from './support/test';

test.describe.configure({ timeout: 90_000 });

test("the back office has its own frame, without the storefront's header, footer and WhatsApp button", async ({ page, request }) => {
  await signInStaff(page, request);
  await page.goto('/admin');
  await expect(page.getByRole('navigation', { name: 'Back office' })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('Back office');
  await expect(page.locator('footer')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /WhatsApp/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Dashboard', exact: true })).toHaveCount(1); // the back office's, not the header's
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The skip link still leads past the bar to the page.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();

  // Back on the storefront (a client navigation), its frame returns.
  await page.getByRole('link', { name: 'View the site' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('link', { name: /WhatsApp/ }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'View the site' })).toHaveCount(0);
});

test('staff sign out from the back office and are asked to sign in again', async ({ page, request }) => {
  await signInStaff(page, request);
  await page.goto('/admin/trips');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin%2Ftrips$/);
});
