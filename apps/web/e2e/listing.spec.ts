import type { APIRequestContext, Page } from '@playwright/test';
import type { TripCard } from '@safari/contracts/trip';
import { expectNoAxeViolations } from './support/a11y';
import { saveScreenshots } from './support/screenshots';
import { expect, test } from './support/test';
import { usd } from './support/money';

async function listTrips(request: APIRequestContext): Promise<TripCard[]> {
  const response = await request.get('/api/trips?limit=100&offset=0');
  expect(response.ok()).toBe(true);
  return (await response.json()).data.trips;
}

const ROUTES = [
  { path: '/all-packages', tab: 'All', title: 'All Tanzania Packages' },
  { path: '/safari-packages', tab: 'Safari', title: 'Safari Packages' },
  { path: '/kilimanjaro-packages', tab: 'Mountain', title: 'Kilimanjaro & Mountain Treks' },
  { path: '/zanzibar-packages', tab: 'Zanzibar', title: 'Zanzibar Beach Holidays' },
];

const cards = (page: Page) => page.getByTestId('trip-card');
const tabs = (page: Page) => page.getByRole('tablist', { name: 'Package types' });

/** The tab's results are on screen: either cards or the empty state. */
async function waitForResults(page: Page) {
  await expect(page.getByTestId('listing-count').or(page.getByRole('heading', { name: 'No packages found' }))).toBeVisible();
}

for (const route of ROUTES) {
  test(`${route.path} opens the ${route.tab} tab with its title`, async ({ page }) => {
    await page.goto(route.path);
    await expect(tabs(page).getByRole('tab', { name: route.tab, exact: true })).toHaveAttribute('aria-selected', 'true');
    await expect(tabs(page).getByRole('tab', { selected: true })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.title);
    await expect(page).toHaveTitle(`${route.title} | Safari Tanzania`);
    await waitForResults(page);
    await expectNoAxeViolations(page);
  });
}

