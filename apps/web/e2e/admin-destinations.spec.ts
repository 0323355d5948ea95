import { randomBytes } from 'node:crypto';
import { expectNoAxeViolations } from './support/a11y';
import { adminShots } from './support/admin-shots';
import { bearer, signInStaff } from './support/staff';
import { expect, test } from './support/test';

test.describe.configure({ timeout: 90_000 });

test('an operator adds an activity to a destination and its page shows it at once', async ({ page, request }) => {
  const staff = await signInStaff(page, request);
  // A destination without a static page of its own (those five show their richer content).
  const list = await request.get('/api/admin/destinations?q=manyara&limit=5', { headers: bearer(staff) });
  const destination = ((await list.json()).data.items as Array<{ uuid: string; slug: string; name: string }>)[0];
  test.skip(!destination, 'the demo catalogue has Lake Manyara');
  const detail = (await (await request.get(`/api/admin/destinations/${destination!.uuid}`, { headers: bearer(staff) })).json()).data as { activities: unknown[] };
  const activity = `Canoeing at dawn ${randomBytes(3).toString('hex')}`;
  try {
    await page.goto('/admin/destinations');
    await page.getByLabel('Search destinations').fill(destination!.name);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('table', { name: 'Destinations' }).getByRole('link', { name: destination!.name }).click();
    await expect(page.getByRole('heading', { name: `Edit destination: ${destination!.name}` })).toBeVisible();
    await expectNoAxeViolations(page);
    await adminShots(page, 'destination-editor');

    await page.getByRole('button', { name: 'Add activity' }).click();
    const index = detail.activities.length + 1;
    await page.getByLabel(`Activity ${index}: name`).fill(activity);
    await page.getByLabel(`Activity ${index}: description`).fill('Two hours on the lake with a ranger.');
    await page.getByRole('button', { name: 'Save destination' }).click();
    await expect(page.getByText('Saved: the site shows the change now.')).toBeVisible();

    await page.getByRole('link', { name: 'View on the site' }).click();
    await expect(page.getByText(activity)).toBeVisible();
  } finally {
    await request.patch(`/api/admin/destinations/${destination!.uuid}`, { headers: bearer(staff), data: { activities: detail.activities } });
  }
});
