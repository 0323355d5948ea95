import { BOOKING_TEXTS } from '@safari/contracts/booking';
import { addDays, formatIsoDate } from '@safari/contracts/calendar';
import { BOOKING_VALIDATION } from '@safari/contracts/messages';
import { PAYMENT_TEXTS } from '@safari/contracts/payments/texts';
import { expectNoAxeViolations } from './support/a11y';
import { recordAlerts } from './support/alerts';
import { bookableTrip, fillTraveller, OPERATOR_EMAIL, openBookNow, operatorToday, travellerEmail } from './support/booking';
import { readEmailsFor, waitForEmail } from './support/mail';
import { saveScreenshots } from './support/screenshots';
import { expect, test } from './support/test';
import { usd } from './support/money';

// Screenshots at two widths and axe runs take longer than the default on a busy machine.
test.describe.configure({ timeout: 60_000 });

test('a valid booking shows the success dialog and e-mails the traveller and the operator', async ({ page, request }) => {
  const { trip, startDate, serviceClass, pricePerPerson } = await bookableTrip(request);
  const email = travellerEmail('valid');
  const alerts = recordAlerts(page);
  const form = await openBookNow(page, trip.uuid);
  await expect(form.getByLabel('Start date')).toHaveAttribute('min', addDays(operatorToday(), 1));
  await form.getByLabel('Start date').fill(startDate);
  await form.getByLabel('Service class').selectOption({ label: serviceClass });
  await fillTraveller(page, { fname: 'Amani', lname: 'Mushi', email, phone: '+255 712 345 678' });
  await expect(form.getByTestId('booking-estimate')).toContainText(usd(pricePerPerson * 2));
  await expectNoAxeViolations(page);
  await saveScreenshots(page, 'booking-form');

  await form.getByRole('button', { name: 'Book Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Booking received' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Amani Mushi');
  await expect(dialog).toContainText(trip.name);
  await expect(dialog).toContainText(formatIsoDate(startDate));
  await expect(dialog.getByTestId('price')).toHaveText(usd(pricePerPerson * 2));
  // Where the original said online payment was coming soon: what to pay now, by when and how.
  const payment = dialog.getByTestId('payment-instructions');
  await expect(payment.getByRole('heading', { name: PAYMENT_TEXTS.heading })).toBeVisible();
  await expect(payment.getByTestId('payment-due-now')).toContainText('To confirm your booking, please pay');
  await expect(payment.getByTestId('payment-iban')).toHaveText('BE71 0961 2345 6769');
  await expect(payment.getByTestId('payment-communication')).toHaveText(/^\+\+\+\d{3}\/\d{4}\/\d{5}\+\+\+$/);
  const reference = (await dialog.getByTestId('booking-reference').textContent())!.trim();
  expect(reference).toMatch(/^ST-\d{4}-\d+$/);
  expect(alerts).toEqual([]);
  await expectNoAxeViolations(page);
  await saveScreenshots(page, 'booking-success');

  const mine = await waitForEmail(email, (m) => m.subject.includes(reference));
  expect(mine.subject).toBe(`Your booking ${reference}: ${trip.name}`);
  const operator = await waitForEmail(OPERATOR_EMAIL, (m) => m.subject.includes(reference));
  // Long subjects are folded over lines in the message source.
  expect(operator.source).toMatch(/New booking ST-\d{4}-\d+: [^]*?2\s+guests/);
  expect(operator.source).toContain(email);

  // Done closes the dialog and empties the form for the next booking.
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  await expect(form.getByLabel('First name')).toHaveValue('');
});

test("each SPEC rule shows its exact message and 'guests below 2' alerts and resets to 2", async ({ page, request }) => {
  const { trip, startDate, serviceClass } = await bookableTrip(request);
  const alerts = recordAlerts(page);
  const form = await openBookNow(page, trip.uuid);
  const problem = form.getByTestId('booking-problem');
  const submit = form.getByRole('button', { name: 'Book Now' });

  // Nothing filled in: the required message, on the first field, which gets the focus.
  await submit.click();
  await expect(problem).toHaveText(BOOKING_VALIDATION.required);
  await expect(form.getByLabel('Start date')).toBeFocused();
  await expect(form.getByLabel('Start date')).toHaveAttribute('aria-invalid', 'true');
  await saveScreenshots(page, 'booking-invalid');

  // Leaving the guests field below 2 alerts and puts 2 back.
  const guests = form.getByLabel('Number of guests');
  await guests.fill('1');
  await guests.blur();
  await expect.poll(() => alerts).toEqual([BOOKING_VALIDATION.guestsMin]);
  await expect(guests).toHaveValue('2');

  // Everything filled but the start date is today in the operator's calendar.
  await form.getByLabel('Start date').fill(operatorToday());
  await form.getByLabel('Service class').selectOption({ label: serviceClass });
  await fillTraveller(page, { fname: 'Neema', lname: 'Kimaro', email: travellerEmail('rules'), phone: '+255 754 000 111' });
  await submit.click();
  await expect(problem).toHaveText(BOOKING_VALIDATION.startDate);

  // A class no longer in the lists (a stale page): refused as invalid before any request.
  await form.getByLabel('Start date').fill(startDate);
  await form.getByLabel('Service class').evaluate((select: HTMLSelectElement) => {
    select.add(new Option('Retired class', '987654'));
    select.value = '987654';
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
  const requests: string[] = [];
  page.on('request', (r) => r.url().includes('/api/save_booking') && requests.push(r.url()));
  await submit.click();
  await expect(problem).toHaveText(BOOKING_VALIDATION.invalidOption);
  await expect(form.getByLabel('Service class')).toBeFocused();
  expect(requests).toEqual([]);
  expect(alerts).toEqual([BOOKING_VALIDATION.guestsMin]);
});

test("a lost answer alerts 'Failed to book. Please try again.'; trying again books once", async ({ page, request, allowErrors }) => {
  const { trip, startDate, serviceClass } = await bookableTrip(request);
  const email = travellerEmail('retry');
  const alerts = recordAlerts(page);
  const form = await openBookNow(page, trip.uuid);
  await form.getByLabel('Start date').fill(startDate);
  await form.getByLabel('Service class').selectOption({ label: serviceClass });
  await fillTraveller(page, { fname: 'Baraka', lname: 'Said', email, phone: '+255 713 222 333' });

  // The server books, but the answer never reaches the browser (a dropped connection).
  allowErrors(/save_booking/);
  const keys: string[] = [];
  await page.route('**/api/save_booking', async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    await route.fetch();
    await route.abort('connectionreset');
  });
  await form.getByRole('button', { name: 'Book Now' }).click();
  await expect.poll(() => alerts).toEqual([BOOKING_TEXTS.failed]);
  await expect(form.getByRole('button', { name: 'Book Now' })).toBeEnabled();

  await page.unroute('**/api/save_booking');
  page.on('request', (r) => r.url().includes('/api/save_booking') && keys.push(r.headers()['idempotency-key'] ?? ''));
  await form.getByRole('button', { name: 'Book Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Booking received' });
  const reference = (await dialog.getByTestId('booking-reference').textContent())!.trim();

  // The same key both times: the server replayed the first booking instead of making a second.
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
  expect(keys[1]).toBe(keys[0]);
  await waitForEmail(email, (m) => m.subject.includes(reference));
  await page.waitForTimeout(1_500);
  expect(readEmailsFor(email)).toHaveLength(1);
});

test('a double click books once', async ({ page, request }) => {
  const { trip, startDate, serviceClass } = await bookableTrip(request);
  const email = travellerEmail('double');
  const form = await openBookNow(page, trip.uuid);
  await form.getByLabel('Start date').fill(startDate);
  await form.getByLabel('Service class').selectOption({ label: serviceClass });
  await fillTraveller(page, { fname: 'Zawadi', lname: 'Juma', email, phone: '+255 714 444 555' });
  const requests: string[] = [];
  page.on('request', (r) => r.url().includes('/api/save_booking') && requests.push(r.headers()['idempotency-key'] ?? ''));

  await form.getByRole('button', { name: 'Book Now' }).dblclick();
  const dialog = page.getByRole('dialog', { name: 'Booking received' });
  const reference = (await dialog.getByTestId('booking-reference').textContent())!.trim();
  await waitForEmail(email, (m) => m.subject.includes(reference));
  await page.waitForTimeout(1_500);
  expect(readEmailsFor(email)).toHaveLength(1);
  // However many requests left the page, they carried one key.
  expect(new Set(requests).size).toBe(1);
});

test("'Processing...' while the booking is sent", async ({ page, request }) => {
  const { trip, startDate, serviceClass } = await bookableTrip(request);
  const form = await openBookNow(page, trip.uuid);
  await form.getByLabel('Start date').fill(startDate);
  await form.getByLabel('Service class').selectOption({ label: serviceClass });
  await fillTraveller(page, { fname: 'Imani', lname: 'Lyimo', email: travellerEmail('busy'), phone: '+255 715 666 777' });
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/save_booking', async (route) => {
    await held;
    await route.continue();
  });
  await form.getByRole('button', { name: 'Book Now' }).click();
  await expect(form.getByRole('button', { name: BOOKING_TEXTS.processing })).toBeDisabled();
  release();
  await expect(page.getByRole('dialog', { name: 'Booking received' })).toBeVisible();
});

test("a signed-in traveller's booking is attached to the account", async ({ page, request, signedInUser }) => {
  const { trip, startDate, serviceClass } = await bookableTrip(request);
  const form = await openBookNow(page, trip.uuid);
  await form.getByLabel('Start date').fill(startDate);
  await form.getByLabel('Service class').selectOption({ label: serviceClass });
  await fillTraveller(page, { fname: 'Amani', lname: 'Tester', email: signedInUser.email, phone: '+255 712 345 678' });
  await form.getByRole('button', { name: 'Book Now' }).click();
  await expect(page.getByRole('dialog', { name: 'Booking received' })).toBeVisible();
  const dashboard = await request.get('/api/user/dashboard', { headers: { authorization: `Bearer ${signedInUser.token}` } });
  expect((await dashboard.json()).data.statistics.total_bookings).toBe(1);
});
