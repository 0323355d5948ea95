import { randomBytes } from 'node:crypto';
import { expectNoAxeViolations } from './support/a11y';
import { adminShots } from './support/admin-shots';
import { signInStaff } from './support/staff';
import { expect, test } from './support/test';

test.describe.configure({ timeout: 90_000 });

test('an operator approves a pending testimonial and the storefront shows it', async ({ page, request, user }) => {
  const comments = `Our guide Baraka found a leopard on the first morning (${randomBytes(4).toString('hex')}).`;
  const sent = await request.post('/api/save-testimonal', { headers: { authorization: `Bearer ${user.token}` }, data: { comments } });
  expect(sent.status()).toBe(201);

  // Not on the site until approved (asked of the API: the browser keeps the list for a minute).
  const published = async () => JSON.stringify(await (await request.get('/api/get-testimonals')).json());
  expect(await published()).not.toContain(comments);

  await signInStaff(page, request);
  await page.goto('/admin/moderation');
  const table = page.getByRole('table', { name: 'Testimonials' });
  const row = table.getByRole('row').filter({ hasText: comments });
  await expect(row).toContainText('Pending');
  await expectNoAxeViolations(page);
  await adminShots(page, 'moderation');

  await row.getByRole('button', { name: /^Approve/ }).click();
  await expect(page.getByText('Approved: it shows on the site now.')).toBeVisible();
  await expect(row).toHaveCount(0); // gone from the pending queue
  await page.getByLabel('Status').selectOption('approved');
  await expect(table.getByRole('row').filter({ hasText: comments })).toContainText('Approved');

  expect(await published()).toContain(comments);
  await page.goto('/about-us');
  await expect(page.getByText(comments)).toBeVisible();
});
