import { expectNoAxeViolations } from './support/a11y';
import { adminShots } from './support/admin-shots';
import { tripsByName } from './support/booking';
import { bearer, signInStaff } from './support/staff';
import { expect, test } from './support/test';

test.describe.configure({ timeout: 90_000 });

test("an operator edits a trip's base price and the storefront shows it at once", async ({ page, request }) => {
  // The last trip of the listing: no other spec prices a booking with it. Its price is put back at the end.
  const trip = (await tripsByName(request)).at(-1)!;
  const staff = await signInStaff(page, request);
  const original = ((await (await request.get(`/api/admin/trips/${trip.uuid}`, { headers: bearer(staff) })).json()).data as { base_price: number }).base_price;
  const newPrice = original + 111;
  try {
    await page.goto('/admin/trips');
    await page.getByLabel('Search trips').fill(trip.name);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('table', { name: 'Trips' }).getByRole('link', { name: trip.name, exact: true }).click();
    await expect(page.getByRole('heading', { name: `Edit trip: ${trip.name}` })).toBeVisible();
    await expect(page.getByLabel('Base price (USD)')).toHaveValue(String(original));
    await expectNoAxeViolations(page);
    await adminShots(page, 'trip-editor');

    // The shared schema refuses an empty name before anything is sent.
    await page.getByLabel('Name').fill('');
    await page.getByRole('button', { name: 'Save trip' }).click();
    await expect(page.getByText('Please enter a name')).toBeVisible();
    await page.getByLabel('Name').fill(trip.name);

    await page.getByLabel('Base price (USD)').fill(String(newPrice));
    await page.getByRole('button', { name: 'Save trip' }).click();
    await expect(page.getByText('Saved: the site shows the change now.')).toBeVisible();

    await page.goto(`/packages/${trip.uuid}`);
    const shown = `$${newPrice.toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    await expect(page.getByText(shown).first()).toBeVisible();
  } finally {
    await request.patch(`/api/admin/trips/${trip.uuid}`, { headers: bearer(staff), data: { base_price: original } });
  }
});
