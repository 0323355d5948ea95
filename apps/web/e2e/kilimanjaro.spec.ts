import type { APIRequestContext, Page } from '@playwright/test';
import type { GroupClimb } from '@safari/contracts/climbs';
import { CALCULATOR_VALIDATION } from '../src/features/kilimanjaro/utils/summit-success';
import { BOOKING_TEXTS } from '@safari/contracts/booking';
import { expectNoAxeViolations } from './support/a11y';
import { waitForEmail } from './support/mail';
import { loadLazyImages } from './support/lazy-images';
import { saveScreenshots } from './support/screenshots';
import { expect, test } from './support/test';

// Browser tests share two cores with the server: these journeys get more time than the default.
test.describe.configure({ timeout: 60_000 });

const OPERATOR = 'bookings@safari-tanzania.example';
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function climbs(request: APIRequestContext): Promise<GroupClimb[]> {
  return ((await (await request.get('/api/climbs')).json()) as { data: { climbs: GroupClimb[] } }).data.climbs;
}
/** The later of a route's two seeded climbs: tests that change seats each own one. */
const laterClimb = (all: GroupClimb[], route: string) => all.filter((c) => c.route === route).at(-1)!;

/** Tailwind's red-600 as the browser computes it, to compare a field's border with. */
const redBorder = (page: Page) =>
  page.evaluate(() => {
    const probe = document.createElement('div');
    probe.style.color = 'var(--color-red-600)';
    document.body.append(probe);
    const color = getComputedStyle(probe).color;
    probe.remove();
    return color;
  });

const calculator = (page: Page) => page.getByRole('region', { name: 'Summit Success Calculator' });
const routeMap = (page: Page) => page.getByRole('region', { name: 'Interactive Route Map' });

