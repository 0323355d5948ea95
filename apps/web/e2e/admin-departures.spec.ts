import { expectNoAxeViolations } from './support/a11y';
import { adminShots } from './support/admin-shots';
import { freeDepartureDate, newestTrip, travellerBooks } from './support/back-office';
import { travellerEmail } from './support/booking';
import { bearer, signInStaff } from './support/staff';
import { expect, test } from './support/test';

test.describe.configure({ timeout: 90_000 });

test('an operator opens a departure, sees its seats fall as a traveller books, edits its seats and closes it', async ({
  page,
  request,
}) => {
  const trip = await newestTrip(request);
  const staff = await signInStaff(page, request);
  await page.goto('/admin/departures');
  await page.getByLabel('Search trips').fill(trip.name);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('table', { name: 'Trips and their departures' }).getByRole('link', { name: trip.name, exact: true }).click();
  await expect(page.getByRole('heading', { name: `Departures: ${trip.name}` })).toBeVisible();

  // The server's rules come back as the form's message: a departure needs a seat.
  const date = freeDepartureDate();
  await page.getByLabel('Start date').fill(date);
  await page.getByLabel('Seats').fill('0');
  await page.getByRole('button', { name: 'Open departure' }).click();
  await expect(page.getByText('A departure needs at least one seat.')).toBeVisible();
  await page.getByLabel('Seats').fill('10');
  await page.getByLabel('Price per person (USD)').fill('1500');
  await page.getByRole('button', { name: 'Open departure' }).click();
  await expect(page.getByText('Departure opened.')).toBeVisible();

  const table = page.getByRole('table', { name: 'Departures' });
  const row = table.getByRole('row').filter({ hasText: date });
  await expect(row.getByTestId('seats-left')).toHaveText('10');
  await expectNoAxeViolations(page);
  await adminShots(page, 'departures');

  // A traveller books two seats of it on the storefront's API; the screen shows them sold.
  const res = await request.get(`/api/admin/trips/${trip.uuid}/departures?when=all&limit=100`, { headers: bearer(staff) });
  const opened = ((await res.json()).data.items as Array<{ uuid: string; start_date: string }>).find((d) => d.start_date === date)!;
  await travellerBooks(request, trip, opened, travellerEmail('admin-dep'));
  await page.reload();
  await expect(row.getByTestId('seats-left')).toHaveText('8');
  await expect(row.getByRole('cell').nth(2)).toHaveText('2'); // sold

  // Seats change by the difference: 12 seats, 2 still sold, 10 left.
  await row.getByRole('button', { name: `Edit departure of ${date}` }).click();
  const dialog = page.getByRole('dialog', { name: `Departure of ${date}` });
  await expect(dialog.getByLabel('Start date')).toBeDisabled(); // travellers are booked on it
  await dialog.getByLabel('Seats').fill('12');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByTestId('seats-left')).toHaveText('10');

  await row.getByRole('button', { name: `Close departure of ${date}` }).click();
  await expect(row.getByText('Closed')).toBeVisible();
  await expect(row.getByRole('button', { name: `Reopen departure of ${date}` })).toBeVisible();

  // The passenger list downloads as a CSV with the traveller in it.
  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: `Passenger list of ${date} (CSV)` }).click();
  const file = await download;
  const csv = await (await file.createReadStream()).toArray();
  expect(Buffer.concat(csv).toString('utf8')).toContain('Mushi');
});
