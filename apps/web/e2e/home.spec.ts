import type { Page } from '@playwright/test';
import { addDays, formatIsoDate } from '@safari/contracts/calendar';
import type { IdName } from '@safari/contracts/reference';
import type { SiteStatus } from '@safari/contracts/site';
import type { TripSearchData } from '@safari/contracts/search';
import { expectNoAxeViolations } from './support/a11y';
import { saveScreenshots } from './support/screenshots';
import { expect, test } from './support/test';
import { usd } from './support/money';

// Dates count from the operator's today, which the server reports: the
// browser's own clock and zone do not matter.
let today = '';
test.beforeAll(async ({ request }) => {
  today = ((await (await request.get('/api/status')).json()).data as SiteStatus).today;
});
const isoDay = (offsetDays: number) => addDays(today, offsetDays);
const pretty = formatIsoDate;

const searchForm = (page: Page) => page.getByRole('form', { name: 'Search trips' });

async function locations(page: Page): Promise<IdName[]> {
  const body = await (await page.request.get('/api/lookups')).json();
  return body.data.locations;
}

async function fillSearch(page: Page, values: { location?: string; travelers?: string; checkIn?: string; checkOut?: string }) {
  const form = searchForm(page);
  if (values.location !== undefined) await form.getByLabel('Destination').selectOption({ label: values.location });
  if (values.travelers !== undefined) await form.getByLabel('Travelers').fill(values.travelers);
  if (values.checkIn !== undefined) await form.getByLabel('Check-in').fill(values.checkIn);
  if (values.checkOut !== undefined) await form.getByLabel('Check-out').fill(values.checkOut);
}

