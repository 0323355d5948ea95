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
  const detail = (await (await request.get(`/api/admin/destinations/${destination!.uuid}`, { headers: bearer(staff) })).json()).data as {
    activities: unknown[];
  };
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
    await request.patch(`/api/admin/destinations/${destination!.uuid}`, {
      headers: bearer(staff),
      data: { activities: detail.activities },
    });
  }
});

// A real 1×1 PNG: the server decodes and re-encodes it with sharp.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

test('an operator creates a destination and uploads its banner, stored as WebP', async ({ page, request }) => {
  await signInStaff(page, request);
  const name = `Mahale Mountains ${randomBytes(3).toString('hex')}`;
  const slug = name.toLowerCase().replace(/\s+/g, '-');
  // Left inactive (the default): the storefront's destination lists stay as the other specs expect.
  await page.goto('/admin/destinations');
  await page.getByRole('link', { name: 'New destination' }).click();
  await expect(page.getByRole('heading', { name: 'New destination' })).toBeVisible();
  await page.getByRole('button', { name: 'Create destination' }).click();
  await expect(page.getByText('Please enter a name')).toBeVisible();
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Slug (web address)').fill(slug);
  await page.getByLabel('Description').fill('<p>Chimpanzees on the shore of Lake Tanganyika.</p>');
  await page.getByRole('button', { name: 'Add fact' }).click();
  await page.getByLabel('Fact 1: fact').fill('Chimpanzees');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Create destination' }).click();

  await expect(page.getByRole('heading', { name: `Edit destination: ${name}` })).toBeVisible();
  await expect(page.getByLabel('Fact 1: fact')).toHaveValue('Chimpanzees');
  await page.getByLabel('JPEG, PNG or WebP up to 8 MB').setInputFiles({ name: 'mahale.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Upload banner' }).click();
  await expect(page.getByText('Banner saved.')).toBeVisible();
  const banner = page.getByRole('region', { name: 'Banner photo' }).locator('img');
  await expect(banner).toHaveAttribute('src', new RegExp(`^/media/uploads/destinations/${slug}-[0-9a-f]{12}\\.webp$`));
  const served = await request.get((await banner.getAttribute('src'))!);
  expect(served.headers()['content-type']).toBe('image/webp');
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: '← All destinations' }).click();
  await page.getByLabel('Search destinations').fill(name);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('table', { name: 'Destinations' }).getByRole('row').filter({ hasText: name })).toContainText('Inactive');
});
