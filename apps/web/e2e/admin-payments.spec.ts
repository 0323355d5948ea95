import fs from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import type { AdminBookingDetail } from '@safari/contracts/admin-bookings';
import { formatIsoDate } from '@safari/contracts/calendar';
import { formatMinor, minorToDecimal } from '@safari/contracts/payments/money';
import { camt053 } from '../../api/test/camt053';
import { expectNoAxeViolations } from './support/a11y';
import { newestTrip, openDeparture, travellerBooks } from './support/back-office';
import { operatorToday, travellerEmail } from './support/booking';
import { saveScreenshots } from './support/screenshots';
import { bearer, signInStaff, staffSession } from './support/staff';
import { expect, test } from './support/test';
import type { TestUser } from './support/users';

// The back office's Payments screen: a credit without a communication matched by hand, the
// ledger's list, and the monthly report with its CSV.

test.describe.configure({ timeout: 120_000 });

async function bookingDetail(request: APIRequestContext, staff: TestUser, reference: string) {
  const list = await request.get(`/api/admin/bookings?q=${reference}`, { headers: bearer(staff) });
  const uuid = (await list.json()).data.items[0].uuid as string;
  return (await (await request.get(`/api/admin/bookings/${uuid}`, { headers: bearer(staff) })).json()).data as AdminBookingDetail;
}

test('an operator matches a credit by hand, finds it received, and reads the month in figures', async ({ page, request, allowErrors }) => {
  const staff = await staffSession(request);
  const trip = await newestTrip(request);
  const departure = await openDeparture(request, staff, trip.uuid, 10);
  const { reference } = await travellerBooks(request, trip, departure, travellerEmail('admin-payments-match'));
  const { payment } = await bookingDetail(request, staff, reference);
  const deposit = formatMinor(payment.due_now_minor, payment.currency);
  // A transfer whose payer forgot the communication: the import keeps it for matching by hand.
  const family = `Mushi family ${Date.now().toString(36)}`;
  const imported = await request.post('/api/admin/payments/bank-statements', {
    headers: bearer(staff),
    multipart: {
      file: {
        name: 'statement.xml',
        mimeType: 'application/xml',
        buffer: Buffer.from(
          camt053([
            {
              amount: minorToDecimal(payment.due_now_minor, payment.currency),
              currency: payment.currency,
              text: `Safari deposit ${family}`,
              debtor: 'Baraka Mushi',
              bookedOn: operatorToday(),
            },
          ]),
        ),
      },
    },
  });
  expect(imported.status(), await imported.text()).toBe(200);

  await signInStaff(page, request);
  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Payments' }).click();
  const sections = page.getByRole('navigation', { name: 'Payments sections' });
  await expect(sections.getByRole('link', { name: 'Due' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('table', { name: 'Payments due' })).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshots(page, 'admin-payments-due');

  await sections.getByRole('link', { name: 'Unmatched credits' }).click();
  await page.getByLabel('Search remittance, payer or bank reference').fill(family);
  await page.getByRole('button', { name: 'Search' }).click();
  const unmatched = page.getByRole('table', { name: 'Unmatched bank credits' });
  await expect(unmatched.getByRole('row')).toHaveCount(2);
  const row = unmatched.getByRole('row').nth(1);
  await expect(row).toContainText(deposit);
  await expect(row).toContainText('Baraka Mushi');
  const field = row.getByLabel(`Booking reference for the credit of ${deposit} from Baraka Mushi`);

  // A reference no booking has: the server's refusal under the field, nothing recorded.
  allowErrors(/status of 422/);
  await field.fill('ST-0000-000000');
  await row.getByRole('button', { name: 'Match' }).click();
  await expect(row.getByRole('alert')).toHaveText('No booking has this reference.');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
  await saveScreenshots(page, 'admin-payments-unmatched');

  await field.fill(reference);
  await row.getByRole('button', { name: 'Match' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'recorded for' })).toContainText(`${deposit} recorded for ${reference}`);
  await expect(unmatched).toContainText('Every imported credit is matched to a booking.');

  await sections.getByRole('link', { name: 'Received' }).click();
  await page.getByLabel('Search booking, traveller or reference').fill(reference);
  await page.getByRole('button', { name: 'Search' }).click();
  const received = page.getByRole('table', { name: 'Payments received' });
  await expect(received.getByRole('row')).toHaveCount(2);
  for (const text of [reference, deposit, 'Bank transfer', 'Payment']) await expect(received.getByRole('row').nth(1)).toContainText(text);
  await expect(page.getByRole('list', { name: 'Totals of the entries shown' })).toContainText(`${deposit} received`);
  await expectNoAxeViolations(page);
  await saveScreenshots(page, 'admin-payments-received');

  // The month of the departure: its seats sold; then back to this month: the deposit received.
  await sections.getByRole('link', { name: 'Monthly report' }).click();
  const month = page.getByLabel('Month');
  await expect(month).toHaveValue(operatorToday().slice(0, 7));
  await expect(page.getByRole('table', { name: /^Money in / })).toContainText(payment.currency);
  await expectNoAxeViolations(page);
  await saveScreenshots(page, 'admin-payments-report');
  await month.fill(departure.start_date.slice(0, 7));
  // The month is in the address: a reload (the server answers the deep link) shows the same one.
  await expect(page).toHaveURL(new RegExp(`/admin/payments/report\\?month=${departure.start_date.slice(0, 7)}$`));
  await page.reload();
  await expect(page.getByLabel('Month')).toHaveValue(departure.start_date.slice(0, 7));
  const departures = page.getByRole('table', { name: /^Departures in / });
  const departureRow = departures
    .getByRole('row')
    .filter({ hasText: trip.name })
    .filter({ hasText: formatIsoDate(departure.start_date) });
  await expect(departureRow).toContainText('2 of 10');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`payments-report-${departure.start_date.slice(0, 7)}.csv`);
  const csv = fs.readFileSync((await file.path())!, 'utf8');
  expect(csv).toContain('Seats sold');
  expect(csv).toContain(`${departure.start_date},scheduled,2,10,20`);
});