test('the Kilimanjaro page shows the SPEC facts, zones, tips and what is included', async ({ page }) => {
  await page.goto('/kilimanjaro');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Climb Mount Kilimanjaro');
  const facts = page.getByTestId('fact-card');
  await expect(facts).toHaveCount(6);
  for (const text of ['5,895 m', 'Climate zones', 'Free-standing mountain', '50,000+', '5-9 days', 'Technical skills needed']) {
    await expect(facts.filter({ hasText: text })).toHaveCount(1);
  }
  const zones = page.getByTestId('climate-zone');
  await expect(zones).toHaveCount(5);
  for (const [name, band] of [
    ['Cultivation', '800-1,800 m'],
    ['Rainforest', '1,800-2,800 m'],
    ['Heather', '2,800-4,000 m'],
    ['Alpine Desert', '4,000-5,000 m'],
    ['Arctic', 'above 5,000 m'],
  ] as const) {
    await expect(zones.filter({ hasText: name })).toContainText(band);
  }
  await expect(page.getByRole('heading', { name: 'Preparation Tips' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What Is Included' })).toBeVisible();
  const cards = page.getByTestId('route-card');
  await expect(cards.getByRole('heading', { level: 3 })).toHaveText(['Machame', 'Lemosho', 'Marangu']);
  await expect(cards.filter({ hasText: 'Machame' })).toContainText('90%');
  await expect(cards.filter({ hasText: 'Lemosho' })).toContainText('95%');
  await expect(cards.filter({ hasText: 'Marangu' })).toContainText('85%');

  // 'View Routes' scrolls to the map.
  await page.getByRole('link', { name: 'View Routes' }).click();
  await expect(page).toHaveURL(/#route-map$/);
  await expect(routeMap(page).getByRole('heading', { name: 'Interactive Route Map' })).toBeInViewport();

  // The trips that climb it, from the server, below the page's own content.
  await expect(page.getByRole('heading', { name: 'Trips that visit Mount Kilimanjaro' })).toBeVisible();
  await expect(page.getByTestId('trips-visiting').getByTestId('trip-card').first()).toBeVisible();
  await expect(page.getByTestId('group-climb').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await loadLazyImages(page);
  for (const image of await cards.locator('img').all()) {
    await expect(image).not.toHaveAttribute('data-fallback', 'true');
  }
  await saveScreenshots(page, 'kilimanjaro');
});

test('/destinations/kilimanjaro is the same page, reached from the destinations and the search', async ({ page }) => {
  await page.goto('/destinations/kilimanjaro');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Climb Mount Kilimanjaro');
  await page.goto('/kilimanjaro-packages');
  await page.getByRole('link', { name: /Kilimanjaro climbing guide/ }).click();
  await expect(page).toHaveURL('/kilimanjaro');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Climb Mount Kilimanjaro');
});

test('calculator: each message under its field, Calculate disabled until fixed, results for several inputs', async ({ page }) => {
  await page.goto('/kilimanjaro#calculator');
  const form = calculator(page);
  const calculate = form.getByRole('button', { name: 'Calculate' });
  await expect(form.getByTestId('calculator-result')).toHaveCount(0);
  await calculate.click();

  const messages = [
    CALCULATOR_VALIDATION.heightUs,
    CALCULATOR_VALIDATION.weight,
    CALCULATOR_VALIDATION.gender,
    CALCULATOR_VALIDATION.age,
    CALCULATOR_VALIDATION.route,
  ];
  await expect(form.getByTestId('field-error')).toHaveText(messages);
  await expect(calculate).toBeDisabled();
  await expect(form.getByTestId('calculator-result')).toHaveCount(0);
  // Each message sits under its own field, which is marked invalid with a red border.
  const weight = form.getByLabel('Weight (lb)');
  await expect(weight).toHaveAttribute('aria-invalid', 'true');
  await expect(weight).toHaveAccessibleDescription(CALCULATOR_VALIDATION.weight);
  expect(await weight.evaluate((el) => getComputedStyle(el).borderTopColor)).toBe(await redBorder(page));
  await expect(form.getByLabel('Route')).toHaveAccessibleDescription(CALCULATOR_VALIDATION.route);

  await form.getByLabel('Height, feet').fill('5');
  await form.getByLabel('Height, inches').fill('9');
  await weight.fill('150');
  await form.getByLabel('Gender').selectOption('female');
  await form.getByLabel('Age range').selectOption('25-55');
  await expect(calculate).toBeDisabled();
  await form.getByLabel('Route').selectOption('machame');
  await expect(form.getByTestId('field-error')).toHaveCount(0);
  await expect(calculate).toBeEnabled();
  await calculate.click();
  await expect(form.getByTestId('calculator-result')).toContainText('90%');

  // Stamina 80 → +6, climbed above 4,000 m → +5: Machame 90 + 6 + 5 = 101 → clamped to 100.
  const stamina = form.getByLabel(/Stamina/);
  await stamina.fill('80');
  await expect(form.getByTestId('stamina-value')).toHaveText('80');
  await expect(form.getByTestId('calculator-result')).toHaveCount(0);
  await form.getByText('Yes', { exact: true }).click();
  await calculate.click();
  await expect(form.getByTestId('calculator-result')).toContainText('100%');

  // Rongai, stamina 20, no experience: 80 − 6 = 74. Keyboard on the slider: Home is 0.
  await form.getByLabel('Route').selectOption('rongai');
  await form.getByText('No', { exact: true }).click();
  await stamina.fill('20');
  await calculate.click();
  await expect(form.getByTestId('calculator-result')).toContainText('74%');
  await stamina.focus();
  await page.keyboard.press('Home');
  await expect(form.getByTestId('stamina-value')).toHaveText('0');
  await calculate.click();
  await expect(form.getByTestId('calculator-result')).toContainText('70%');

  // Metric: switching unit clears height and weight (and their check starts over), then asks for centimetres.
  await form.getByText('Metric (cm, kg)').click();
  await expect(form.getByLabel('Weight (kg)')).toHaveValue('');
  await expect(form.getByTestId('field-error')).toHaveCount(0);
  await calculate.click();
  await expect(form.getByTestId('field-error')).toHaveText([CALCULATOR_VALIDATION.heightMetric, CALCULATOR_VALIDATION.weight]);
  await expect(calculate).toBeDisabled();
  await form.getByLabel('Height (cm)').fill('175');
  await form.getByLabel('Weight (kg)').fill('70');
  await calculate.click();
  await expect(form.getByTestId('calculator-result')).toContainText('70%');
  await form.getByText('US (ft, lb)').click();
  await expect(form.getByLabel('Height, feet')).toHaveValue('');
  await expect(form.getByLabel('Weight (lb)')).toHaveValue('');
  await expectNoAxeViolations(page);
});

test('route map: machame by default, the selector by keyboard, statistics and camp schedule', async ({ page }) => {
  await page.goto('/kilimanjaro');
  const map = routeMap(page);
  const select = map.getByLabel('Choose a route');
  await expect(select).toHaveValue('machame');
  // Selector: camp list length − 1; statistics: − 2. Machame has 10 stops.
  await expect(select.locator('option:checked')).toHaveText('Machame (9 camps)');
  const stats = map.getByTestId('route-stats');
  await expect(stats).toContainText('Duration7 days');
  await expect(stats).toContainText('Camps8');
  await expect(map.getByRole('img', { name: 'Map of the Machame route' })).toBeVisible();
  await expect(map.getByTestId('map-camp')).toHaveCount(10);
  await expect(map.getByTestId('camp-schedule').getByRole('listitem').first()).toContainText('Day 1Machame Gate');
  await expect(map.getByRole('list', { name: 'Map legend' })).toContainText('Machame route');

  const days = { marangu: '6 days', machame: '7 days', lemosho: '8 days', rongai: '6 days', northern: '9 days' };
  await select.focus();
  await page.keyboard.press('ArrowDown');
  await expect(select).toHaveValue('lemosho');
  await expect(stats).toContainText(`Duration${days.lemosho}`);
  for (const [route, duration] of Object.entries(days)) {
    await select.selectOption(route);
    await expect(stats).toContainText(`Duration${duration}`);
    await expect(map.getByTestId('route-map-svg')).toHaveAttribute('data-route', route);
    const stops = await map.getByTestId('camp-schedule').getByRole('listitem').count();
    await expect(stats).toContainText(`Camps${stops - 2}`);
    await expect(select.locator('option:checked')).toContainText(`(${stops - 1} camps)`);
  }
});

test("'Choose This Route' selects the route on the map and in the calculator", async ({ page }) => {
  await page.goto('/kilimanjaro');
  await page.getByRole('button', { name: 'Choose This Route: Lemosho' }).click();
  const select = routeMap(page).getByLabel('Choose a route');
  await expect(select).toHaveValue('lemosho');
  await expect(select).toBeFocused();
  await expect(calculator(page).getByLabel('Route')).toHaveValue('lemosho');
});

test('group climbs: first four, then every scheduled climb; View Details opens the climb trip', async ({ page, request }) => {
  const all = await climbs(request);
  await page.goto('/kilimanjaro');
  const cards = page.getByTestId('group-climb');
  await expect(cards).toHaveCount(4);
  await expect(cards.getByRole('heading')).toHaveText(['Lemosho Route', 'Machame Route', 'Marangu Route', 'Northern Circuit Route']);
  const toggle = page.getByRole('button', { name: 'View All Scheduled Climbs' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(cards).toHaveCount(all.length);
  await expect(page.getByRole('button', { name: 'Show Fewer Climbs' })).toHaveAttribute('aria-expanded', 'true');
  // The demo climbs per person: Lemosho $2,800, Machame $2,600, Marangu $2,400, Northern $3,200.
  for (const [route, price] of [
    ['Lemosho', '$2,800.00'],
    ['Machame', '$2,600.00'],
    ['Marangu', '$2,400.00'],
    ['Northern Circuit', '$3,200.00'],
  ] as const) {
    await expect(cards.filter({ hasText: `${route} Route` }).first()).toContainText(price);
  }
  await cards
    .first()
    .getByRole('link', { name: /View Details/ })
    .click();
  await expect(page).toHaveURL(`/packages/${all[0]!.trip_uuid}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(all[0]!.trip_name);
});

test('Reserve Spot takes spots, shows the reference and e-mails the traveller and the operator', async ({ page, request }) => {
  const climb = laterClimb(await climbs(request), 'Marangu');
  const email = `climber-${unique()}@example.test`;
  await page.goto('/kilimanjaro');
  await page.getByRole('button', { name: 'View All Scheduled Climbs' }).click();
  const card = page.locator(`[data-id="${climb.uuid}"]`);
  await expect(card.getByTestId('spots-left')).toHaveText(`${climb.seats_left} of ${climb.seats_total} spots left`);
  await card.getByRole('button', { name: /Reserve Spot/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Reserve the Marangu climb' });
  await dialog.getByRole('button', { name: 'Reserve Spot' }).click();
  await expect(dialog.getByText('Please enter your name.')).toBeVisible();
  await dialog.getByLabel('Full name').fill('Neema Kilima');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Phone').fill('+255 713 000 111');
  await dialog.getByLabel('Spots').selectOption('2');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Reserve Spot' }).click();
  await expect(page.getByRole('dialog', { name: 'Your spot is reserved' })).toBeVisible();
  const reference = (await page.getByTestId('climb-reference').textContent())!.trim();
  expect(reference).not.toBe('');
  await expect(page.getByRole('dialog')).toContainText('$4,800.00');
  await saveScreenshots(page, 'kilimanjaro-reserved');
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(card.getByTestId('spots-left')).toHaveText(`${climb.seats_left - 2} of ${climb.seats_total} spots left`);
  await expect(card.getByRole('button', { name: /Reserve Spot/ })).toBeFocused();

  const traveller = await waitForEmail(email, (m) => m.subject.includes(reference));
  expect(traveller.source).toContain('Marangu');
  const operator = await waitForEmail(OPERATOR, (m) => m.subject.includes(reference));
  expect(operator.source).toContain('Neema Kilima');
});

test('a sold-out climb says so and offers the inquiry form; a race for the last spots is refused', async ({
  page,
  request,
  allowErrors,
}) => {
  allowErrors(/409 \(Conflict\).*\/reserve/);
  const all = await climbs(request);
  const full = laterClimb(all, 'Lemosho');
  const contested = laterClimb(all, 'Northern Circuit');
  const reserve = (climb: GroupClimb, seats: number) =>
    request.post(`/api/climbs/${climb.uuid}/reserve`, {
      data: { name: 'Seat Filler', email: `filler-${unique()}@example.test`, phone: '+255 700 000 000', seats },
    });
  expect((await reserve(full, full.seats_left)).status()).toBe(201);

  await page.goto('/kilimanjaro');
  await page.getByRole('button', { name: 'View All Scheduled Climbs' }).click();
  const card = page.locator(`[data-id="${full.uuid}"]`);
  await expect(card).toContainText('Sold out');
  await expect(card.getByRole('button', { name: /Reserve Spot/ })).toHaveCount(0);
  await card.getByRole('link', { name: /Send an inquiry/ }).click();
  await expect(page).toHaveURL('/inquiry');

  // The dialog is open when someone else takes the last spots: the server refuses, the page says why.
  await page.goBack();
  await expect(page).toHaveURL('/kilimanjaro');
  // Back may restore the expanded list; expand it only if it is not.
  await expect(page.getByRole('button', { name: /View All Scheduled Climbs|Show Fewer Climbs/ })).toBeVisible();
  const toggle = page.getByRole('button', { name: 'View All Scheduled Climbs' });
  if (await toggle.isVisible()) await toggle.click();
  await page
    .locator(`[data-id="${contested.uuid}"]`)
    .getByRole('button', { name: /Reserve Spot/ })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Full name').fill('Late Climber');
  await dialog.getByLabel('Email').fill(`late-${unique()}@example.test`);
  await dialog.getByLabel('Phone').fill('+255 713 000 222');
  expect((await reserve(contested, contested.seats_left)).status()).toBe(201);
  await dialog.getByRole('button', { name: 'Reserve Spot' }).click();
  await expect(dialog.getByRole('alert')).toContainText(BOOKING_TEXTS.soldOut);
  await dialog.getByRole('link', { name: 'Send us an inquiry' }).click();
  await expect(page).toHaveURL('/inquiry');
});
