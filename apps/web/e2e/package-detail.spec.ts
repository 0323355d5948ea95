import type { APIRequestContext, Page } from '@playwright/test';
import type { TripCard, TripDetail } from '@safari/contracts/trip';
import { expectNoAxeViolations } from './support/a11y';
import { saveScreenshots } from './support/screenshots';
import { expect, test } from './support/test';
import { usd } from './support/money';

/** The newest trip, as the listing shows it first, with its full detail from the API. */
async function newestTrip(request: APIRequestContext): Promise<TripDetail> {
  const list = await request.get('/api/trips?limit=1&offset=0');
  expect(list.ok()).toBe(true);
  const [card] = (await list.json()).data.trips as TripCard[];
  const detail = await request.get(`/api/trips/${card!.uuid}`);
  expect(detail.ok()).toBe(true);
  return (await detail.json()).data.trip;
}

const openTab = async (page: Page, name: string) => {
  const tab = page.getByRole('tablist', { name: 'Package details' }).getByRole('tab', { name, exact: true });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  return page.getByRole('tabpanel');
};

test('overview: banner, price, description, highlights, categories and add-ons', async ({ page, request }) => {
  const trip = await newestTrip(request);
  await page.goto(`/packages/${trip.uuid}`);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(trip.name);
  await expect(page).toHaveTitle(`${trip.name} | Safari Tanzania`);
  const description = await page.locator('meta[name="description"]').last().getAttribute('content');
  expect(description!.length).toBeGreaterThan(20);
  expect(description!.length).toBeLessThanOrEqual(160);
  expect(description).not.toContain('<');

  const banner = page.getByRole('img', { name: trip.name }).first();
  await expect(banner).toHaveAttribute('src', trip.banner);
  await expect(banner).toHaveAttribute('loading', 'eager');
  await expect(page.getByTestId('banner-price')).toHaveText(`From ${usd(trip.base_price)} per person`);

  const panel = await openTab(page, 'Overview');
  await expect(panel.getByRole('heading', { name: 'About this package' })).toBeVisible();
  const firstParagraph = await page.evaluate(
    (html) => new DOMParser().parseFromString(html, 'text/html').querySelector('p')?.textContent ?? '',
    trip.description,
  );
  await expect(panel.locator('.rich-text')).toContainText(firstParagraph.slice(0, 40));
  await expect(panel.getByTestId('highlights').getByRole('listitem')).toHaveText(trip.highlights);
  await expect(panel.getByTestId('categories').getByRole('listitem')).toHaveText(trip.trip_categories.map((c) => c.category.name));
  await expect(panel.getByTestId('included').getByRole('listitem')).toHaveText(trip.trip_addons.map((c) => c.category.name));
  await expect(panel.getByTestId('excluded').getByRole('listitem')).toHaveText(trip.trip_not_addons.map((c) => c.category.name));

  // Sidebar summary.
  const summary = page.getByRole('complementary', { name: 'Package summary' });
  await expect(summary).toContainText('Min. 2 Guests');
  await expect(summary).toContainText('prices vary by season and group size');
  await expect(summary).toContainText(`${trip.duration_days} days`);
  await expect(summary.getByTestId('price')).toHaveText(usd(trip.base_price));

  await expectNoAxeViolations(page);
  await saveScreenshots(page, 'package-detail-overview');
});

test('itinerary: trip points in order, numbered 1 to n', async ({ page, request }) => {
  const trip = await newestTrip(request);
  await page.goto(`/packages/${trip.uuid}`);
  const panel = await openTab(page, 'Itinerary');
  const sorted = [...trip.trip_points].sort((a, b) => a.order - b.order);
  expect(sorted.length).toBeGreaterThan(1);
  await expect(panel.getByTestId('itinerary-number')).toHaveText(sorted.map((_, i) => String(i + 1)));
  await expect(panel.getByTestId('itinerary').getByRole('heading', { level: 3 })).toHaveText(sorted.map((p) => p.title));
  await expect(panel).toContainText(sorted[0]!.description);
  await expectNoAxeViolations(page);
});

