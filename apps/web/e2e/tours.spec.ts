import type { APIRequestContext, Page } from '@playwright/test';
import { addDays, DEFAULT_OPERATOR_TIME_ZONE, todayIn } from '@safari/contracts/calendar';
import { ACCOUNT_MESSAGES, STATIC_BOOKING_VALIDATION as M } from '@safari/contracts/messages';
import { CUSTOM_PACKAGE_TEXTS, seasonForDate, staticTourTotal, TOUR_CONTACT_TEXTS, type ToursData } from '@safari/contracts/tours';
import { expectNoAxeViolations } from './support/a11y';
import { recordAlerts } from './support/alerts';
import { waitForEmail } from './support/mail';
import { saveScreenshots } from './support/screenshots';
import { expect, test } from './support/test';
import { usd } from './support/money';

test.describe.configure({ timeout: 60_000 });

const OPERATOR = 'bookings@safari-tanzania.example';
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const today = () => todayIn(DEFAULT_OPERATOR_TIME_ZONE);

async function toursData(request: APIRequestContext): Promise<ToursData> {
  return ((await (await request.get('/api/tours')).json()) as { data: ToursData }).data;
}

/** Presses the button and waits until the page has alerted `count` messages in all. */
async function pressAndAlert(page: Page, alerts: string[], button: string) {
  const before = alerts.length;
  await page.getByRole('button', { name: button }).click();
  await expect.poll(() => alerts.length).toBe(before + 1);
  return alerts.at(-1);
}

test('an unknown tour says the SPEC text', async ({ page }) => {
  await page.goto('/book/no-such-tour');
  await expect(page.getByText('Loading tour details or tour not found...')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Build a custom package' })).toHaveAttribute('href', '/custom-package');
});

test('static tour booking: every SPEC alert, the season and total, then a stored booking, e-mails and home', async ({
  page,
  request,
  signedInUser,
}) => {
  const data = await toursData(request);
  const tour = data.tours.find((t) => t.id === 'ngorongoro-crater-day-trip')!;
  const alerts = recordAlerts(page);
  await page.goto('/book/ngorongoro-crater-day-trip');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tour.title);
  await expect(page.getByLabel('Travel date')).toHaveAttribute('min', today());
  await expect(page.getByLabel('Number of guests')).toHaveValue('1');
  await expect(page.getByText('$350.00').first()).toBeVisible();

  const form = page.getByRole('form', { name: `Book ${tour.title}` });
  const confirm = 'Confirm Booking';
  expect(await pressAndAlert(page, alerts, confirm)).toBe(M.travelDate);
  await expect(page.getByLabel('Travel date')).toBeFocused();
  await page.getByLabel('Travel date').fill(addDays(today(), -1));
  await page.getByLabel('Number of guests').fill('0');
  expect(await pressAndAlert(page, alerts, confirm)).toBe(M.guests);
  await page.getByLabel('Number of guests').fill('2');
  expect(await pressAndAlert(page, alerts, confirm)).toBe(M.travelDatePast);
  const date = addDays(today(), 45);
  await page.getByLabel('Travel date').fill(date);
  expect(await pressAndAlert(page, alerts, confirm)).toBe(M.activity);
  const activity = tour.activities[0]!;
  await page.getByRole('checkbox', { name: new RegExp(activity.title) }).check();
  expect(await pressAndAlert(page, alerts, confirm)).toBe(TOUR_CONTACT_TEXTS.name);
  await page.getByLabel('Full name').fill('Zawadi Mrema');
  await form.getByLabel('Email').fill('zawadi');
  expect(await pressAndAlert(page, alerts, confirm)).toBe(ACCOUNT_MESSAGES.emailFormat);
  await form.getByLabel('Email').fill(signedInUser.email);
  await page.getByLabel('Phone').fill('+255 754 000 123');

  // The season whose window holds the date, and the total: base × guests × multiplier + activity × guests.
  const season = seasonForDate(data.seasons, date)!;
  const total = staticTourTotal({
    basePrice: tour.base_price,
    guests: 2,
    multiplier: season.price_multiplier,
    activityPrices: [activity.price_per_guest],
  });
  await expect(page.getByTestId('tour-season')).toContainText(season.name);
  await expect(form).toContainText(usd(total));
  await expectNoAxeViolations(page);
  await saveScreenshots(page, 'book-tour');

  const confirmation = await pressAndAlert(page, alerts, confirm);
  const reference = /reference is (\S+)\./.exec(confirmation ?? '')?.[1];
  expect(reference, confirmation).toBeTruthy();
  expect(confirmation).toContain(usd(total));
  await expect(page).toHaveURL('/');
  await expect(page.getByTestId('toast').getByText(`Booking ${reference} received`)).toBeVisible();

  // Stored (the traveller's dashboard lists it, priced by the server), and both sides e-mailed.
  const dashboard = (await (
    await request.get('/api/user/dashboard', { headers: { authorization: `Bearer ${signedInUser.token}` } })
  ).json()) as {
    data: { bookings: Array<{ reference: string; total_price: number; guests: number; start_date: string }> };
  };
  expect(dashboard.data.bookings.find((b) => b.reference === reference)).toMatchObject({ total_price: total, guests: 2, start_date: date });
  expect((await waitForEmail(signedInUser.email, (m) => m.subject.includes(reference!))).source).toContain(tour.title);
  expect((await waitForEmail(OPERATOR, (m) => m.subject.includes(reference!))).source).toContain('Zawadi Mrema');
});

