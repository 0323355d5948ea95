import type { Page } from '@playwright/test';
import { BOOKING_TEXTS } from '@safari/contracts/booking';
import { formatIsoDate } from '@safari/contracts/calendar';
import { expectNoAxeViolations } from './support/a11y';
import { recordAlerts } from './support/alerts';
import { departuresOf, fillTraveller, travellerEmail, tripsByName, tripDetail } from './support/booking';
import { waitForEmail } from './support/mail';
import { saveScreenshots } from './support/screenshots';
import { expect, test } from './support/test';

// The seeded Kilimanjaro group climbs are departures with seats (Marangu 8, Lemosho 4): each
// test takes the trip it needs and reads the seats from the API before it acts, so it holds
// whatever other tests booked before.

async function climb(page: Page, name: RegExp) {
  const trips = await tripsByName(page.request);
  const card = trips.find((t) => name.test(t.name));
  expect(card, `a trip named ${name}`).toBeTruthy();
  const departures = await departuresOf(page.request, card!.uuid);
  expect(departures.length).toBeGreaterThan(0);
  return { trip: await tripDetail(page.request, card!.uuid), departures };
}

// Screenshots at two widths and axe runs take longer than the default on a busy machine.
test.describe.configure({ timeout: 60_000 });

test('the detail page lists upcoming departures with seats left; booking one makes its seats fall', async ({ page }) => {
  const { trip, departures } = await climb(page, /Marangu/);
  const [first] = departures;
  const before = first!.seats_left;
  expect(before).toBeGreaterThanOrEqual(2);
  await page.goto(`/packages/${trip.uuid}`);

  const list = page.getByRole('region', { name: 'Upcoming group departures' });
  await expect(list.getByTestId('departure')).toHaveCount(departures.length);
  const card = list.getByTestId('departure').first();
  await expect(card).toContainText(formatIsoDate(first!.start_date));
  await expect(card.getByTestId('seats-left')).toHaveText(`${before} of ${first!.seats_total} seats left`);
  await expectNoAxeViolations(page);
  await saveScreenshots(page, 'package-departures');

  // Choosing it opens Book Now with the departure chosen and its date instead of a date field.
  await card.getByRole('button', { name: `Book the departure of ${formatIsoDate(first!.start_date)}` }).click();
  await expect(page.getByRole('tab', { name: 'Book Now' })).toHaveAttribute('aria-selected', 'true');
  const form = page.getByTestId('booking-form');
  await expect(form.getByRole('radio', { name: new RegExp(`Group departure ${formatIsoDate(first!.start_date)}`) })).toBeChecked();
  await expect(form.getByLabel('Start date')).toHaveValue(formatIsoDate(first!.start_date));
  await expect(form.getByLabel('Service class')).toBeEnabled();
  await form.getByLabel('Service class').selectOption({ index: 1 });
  const email = travellerEmail('departure');
  await fillTraveller(page, { fname: 'Juma', lname: 'Mrema', email, phone: '+255 716 888 999' });
  await form.getByRole('button', { name: 'Book Now' }).click();

  const dialog = page.getByRole('dialog', { name: 'Booking received' });
  await expect(dialog).toContainText(formatIsoDate(first!.start_date));
  // A departure's own price per person, times the guests.
  await expect(dialog.getByTestId('price')).toHaveText(
    `$${new Intl.NumberFormat('en-US', { minimumFractionDigits: 2 }).format(first!.price_per_person! * 2)}`,
  );
  const reference = (await dialog.getByTestId('booking-reference').textContent())!.trim();
  await waitForEmail(email, (m) => m.subject.includes(reference));
  await dialog.getByRole('button', { name: 'Done' }).click();

  await expect(card.getByTestId('seats-left')).toHaveText(`${before - 2} of ${first!.seats_total} seats left`);
  expect((await departuresOf(page.request, trip.uuid))[0]!.seats_left).toBe(before - 2);
});

test("more guests than seats left: the server's message is alerted and no seat is taken", async ({ page, allowErrors }) => {
  allowErrors(/409/);
  const { trip, departures } = await climb(page, /Lemosho/);
  const departure = departures.at(-1)!;
  const left = departure.seats_left;
  test.skip(left < 1 || left + 1 > trip.max_guests, 'the departure must have room for a refusal to mean something');
  const alerts = recordAlerts(page);
  await page.goto(`/packages/${trip.uuid}`);
  await page
    .getByRole('region', { name: 'Upcoming group departures' })
    .getByRole('button', { name: `Book the departure of ${formatIsoDate(departure.start_date)}` })
    .click();
  const form = page.getByTestId('booking-form');
  await form.getByLabel('Number of guests').fill(String(left + 1));
  await form.getByLabel('Service class').selectOption({ index: 1 });
  await fillTraveller(page, { fname: 'Rehema', lname: 'Mushi', email: travellerEmail('full'), phone: '+255 717 111 222' });
  await form.getByRole('button', { name: 'Book Now' }).click();

  await expect.poll(() => alerts).toEqual([BOOKING_TEXTS.seatsLeft(left)]);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect((await departuresOf(page.request, trip.uuid)).at(-1)!.seats_left).toBe(left);
});