test.describe('home trip search', () => {
  test('shows the first validation error in the SPEC order', async ({ page }) => {
    await page.goto('/');
    const form = searchForm(page);
    await expect(form.getByRole('option', { name: 'Serengeti' })).toBeAttached();
    const error = form.getByRole('alert');
    const submit = () => form.getByRole('button', { name: 'Search' }).click();

    await submit();
    await expect(error).toHaveText('Please select a destination');

    await fillSearch(page, { location: 'Serengeti', travelers: '' });
    await submit();
    await expect(error).toHaveText('Please enter number of travelers (minimum 1)');
    await fillSearch(page, { travelers: '0' });
    await submit();
    await expect(error).toHaveText('Please enter number of travelers (minimum 1)');
    await fillSearch(page, { travelers: '51' });
    // Enter in a field searches too.
    await form.getByLabel('Travelers').press('Enter');
    await expect(error).toHaveText('Maximum 50 travelers allowed');

    await fillSearch(page, { travelers: '2' });
    await submit();
    await expect(error).toHaveText('Please select check-in date');

    const checkIn = isoDay(21);
    await fillSearch(page, { checkIn });
    await expect(form.getByLabel('Check-out')).toHaveAttribute('min', isoDay(22));
    await submit();
    await expect(error).toHaveText('Please select check-out date');

    await fillSearch(page, { checkOut: checkIn });
    await submit();
    await expect(error).toHaveText('Check-out date must be after check-in date');

    await expect(form.getByLabel('Check-in')).toHaveAttribute('min', isoDay(0));
    await fillSearch(page, { checkIn: isoDay(-1), checkOut: isoDay(5) });
    await form.getByLabel('Check-out').press('Enter');
    await expect(error).toHaveText('Check-in date cannot be in the past');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a valid search opens Available Trips with the summary and matching packages', async ({ page }) => {
    const serengeti = (await locations(page)).find((l) => l.name === 'Serengeti')!;
    const checkIn = isoDay(30);
    const checkOut = isoDay(37);
    const query = `location=${serengeti.id}&guest_count=2&check_in=${checkIn}&check_out=${checkOut}`;
    const expected = ((await (await page.request.get(`/api/trips/search?${query}`)).json()).data as TripSearchData).trips;
    expect(expected.length).toBeGreaterThan(0);

    await page.goto('/');
    await expect(searchForm(page).getByRole('option', { name: 'Serengeti' })).toBeAttached();
    await fillSearch(page, { location: 'Serengeti', travelers: '2', checkIn, checkOut });
    await searchForm(page).getByRole('button', { name: 'Search' }).click();

    const dialog = page.getByRole('dialog', { name: 'Available Trips' });
    await expect(dialog).toBeVisible();
    const n = expected.length;
    await expect(dialog.getByTestId('results-count')).toHaveText(`${n} ${n === 1 ? 'trip' : 'trips'} found`);
    await expect(dialog).toContainText('2 travelers');
    await expect(dialog).toContainText('Serengeti');
    await expect(dialog).toContainText(`${pretty(checkIn)} – ${pretty(checkOut)}`);
    const cards = dialog.getByRole('article');
    await expect(cards.getByRole('heading')).toHaveText(expected.map((t) => t.name));
    await expect(cards.getByTestId('price')).toHaveText(expected.map((t) => usd(t.first_budget_price ?? t.base_price)));
    await expect(cards.getByTestId('trip-type')).toHaveText(expected.map((t) => t.trip_type.name));
    // Each card says whether it fits the 7-night stay, the fitting ones first (decision 0028).
    await expect(cards.getByTestId('fit-badge')).toHaveText(
      expected.map((t) => (t.fits_dates ? 'Fits your dates' : `Longer than your stay: ${t.duration_days} days`)),
    );
    await expect(cards.getByRole('img').first()).toHaveAttribute('src', expected[0]!.banner);

    await expectNoAxeViolations(page);
    await saveScreenshots(page, 'home-search-results');

    await dialog.getByRole('link', { name: 'View Full Itinerary' }).first().click();
    await expect(page).toHaveURL(`/packages/${expected[0]!.uuid}`);
  });

  test("a search nothing matches says 'No packages match your criteria.'", async ({ page }) => {
    await page.goto('/');
    await expect(searchForm(page).getByRole('option', { name: 'Serengeti' })).toBeAttached();
    // No seeded trip takes a party of 50.
    await fillSearch(page, { location: 'Serengeti', travelers: '50', checkIn: isoDay(10), checkOut: isoDay(14) });
    await searchForm(page).getByLabel('Destination').press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Available Trips' });
    await expect(dialog.getByText('No packages match your criteria.')).toBeVisible();
    await expect(dialog.getByTestId('results-count')).toHaveText('0 trips found');
    await expect(dialog).toContainText('50 travelers');
    // An empty result offers next steps, the place's own trips first.
    const steps = dialog.getByTestId('search-next-steps');
    await expect(steps.getByRole('link', { name: 'All trips to Serengeti National Park' })).toHaveAttribute(
      'href',
      '/destinations/serengeti#trips-visiting',
    );
    await expect(steps.getByRole('link', { name: 'Ask us for a trip in Serengeti' })).toHaveAttribute('href', '/inquiry');
    await expect(steps.getByRole('link', { name: 'Browse all packages' })).toHaveAttribute('href', '/all-packages');
    await expectNoAxeViolations(page);
    await saveScreenshots(page, 'home-search-empty');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    // Focus returns to where the visitor was.
    await expect(searchForm(page).getByLabel('Destination')).toBeFocused();

    await fillSearch(page, { travelers: '50' });
    await searchForm(page).getByLabel('Destination').press('Enter');
    await dialog.getByRole('link', { name: 'All trips to Serengeti National Park' }).click();
    await expect(page).toHaveURL('/destinations/serengeti#trips-visiting');
    await expect(
      page.getByRole('region', { name: 'Trips that visit Serengeti National Park' }).getByTestId('trip-card').first(),
    ).toBeVisible();
  });

  test('a stay shorter than every trip says so and searches the dates that would fit', async ({ page }) => {
    const serengeti = (await locations(page)).find((l) => l.name === 'Serengeti')!;
    const checkIn = isoDay(20);
    const checkOut = isoDay(21);
    const answer = async (out: string) =>
      (
        await (
          await page.request.get(`/api/trips/search?location=${serengeti.id}&guest_count=2&check_in=${checkIn}&check_out=${out}`)
        ).json()
      ).data as TripSearchData;
    const oneNight = await answer(checkOut);
    expect(oneNight.fitting, 'no Serengeti trip fits one night').toBe(0);
    const shortest = Math.min(...oneNight.trips.map((t) => t.duration_days));
    const fittingOut = isoDay(20 + shortest - 1);
    const fitting = await answer(fittingOut);

    await page.goto('/');
    await expect(searchForm(page).getByRole('option', { name: 'Serengeti' })).toBeAttached();
    await fillSearch(page, { location: 'Serengeti', travelers: '2', checkIn, checkOut });
    await searchForm(page).getByRole('button', { name: 'Search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Available Trips' });
    await expect(dialog.getByRole('heading', { name: 'Longer than your 1 night' })).toBeVisible();
    await expect(dialog.getByTestId('fit-suggestion')).toContainText(
      `None of these trips fits 1 night. The shortest needs ${shortest - 1} nights.`,
    );
    await expectNoAxeViolations(page);
    await saveScreenshots(page, 'home-search-longer');

    await dialog.getByRole('button', { name: `Search ${pretty(checkIn)} – ${pretty(fittingOut)}` }).click();
    const n = fitting.fitting;
    await expect(
      dialog.getByRole('heading', { name: `${n} ${n === 1 ? 'trip fits' : 'trips fit'} your ${shortest - 1} nights` }),
    ).toBeVisible();
    await expect(dialog).toContainText(`${pretty(checkIn)} – ${pretty(fittingOut)}`);
    await expect(dialog.getByRole('article').getByRole('heading')).toHaveText(fitting.trips.map((t) => t.name));
  });
});

