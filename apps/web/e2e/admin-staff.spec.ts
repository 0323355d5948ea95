import { randomBytes } from 'node:crypto';
import { expectNoAxeViolations } from './support/a11y';
import { loginThroughForm } from './support/account';
import { adminShots } from './support/admin-shots';
import { linkIn, waitForEmail } from './support/mail';
import { signInStaff } from './support/staff';
import { expect, test } from './support/test';

test.describe.configure({ timeout: 90_000 });

test('an admin invites an operator, who sets a password from the e-mail and works without the Staff screen; disabling ends their access', async ({
  browser,
  page,
  request,
}) => {
  const email = `e2e-operator-${randomBytes(4).toString('hex')}@example.test`;
  await signInStaff(page, request);
  await page.goto('/admin/staff');
  await page.getByRole('button', { name: 'Invite staff' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a staff member' });
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog.getByText('Please enter a name')).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByLabel('Name').fill('Juma Operator');
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('table', { name: 'Staff accounts' }).getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Operator');
  await adminShots(page, 'staff');

  // The operator chooses a password from the invitation, signs in and reaches the back office.
  const invitation = await waitForEmail(email, (mail) => mail.subject === 'Your Safari Tanzania back-office account');
  const operator = await browser.newPage();
  await operator.goto(linkIn(invitation, '/reset-password'));
  const password = `op-${randomBytes(6).toString('hex')}`;
  await operator.getByLabel(/^New password/).fill(password);
  await operator.getByLabel('Confirm new password').fill(password);
  await operator.getByRole('button', { name: 'Set new password' }).click();
  await expect(operator.getByRole('status').filter({ hasText: 'Your password has been reset.' })).toBeVisible();
  await operator.goto('/login?redirect=%2Fadmin');
  await loginThroughForm(operator, { email, password });
  await operator.waitForURL('**/admin');
  const nav = operator.getByRole('navigation', { name: 'Back office' });
  await expect(nav.getByRole('link', { name: 'Inquiries' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Staff' })).toHaveCount(0);

  // Disabled: the operator's session ends at once.
  await row.getByRole('button', { name: 'Disable Juma Operator' }).click();
  await expect(row).toContainText('Disabled');
  await operator.reload();
  await expect(operator).toHaveURL(/\/login\?redirect=%2Fadmin/);
  await operator.close();
});

test('the lighter screens: destinations, blog, newsletter and audit log list from the server', async ({ page, request }) => {
  await signInStaff(page, request);
  for (const [path, heading, table, shot] of [
    ['/admin/destinations', 'Destinations', 'Destinations', 'destinations'],
    ['/admin/blog', 'Blog', 'Articles', 'blog'],
    ['/admin/newsletter', 'Newsletter', 'Subscribers', 'newsletter'],
    ['/admin/audit', 'Audit log', 'Audit log', 'audit'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expect(page.getByRole('table', { name: table })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Pages' })).toBeVisible();
    await expectNoAxeViolations(page);
    await adminShots(page, shot);
  }
  // The audit log has the staff account made by the CLI.
  await page.getByLabel('Record type').selectOption('user');
  await expect(page.getByRole('table', { name: 'Audit log' })).toContainText('cli');
});
