import type { Locator, Page } from '@playwright/test';
import { addDays } from '@safari/contracts/calendar';
import { expectNoAxeViolations } from './support/a11y';
import { adminShots } from './support/admin-shots';
import { newestTrip, openDeparture, travellerBooks } from './support/back-office';
import { operatorToday, travellerEmail } from './support/booking';
import { waitForEmail } from './support/mail';
import { bearer, signInStaff, staffSession } from './support/staff';
import { expect, test } from './support/test';

test.describe.configure({ timeout: 90_000 });

/** A booking of two seats on a fresh departure months ahead (so a deposit now, the balance later). */
async function bookedByTraveller(request: Parameters<typeof newestTrip>[0], label: string, seats = 10) {
  const trip = await newestTrip(request);
  const departure = await openDeparture(request, await staffSession(request), trip.uuid, seats);
  const email = travellerEmail(label);
  const { reference } = await travellerBooks(request, trip, departure, email);
  return { trip, departure, email, reference };
}

/** The bookings list searched for one reference: its table, with the booking's row. */
async function findInList(page: Page, reference: string) {
  await page.getByLabel('Search reference, name or e-mail').fill(reference);
  await page.getByRole('button', { name: 'Search' }).click();
  const table = page.getByRole('table', { name: 'Bookings' });
  await expect(table.getByRole('row')).toHaveCount(2);
  return table;
}

/** An instalment's amount as the schedule shows it ('$1,140.00') and as typed in the form ('1140.00'). */
async function instalment(schedule: Locator, name: string) {
  const shown =
    (await schedule
      .getByRole('row', { name: new RegExp(`^${name}`) })
      .getByRole('cell')
      .nth(2)
      .textContent()) ?? '';
  return { shown, typed: shown.replace(/[^\d.]/g, '') };
}

test('an operator records the deposit and the balance, then marks the trip completed: a receipt each time', async ({
  page,
  request,
  allowErrors,
}) => {
  const { email, reference } = await bookedByTraveller(request, 'admin-payments');
  const staff = await signInStaff(page, request);
  await page.goto('/admin/bookings');
  const table = await findInList(page, reference);
  await expect(table.getByRole('row').nth(1)).toContainText('Awaiting deposit');
  await expectNoAxeViolations(page);
  await adminShots(page, 'bookings');

  await table.getByRole('link', { name: reference }).click();
  await expect(page.getByRole('heading', { name: `Booking ${reference}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Status: Awaiting deposit' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Priced lines' })).toContainText('Total');
  const payments = page.getByRole('region', { name: 'Payments' });
  const schedule = payments.getByRole('table', { name: 'Payment schedule' });
  const deposit = await instalment(schedule, 'Deposit');
  const balance = await instalment(schedule, 'Balance');
  await expect(payments.getByTestId('due-now')).toContainText(`${deposit.shown} by`);
  await expect(payments.getByTestId('paid-so-far')).toHaveText(/^\D*0\.00$/);
  await expect(payments).toContainText(/\+\+\+\d{3}\/\d{4}\/\d{5}\+\+\+/);
  await expect(payments.getByRole('table', { name: 'Ledger' })).toContainText('No payment received yet.');

  const form = page.getByRole('region', { name: 'Record a payment' });
  const record = async (amount: string, note: string) => {
    await form.getByLabel(/^Amount \(/).fill(amount);
    await form.getByLabel('Note (optional)').fill(note);
    await form.getByRole('button', { name: 'Record' }).click();
  };

  // A date in the future is the server's to refuse: its message shows under the field.
  allowErrors(/status of (400|409)/);
  await form.getByLabel('Date received').fill(addDays(operatorToday(), 1));
  await record(deposit.typed, 'Deposit by transfer');
  await expect(form.getByText('The date cannot be in the future.')).toBeVisible();
  await expect(form.getByLabel('Date received')).toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel('Date received').fill(operatorToday());

  await record(deposit.typed, 'Deposit by transfer');
  await expect(form.getByRole('status')).toContainText('Payment recorded');
  await expect(page.getByRole('heading', { name: 'Status: Deposit paid' })).toBeVisible();
  const ledger = payments.getByRole('table', { name: 'Ledger' });
  const depositRow = ledger.getByRole('row').nth(1);
  for (const text of [deposit.shown, 'Payment', 'Bank transfer', 'Deposit by transfer', staff.name])
    await expect(depositRow).toContainText(text);
  await expect(payments.getByTestId('paid-so-far')).toHaveText(deposit.shown);
  const receipt = await waitForEmail(email, (mail) => mail.subject === `Payment received for booking ${reference}`);
  expect(receipt.source).toContain(deposit.shown);
  await expectNoAxeViolations(page);
  await adminShots(page, 'booking-detail');

  // A refund above what was paid is refused, and nothing is recorded.
  await form.getByLabel('Refund made').check();
  await record(balance.typed, 'Too much');
  await expect(form.getByRole('alert')).toHaveText('A refund cannot be larger than what was paid.');
  await expect(ledger.getByRole('row')).toHaveCount(2);

  await form.getByLabel('Payment received').check();
  await form.getByLabel('Method').selectOption({ label: 'Cash' });
  await record(balance.typed, 'Balance paid at the Arusha office');
  await expect(page.getByRole('heading', { name: 'Status: Paid in full' })).toBeVisible();
  await expect(ledger.getByRole('row')).toHaveCount(3);
  await expect(ledger.getByRole('row').nth(2)).toContainText('Cash');
  await expect(payments.getByTestId('due-now')).toHaveText('Nothing: paid in full.');
  await waitForEmail(email, (mail) => mail.subject === `Payment received for booking ${reference}` && mail.source.includes('paid in full'));
  await adminShots(page, 'booking-paid');

  await page.getByRole('button', { name: 'Mark as completed' }).click();
  await expect(page.getByRole('heading', { name: 'Status: Completed' })).toBeVisible();
  await expect(page.getByText('A completed booking does not change any more.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'History' })).toContainText('paid_in_full → completed');
  await waitForEmail(email, (mail) => mail.subject.startsWith('Thank you for travelling with us'));

  // The list shows where the booking is now, and its status filter finds it there.
  await page.getByRole('link', { name: '← All bookings' }).click();
  await page.getByLabel('Status').selectOption({ label: 'Completed' });
  await expect((await findInList(page, reference)).getByRole('row').nth(1)).toContainText('Completed');
});

test('an operator cancels a booking awaiting its deposit: the traveller is told and the seats go back', async ({ page, request }) => {
  const { trip, departure, email, reference } = await bookedByTraveller(request, 'admin-cancel', 6);
  const staff = await signInStaff(page, request);
  await page.goto('/admin/bookings');
  await (await findInList(page, reference)).getByRole('link', { name: reference }).click();

  await page.getByLabel('Message to the traveller (optional)').fill('We could not reach you about the deposit.');
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel booking ${reference}?` });
  await expect(dialog).toContainText('2 seat(s) go back to the departure');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Status: Cancelled' })).toBeVisible();
  await expect(page.getByText('A cancelled booking does not change any more.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'History' })).toContainText('awaiting_deposit → cancelled');
  const cancelled = await waitForEmail(email, (mail) => /cancel/i.test(mail.subject));
  expect(cancelled.source).toContain('We could not reach you about the deposit.');

  // The departure has its six seats again.
  const res = await request.get(`/api/admin/trips/${trip.uuid}/departures?when=all&limit=100`, { headers: bearer(staff) });
  const after = ((await res.json()).data.items as Array<{ uuid: string; seats_left: number }>).find((d) => d.uuid === departure.uuid);
  expect(after?.seats_left).toBe(6);
});