test('custom package: alerts, summary with days, nights and total, then a stored request and e-mails', async ({ page, request }) => {
  const { tours } = await toursData(request);
  const crater = tours.find((t) => t.id === 'ngorongoro-crater-day-trip')!;
  const tarangire = tours.find((t) => t.id === 'tarangire-3-day-safari')!;
  const email = `custom-${unique()}@example.test`;
  const alerts = recordAlerts(page);
  await page.goto('/custom-package');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Build Your Custom Package');
  const send = 'Send Custom Package';
  expect(await pressAndAlert(page, alerts, send)).toBe(CUSTOM_PACKAGE_TEXTS.emailRequired);
  await page.getByLabel('Your email').fill(email);
  await page.getByLabel('Number of guests').fill('0');
  expect(await pressAndAlert(page, alerts, send)).toBe(CUSTOM_PACKAGE_TEXTS.guestsMin);
  await page.getByLabel('Number of guests').fill('3');
  expect(await pressAndAlert(page, alerts, send)).toBe(CUSTOM_PACKAGE_TEXTS.tourRequired);

  await page.getByRole('checkbox', { name: new RegExp(crater.title) }).check();
  await page.getByRole('checkbox', { name: new RegExp(tarangire.title) }).check();
  const activity = tarangire.activities[0]!;
  await page
    .getByRole('group', { name: `Activities on ${tarangire.title}` })
    .getByRole('checkbox', { name: new RegExp(activity.title) })
    .check();
  // 1 day + 3 days = 4 days, 3 nights; (350 + 1,200 + activity) × 3 guests.
  const total = (crater.base_price + tarangire.base_price + activity.price_per_guest) * 3;
  const summary = page.getByTestId('custom-summary');
  await expect(summary).toContainText('Days4');
  await expect(summary).toContainText('Nights3');
  await expect(summary).toContainText(usd(total));
  await expectNoAxeViolations(page);
  await saveScreenshots(page, 'custom-package');

  await page.getByRole('button', { name: send }).click();
  const received = page.getByTestId('custom-package-received');
  await expect(received).toContainText(CUSTOM_PACKAGE_TEXTS.submitted);
  const reference = (await received.getByTestId('custom-package-reference').textContent())!.trim();
  await expect(received.getByRole('heading', { name: 'Package received' })).toBeFocused();
  const traveller = await waitForEmail(email, (m) => m.subject.includes(reference));
  expect(traveller.source).toContain(crater.title);
  expect((await waitForEmail(OPERATOR, (m) => m.subject.includes(reference))).source).toContain('Price type: pending');
  expect(alerts).toHaveLength(3);
});
