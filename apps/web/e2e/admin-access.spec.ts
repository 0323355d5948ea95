import { expectNoAxeViolations } from './support/a11y';
import { adminShots } from './support/admin-shots';
import { signInStaff } from './support/staff';
import { expect, test } from './support/test';

// Who reaches /admin: staff only (roles operator and admin). The API refuses everyone else on its
// own; these tests are about what a person sees.

test('an anonymous visitor is sent to the login, remembering the page', async ({ page }) => {
  await page.goto('/admin/inquiries?status=new');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin%2Finquiries%3Fstatus%3Dnew$/);
});

test('a traveller sees "No access", and the back office is never indexed', async ({ page, signedInUser: _ }) => {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'No access' })).toBeVisible();
  await expect(page.getByText('for the operator’s staff only')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Back office' })).toHaveCount(0);
  await expect(page.locator('meta[name="robots"][content="noindex"]')).toHaveCount(1);
  await expectNoAxeViolations(page);
});

test('staff get the dashboard and the navigation of every screen', async ({ page, request }) => {
  await signInStaff(page, request);
  await page.goto('/admin');
  const nav = page.getByRole('navigation', { name: 'Back office' });
  for (const name of [
    'Dashboard',
    'Inquiries',
    'Bookings',
    'Departures',
    'Trips',
    'Destinations',
    'Blog',
    'Moderation',
    'Newsletter',
    'E-mails',
    'Audit log',
    'Staff',
  ]) {
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Inquiries waiting' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Departures filling up' })).toBeVisible();
  await expect(page.locator('meta[name="robots"][content="noindex"]')).toHaveCount(1);
  await expectNoAxeViolations(page);
  await adminShots(page, 'dashboard');
});
