import { expectNoAxeViolations } from './support/a11y';
import { adminShots } from './support/admin-shots';
import { newestTrip, openDeparture, travellerBooks } from './support/back-office';
import { travellerEmail } from './support/booking';
import { waitForEmail } from './support/mail';
import { bearer, signInStaff, staffSession } from './support/staff';
import { expect, test } from './support/test';

test.describe.configure({ timeout: 90_000 });

test('an operator confirms a booking, then cancels it: the traveller is told each time and the seats go back', async ({
  page,
  request,
}) => {
  const trip = await newestTrip(request);
  const departure = await openDeparture(request, await staffSession(request), trip.uuid, 6);
  const email = travellerEmail('admin-booking');
  const { reference } = await travellerBooks(request, trip, departure, email);

  const staff = await signInStaff(page, request);
  await page.goto('/admin/bookings');
  await page.getByLabel('Search reference, name or e-mail').fill(reference);
  await page.getByRole('button', { name: 'Search' }).click();
  const table = page.getByRole('table', { name: 'Bookings' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText('Requested');
  await expectNoAxeViolations(page);
  await adminShots(page, 'bookings');

  await table.getByRole('link', { name: reference }).click();
  await expect(page.getByRole('heading', { name: `Booking ${reference}` })).toBeVisible();
  const lines = page.getByRole('table', { name: 'Priced lines' });
  await expect(lines.getByRole('row').first()).toBeVisible();
  await expect(lines).toContainText('Total');

  await page.getByLabel('Message to the traveller (optional)').fill('Your guide will be Baraka.');
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page.getByRole('heading', { name: 'Status: Confirmed' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'History' })).toContainText('requested → confirmed');
  const confirmed = await waitForEmail(email, (mail) => mail.source.includes('Your guide will be Baraka.'));
  expect(confirmed.subject).toContain(reference);
  await expectNoAxeViolations(page);
  await adminShots(page, 'booking-detail');

  await page.getByRole('button', { name: 'Cancel booking' }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel booking ${reference}?` });
  await expect(dialog).toContainText('2 seat(s) go back to the departure');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Status: Cancelled' })).toBeVisible();
  await expect(page.getByText('A cancelled booking does not change any more.')).toBeVisible();
  await waitForEmail(email, (mail) => /cancel/i.test(mail.subject));

  // The departure has its six seats again.
  const res = await request.get(`/api/admin/trips/${trip.uuid}/departures?when=all&limit=100`, { headers: bearer(staff) });
  const after = ((await res.json()).data.items as Array<{ uuid: string; seats_left: number }>).find((d) => d.uuid === departure.uuid);
  expect(after?.seats_left).toBe(6);
});
