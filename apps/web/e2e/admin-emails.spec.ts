import { expectNoAxeViolations } from './support/a11y';
import { adminShots } from './support/admin-shots';
import { travellerEmail } from './support/booking';
import { waitForEmail } from './support/mail';
import { bearer, signInStaff } from './support/staff';
import { expect, test } from './support/test';

test.describe.configure({ timeout: 60_000 });

// The e2e server writes e-mails to files, which never fails, and a message is given up only
// after eight attempts spread over hours: a failed e-mail cannot be produced here. This test
// shows the outbox as the operator reads it and that only a failed message can be sent again;
// the resend of a failed one is covered by the API suite (modules/admin/outbox).
test('an operator reads the outbox: status, attempts, errors; a sent e-mail is not sent again', async ({ page, request }) => {
  const email = travellerEmail('outbox');
  const subscribed = await request.post('/api/subscribe', { data: { email } });
  expect(subscribed.ok()).toBe(true);
  await waitForEmail(email);

  const staff = await signInStaff(page, request);
  await page.goto('/admin/emails');
  await page.getByLabel('Search recipient or subject').fill(email);
  await page.getByRole('button', { name: 'Search' }).click();
  const table = page.getByRole('table', { name: 'E-mails' });
  const row = table.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Sent');
  await expect(row.getByRole('cell').nth(4)).toHaveText('1'); // attempts
  await expect(row.getByRole('button', { name: /Send again/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await adminShots(page, 'emails');

  await page.getByLabel('Status').selectOption('failed');
  await expect(page).toHaveURL(/status=failed/);
  await expect(table.getByRole('row').filter({ hasText: email })).toHaveCount(0);

  const list = await request.get(`/api/admin/emails?q=${encodeURIComponent(email)}`, { headers: bearer(staff) });
  const [sent] = (await list.json()).data.items as Array<{ id: number }>;
  const resend = await request.post(`/api/admin/emails/${sent!.id}/resend`, { headers: bearer(staff) });
  expect(resend.status()).toBe(409);
  expect((await resend.json()).message).toBe('Only a failed e-mail can be sent again.');
});