test('budget: a table per season, classes by 2, 4 and 6+ people, per-person prices', async ({ page, request }) => {
  const trip = await newestTrip(request);
  await page.goto(`/packages/${trip.uuid}`);
  const panel = await openTab(page, 'Budget');

  const tables = panel.getByRole('table');
  await expect(tables).toHaveCount(2);
  await expect(tables.locator('caption')).toHaveText(['Low Season', 'High Season']);
  for (const season of ['Low Season', 'High Season']) {
    const table = panel.getByRole('table', { name: season });
    await expect(table.getByRole('columnheader')).toHaveText(['Service class', '2 People', '4 People', '6+ People']);
    const rows = trip.budgets.filter((b) => b.season.name === season);
    const classes = [...new Set(rows.map((b) => b.service_class.name))];
    await expect(table.getByRole('rowheader')).toHaveText(classes);
    for (const budget of rows) {
      const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: budget.service_class.name }) });
      const column = [2, 4, 6].indexOf(budget.quantity);
      await expect(row.getByTestId('price').nth(column)).toHaveText(usd(budget.price));
    }
  }
  await expectNoAxeViolations(page);
  await saveScreenshots(page, 'package-detail-budget');
});

test('book now: the sidebar button opens the booking form and moves focus to its tab', async ({ page, request }) => {
  const trip = await newestTrip(request);
  await page.goto(`/packages/${trip.uuid}`);
  await page.getByRole('complementary', { name: 'Package summary' }).getByRole('button', { name: 'Book Now' }).click();
  const tab = page.getByRole('tab', { name: 'Book Now' });
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await expect(tab).toBeFocused();
  // The form itself is tested in booking.spec.ts.
  await expect(page.getByRole('tabpanel').getByRole('form', { name: `Book ${trip.name}` })).toBeVisible();
});

test('share copies the link and says so', async ({ page, context, request }) => {
  const trip = await newestTrip(request);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // Desktop Chromium on Linux has no share sheet anyway; a CHROME_PATH browser might, so take
  // it away to test the clipboard path everywhere.
  await page.addInitScript(() => {
    delete (Navigator.prototype as Partial<Navigator>).share;
  });
  await page.goto(`/packages/${trip.uuid}`);
  const summary = page.getByRole('complementary', { name: 'Package summary' });
  expect(await page.evaluate(() => typeof navigator.share)).toBe('undefined');
  await summary.getByRole('button', { name: 'Share' }).click();
  await expect(summary.getByRole('status')).toHaveText('Link copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
});

test('JSON-LD describes the package as a Product with an AggregateOffer in USD', async ({ page, request, baseURL }) => {
  const trip = await newestTrip(request);
  await page.goto(`/packages/${trip.uuid}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(trip.name);
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const product = blocks.map((text) => JSON.parse(text)).find((data) => data['@type'] === 'Product');
  expect(product).toBeTruthy();
  const prices = trip.budgets.map((b) => b.price);
  expect(product).toMatchObject({
    '@context': 'https://schema.org',
    name: trip.name,
    image: `${baseURL}${trip.banner}`,
    brand: { '@type': 'Brand', name: 'Safari Tanzania' },
    offers: {
      '@type': 'AggregateOffer',
      priceCurrency: 'USD',
      lowPrice: Math.min(...prices),
      highPrice: Math.max(...prices),
      offerCount: trip.budgets.length,
    },
  });
  expect(product.description).not.toMatch(/<[a-z]/i);
  expect(product.description.length).toBeGreaterThan(20);
});

test("an unknown package says 'Package not found'", async ({ page, allowErrors }) => {
  // The browser logs the API's 404 answer as a failed resource.
  allowErrors(/404/);
  await page.goto('/packages/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Package not found');
  await expect(page.getByRole('link', { name: 'Browse All Packages' })).toHaveAttribute('href', '/all-packages');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expectNoAxeViolations(page);
});