test.describe('home trip search, for a visitor 14 hours behind the operator', () => {
  test.use({ timezoneId: 'Pacific/Pago_Pago' });

  test("check-in starts at the operator's today, not the browser's", async ({ page }) => {
    await page.goto('/');
    const form = searchForm(page);
    await expect(form.getByLabel('Check-in')).toHaveAttribute('min', isoDay(0));
    await fillSearch(page, { checkIn: isoDay(0) });
    await expect(form.getByLabel('Check-out')).toHaveAttribute('min', isoDay(1));
  });
});

test.describe('home page', () => {
  test('has its title, every section, and passes axe', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Tanzania Safaris, Kilimanjaro Climbs & Zanzibar Holidays | Safari Tanzania');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();

    // Scroll through so the deferred sections load, as a visitor would.
    await page.getByTestId('home-below-fold').scrollIntoViewIfNeeded();
    await expect(page.getByRole('heading', { name: 'Tanzania is our home, not a catalogue' })).toBeVisible();
    const stats = page.getByRole('region', { name: 'Our story in numbers' });
    for (const claim of ['50,000+', '15+', '25+', '4.9/5']) await expect(stats.getByText(claim, { exact: true })).toBeVisible();
    const styles = page.getByRole('list', { name: 'Trip styles' });
    for (const [name, href] of [
      ['Safari', '/safari-packages'],
      ['Kilimanjaro', '/kilimanjaro-packages'],
      ['Zanzibar', '/zanzibar-packages'],
      ['Experiences', '/experiences'],
    ] as const) {
      await expect(styles.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('href', href);
    }
    const testimonials = page.getByTestId('testimonial');
    await expect(testimonials).toHaveCount(3);
    await expect(testimonials.first().getByRole('img', { name: /Rated \d out of 5/ })).toBeVisible();
    const cta = page.getByRole('region', { name: 'Tell us about the trip you have in mind' });
    await expect(cta.getByRole('link', { name: 'Plan Your Trip' })).toHaveAttribute('href', '/inquiry');
    await expect(cta).toContainText('personalised proposal within 24 hours');
    await page.getByRole('heading', { name: 'Best Packages' }).scrollIntoViewIfNeeded();
    await expect(page.getByTestId('carousel-card')).toHaveCount(10);
    await page.evaluate(() => window.scrollTo(0, 0));

    await expectNoAxeViolations(page);
    await saveScreenshots(page, 'home');
  });

  test('the video story loads nothing from YouTube until the visitor presses play', async ({ page }) => {
    const external: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith('http://127.0.0.1')) external.push(request.url());
    });
    // Answer the embed locally: the test proves the click inserts it, not that YouTube is up.
    await page.route('https://www.youtube-nocookie.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>video</title><p>video</p>' }),
    );
    await page.goto('/');
    await page.getByTestId('home-below-fold').scrollIntoViewIfNeeded();
    // Its code loads as it comes into view; Preact may swap nodes while it hydrates (decision 0037).
    await expect(page.getByTestId('home-below-fold')).toHaveAttribute('data-ready', '');
    const play = page.getByRole('button', { name: 'Play our story video' });
    await play.scrollIntoViewIfNeeded();
    await expect(play).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.locator('iframe')).toHaveCount(0);
    expect(external).toEqual([]);

    await play.click();
    const frame = page.locator('iframe');
    await expect(frame).toHaveCount(1);
    await expect(frame).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?/);
    await expect(frame).toHaveAttribute('title', /Tanzania/);
    expect(external.some((url) => url.startsWith('https://www.youtube-nocookie.com/embed/'))).toBe(true);
  });
});
