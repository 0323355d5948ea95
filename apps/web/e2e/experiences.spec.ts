import type { DestinationSummary } from '@safari/contracts/destination';
import { expectNoAxeViolations } from './support/a11y';
import { saveScreenshots } from './support/screenshots';
import { loadLazyImages } from './support/lazy-images';
import { expect, test } from './support/test';

function countLine(n: number) {
  return `Showing ${n} ${n === 1 ? 'experience' : 'experiences'}`;
}

test('category chips with counts filter the experiences and All restores them', async ({ page, request }) => {
  test.slow(); // a long grid: axe and full-page screenshots at two widths take a while
  const response = await request.get('/api/destinations?limit=100&offset=0');
  const destinations: DestinationSummary[] = (await response.json()).data.destinations;
  const counts = new Map<string, number>();
  for (const d of destinations) {
    for (const name of new Set(d.categories.map((c) => c.name))) counts.set(name, (counts.get(name) ?? 0) + 1);
  }

  await page.goto('/experiences');
  await expect(page).toHaveTitle(/Virtual Experiences/);
  const chips = page.getByRole('group', { name: 'Filter experiences by category' });
  const chipButtons = chips.getByRole('button');
  await expect(chipButtons).toHaveCount(counts.size + 1);
  await expect(chipButtons.first()).toHaveAttribute('data-category', 'All');
  await expect(chipButtons.first()).toContainText(String(destinations.length));
  await expect(chipButtons.first()).toHaveAttribute('aria-pressed', 'true');
  for (const [name, count] of counts) {
    await expect(chips.locator(`[data-category="${name}"]`)).toContainText(String(count));
  }
  const cards = page.getByTestId('experience-card');
  await expect(cards).toHaveCount(destinations.length);
  await expect(page.getByTestId('experience-count')).toHaveText(countLine(destinations.length));

  await expectNoAxeViolations(page);
  await loadLazyImages(page);
  await saveScreenshots(page, 'experiences');

  // Pick the category with the fewest destinations so the filter visibly narrows the grid.
  const [category, expected] = [...counts].sort((a, b) => a[1] - b[1])[0]!;
  await chips.locator(`[data-category="${category}"]`).click();
  await expect(chips.locator(`[data-category="${category}"]`)).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(`/experiences?category=${encodeURIComponent(category).replace(/%20/g, '+')}`);
  await expect(cards).toHaveCount(expected);
  await expect(page.getByTestId('experience-count')).toHaveText(countLine(await cards.count()));

  await chips.locator('[data-category="All"]').click();
  await expect(cards).toHaveCount(destinations.length);
  await expect(page.getByTestId('experience-count')).toHaveText(countLine(destinations.length));
  await expect(page).toHaveURL('/experiences');
});

test('?category= in the URL filters on arrival; an unknown one shows the empty state', async ({ page, request }) => {
  const response = await request.get('/api/destinations?limit=100&offset=0');
  const destinations: DestinationSummary[] = (await response.json()).data.destinations;
  const name = destinations[0]!.categories[0]!.name;
  const expected = destinations.filter((d) => d.categories.some((c) => c.name === name)).length;

  await page.goto(`/experiences?category=${encodeURIComponent(name)}`);
  await expect(page.getByTestId('experience-card')).toHaveCount(expected);
  await expect(page.getByTestId('experience-count')).toHaveText(countLine(expected));

  await page.goto('/experiences?category=Glacier');
  await expect(page.getByRole('heading', { name: 'No experiences found' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'View All Experiences' }).click();
  await expect(page.getByTestId('experience-card')).toHaveCount(destinations.length);
  await expect(page.locator('[data-category="All"]')).toHaveAttribute('aria-pressed', 'true');
});

test('on a phone the chip row scrolls by itself and the page does not scroll sideways', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/experiences');
  const chips = page.getByRole('group', { name: 'Filter experiences by category' });
  await expect(chips.getByRole('button').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // The last chip is reachable by scrolling the row (and by Tab).
  const last = chips.getByRole('button').last();
  await last.scrollIntoViewIfNeeded();
  await expect(last).toBeInViewport();
});