test('switching tabs keeps the URL in step, Beach included, and Back restores the tab', async ({ page }) => {
  await page.goto('/all-packages');
  await waitForResults(page);
  const expected = [
    ['Safari', '/safari-packages'],
    ['Mountain', '/kilimanjaro-packages'],
    ['Zanzibar', '/zanzibar-packages'],
    ['Beach', '/all-packages?tab=beach'],
    ['All', '/all-packages'],
  ] as const;
  for (const [tab, url] of expected) {
    await tabs(page).getByRole('tab', { name: tab, exact: true }).click();
    await expect(page).toHaveURL(url);
    await expect(tabs(page).getByRole('tab', { name: tab, exact: true })).toHaveAttribute('aria-selected', 'true');
    await waitForResults(page);
    // Every tab shows trips or says there are none, never both.
    if (await page.getByRole('heading', { name: 'No packages found' }).isVisible()) {
      await expect(cards(page)).toHaveCount(0);
    } else {
      expect(await cards(page).count()).toBeGreaterThan(0);
    }
    if (tab === 'Beach') await expectNoAxeViolations(page);
  }
  await page.goBack();
  await expect(page).toHaveURL('/all-packages?tab=beach');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Beach Escapes');

  // The keyboard moves between tabs too: arrows move focus (roving tabindex), Enter opens.
  await tabs(page).getByRole('tab', { name: 'Beach', exact: true }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(tabs(page).getByRole('tab', { name: 'Zanzibar', exact: true })).toBeFocused();
  await expect(page).toHaveURL('/all-packages?tab=beach');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/zanzibar-packages');
  await page.goBack();
  await expect(page).toHaveURL('/all-packages?tab=beach');
});

test('only 6 cards show until View All Packages; cards carry the trip and open it', async ({ page, request }) => {
  const trips = await listTrips(request);
  expect(trips.length).toBeGreaterThan(6);
  await page.goto('/all-packages');
  await expect(cards(page)).toHaveCount(6);
  await expect(page.getByTestId('listing-count')).toHaveText(`Showing 6 of ${trips.length} packages`);
  await saveScreenshots(page, 'listing');

  // Newest first, as the API sends them.
  const first = trips[0]!;
  const card = cards(page).first();
  await expect(card).toHaveAttribute('data-id', first.uuid);
  await expect(card.getByRole('heading', { name: first.name })).toBeVisible();
  await expect(card.getByTestId('price')).toHaveText(usd(first.base_price));
  await expect(card).toContainText('From');
  await expect(card).toContainText('per person');
  const n = first.destination_count;
  await expect(card).toContainText(`${n} ${n === 1 ? 'destination' : 'destinations'} · ${first.trip_type.name}`);
  const plain = await page.evaluate(
    (html) => (new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '').replace(/\s+/g, ' ').trim(),
    first.description,
  );
  await expect(card).toContainText(plain.slice(0, 24));
  const image = card.getByRole('img', { name: first.name });
  await expect(image).toHaveAttribute('src', first.banner);
  await expect(image).toHaveAttribute('width', '1200');
  await expect(image).toHaveAttribute('loading', 'eager');
  await expect(cards(page).nth(5).getByRole('img')).toHaveAttribute('loading', 'lazy');

  await page.getByRole('button', { name: 'View All Packages' }).click();
  await expect(cards(page)).toHaveCount(trips.length);
  await expect(page.getByRole('button', { name: 'View All Packages' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Show Fewer' }).click();
  await expect(cards(page)).toHaveCount(6);

  // 'More' names its trip, so every link on the page is distinct, and opens the package.
  await card.getByRole('link', { name: `More about ${first.name}` }).click();
  await expect(page).toHaveURL(`/packages/${first.uuid}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.name);
});

test('each filter chip counts exactly the cards it shows, and toggles with aria-pressed', async ({ page }) => {
  await page.goto('/all-packages');
  await waitForResults(page);
  const chips = page.getByRole('group', { name: 'Filter packages' }).getByRole('button');
  const labels = await chips.getByTestId('chip-label').allTextContents();
  expect(labels[0]).toBe('All');
  expect(labels.length).toBeGreaterThan(2);
  // One chip per name; the demo catalogue's near-duplicate themes are merged into
  // the trip types they repeated.
  expect(new Set(labels).size).toBe(labels.length);
  for (const merged of ['Wildlife Safari', 'Beach & Island', 'Mountain Trekking']) expect(labels).not.toContain(merged);

  for (let i = 0; i < labels.length; i++) {
    const chip = chips.nth(i);
    const count = Number(await chip.getByTestId('chip-count').textContent());
    if (i > 0) await chip.click();
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('listing-count')).toContainText(`of ${count} `);
    const viewAll = page.getByRole('button', { name: 'View All Packages' });
    if (count > 6) await viewAll.click();
    else await expect(viewAll).toHaveCount(0);
    await expect(cards(page), `cards for chip ${labels[i]}`).toHaveCount(count);
  }

  // Pressing the active chip again goes back to All.
  const last = chips.last();
  await expect(last).toHaveAttribute('aria-pressed', 'true');
  await last.click();
  await expect(last).toHaveAttribute('aria-pressed', 'false');
  await expect(chips.first()).toHaveAttribute('aria-pressed', 'true');
});

test('the Mountain tab finds the Kilimanjaro climbs and its chips count within the tab', async ({ page, request }) => {
  const trips = await listTrips(request);
  const climbs = trips.filter((t) => /kilimanjaro|meru|mountain/i.test(`${t.name} ${t.trip_type.name}`));
  expect(climbs.length).toBeGreaterThan(0);
  await page.goto('/kilimanjaro-packages');
  await waitForResults(page);
  const allChip = page.getByRole('group', { name: 'Filter packages' }).getByRole('button').first();
  const total = Number(await allChip.getByTestId('chip-count').textContent());
  expect(total).toBeGreaterThanOrEqual(climbs.length);
  expect(total).toBeLessThan(trips.length);
  const firstClimb = climbs[0]!;
  if (total > 6) await page.getByRole('button', { name: 'View All Packages' }).click();
  await expect(page.locator(`[data-id="${firstClimb.uuid}"]`)).toBeVisible();
});
