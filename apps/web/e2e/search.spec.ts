import path from 'node:path';
import type { Page } from '@playwright/test';
import { SEARCH_ENTRIES, SEARCH_SUGGESTION_CHIPS } from '../src/features/search/data/search-entries';
import { test, expect } from './support/test';
import { expectNoAxeViolations } from './support/a11y';
import { SCREENSHOT_DIR } from './support/screenshots';

const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`) });

const SEARCH_LABEL = 'Search trips, destinations and experiences';

async function openSearch(page: Page, url = '/all-packages') {
  await page.goto(url);
  await page.getByRole('button', { name: 'Find trips and destinations' }).click();
  const input = page.getByRole('combobox', { name: SEARCH_LABEL });
  await expect(input).toBeFocused();
  return input;
}

const options = (page: Page) => page.getByRole('listbox', { name: 'Search suggestions' }).getByRole('option');

test.describe('header search', () => {
  test('matches by type, case-insensitively', async ({ page }) => {
    const input = await openSearch(page);
    await input.fill('BEACH trip');
    const beachTrips = SEARCH_ENTRIES.filter((e) => e.type === 'Beach Trip');
    await expect(options(page)).toHaveCount(Math.min(6, beachTrips.length));
    for (const entry of beachTrips.slice(0, 6)) {
      await expect(options(page).filter({ hasText: entry.title })).toContainText('Beach Trip');
    }
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolations(page);
    await shot(page, 'search-results-desktop');
  });

  test('shows at most 6 results', async ({ page }) => {
    const input = await openSearch(page);
    await input.fill('safari');
    expect(SEARCH_ENTRIES.filter((e) => /safari/i.test(`${e.title} ${e.type}`)).length).toBeGreaterThan(6);
    await expect(options(page)).toHaveCount(6);
  });

  test('Enter opens the first result', async ({ page }) => {
    const input = await openSearch(page);
    await input.fill('serengeti');
    await expect(options(page).first()).toContainText('Serengeti National Park');
    await input.press('Enter');
    await expect(page).toHaveURL(/\/destinations\/serengeti$/);
    await expect(page.getByRole('combobox', { name: SEARCH_LABEL })).toHaveCount(0);
  });

  test('arrow keys move the active option and Enter opens it', async ({ page }) => {
    const input = await openSearch(page);
    await input.fill('kilimanjaro');
    await expect(options(page).first()).toContainText('Kilimanjaro Machame Route');
    await input.press('ArrowDown');
    await input.press('ArrowDown');
    const second = options(page).nth(1);
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(input).toHaveAttribute('aria-activedescendant', (await second.getAttribute('id')) ?? 'missing');
    await input.press('ArrowUp');
    await expect(options(page).first()).toHaveAttribute('aria-selected', 'true');
    await input.press('ArrowDown');
    await input.press('Enter');
    // The second 'kilimanjaro' result is the Lemosho climb: it opens that trip's own page.
    await expect(page).toHaveURL(/\/packages\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('8-Day Kilimanjaro Lemosho Route');
  });

  test('no match shows the SPEC texts, five chips that run their query, and Browse All Packages', async ({ page }) => {
    const input = await openSearch(page);
    await input.fill('xyzzy');
    await expect(page.getByText('No results found for "xyzzy"')).toBeVisible();
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    const block = page.getByTestId('search-no-results');
    await expect(block.getByRole('button')).toHaveText([...SEARCH_SUGGESTION_CHIPS]);
    await expect(block.getByRole('link', { name: 'Browse All Packages' })).toHaveAttribute('href', '/all-packages');
    await expectNoAxeViolations(page);
    await shot(page, 'search-no-results-desktop');

    await block.getByRole('button', { name: 'Zanzibar' }).click();
    await expect(input).toHaveValue('Zanzibar');
    await expect(options(page).first()).toContainText('Zanzibar Island');
    await expect(page.getByTestId('search-no-results')).toHaveCount(0);

    await input.fill('qqq');
    await page.getByRole('link', { name: 'Browse All Packages' }).click();
    await expect(page).toHaveURL(/\/all-packages$/);
  });

  test('clicking a result opens its own page; one Escape closes the panel', async ({ page }) => {
    const input = await openSearch(page, '/');
    await input.fill('cultural');
    await options(page).filter({ hasText: 'Maasai Village & Lake Natron Tour' }).click();
    await expect(page).toHaveURL(/\/packages\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('2-Day Maasai Village & Lake Natron Tour');

    const again = await openSearch(page);
    const toggle = page.getByRole('button', { name: 'Find trips and destinations' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await again.fill('zanzibar');
    await expect(options(page).first()).toBeVisible();
    await again.press('Escape');
    await expect(page.getByRole('combobox', { name: SEARCH_LABEL })).toHaveCount(0);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the mobile menu holds the search box', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Menu' }).click();
      const input = page.locator('#mobile-menu').getByRole('combobox', { name: SEARCH_LABEL });
      await input.fill('ngorongoro');
      await expect(options(page).first()).toContainText('Ngorongoro Crater');
      await shot(page, 'search-results-phone');
      await input.press('Enter');
      await expect(page).toHaveURL(/\/destinations\/ngorongoro$/);
      await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    });
  });
});

test('every search entry leads to a page that is not the 404 page', async ({ request }) => {
  // Pages arrive rendered from the server with their real status (decision 0029), so each entry is
  // read as a crawler would: quick, and no browser navigation to wait out per entry.
  const urls = [...new Set(SEARCH_ENTRIES.map((entry) => entry.url))];
  const dead: string[] = [];
  for (const url of urls) {
    let res = await request.get(url, { maxRedirects: 0 });
    // A trip entry is the most specific page there is: the server sends it on to the trip's own page.
    if (url.startsWith('/trips/')) {
      expect(res.status(), url).toBe(302);
      expect(res.headers().location, url).toMatch(/^\/packages\/[0-9a-f-]{36}$/);
      res = await request.get(res.headers().location!, { maxRedirects: 0 });
    }
    const heading = /<main[^>]*>[\s\S]*?<h1[^>]*>([\s\S]*?)<\/h1>/.exec(await res.text())?.[1];
    if (res.status() !== 200 || !heading || /Page not found|not offered/.test(heading)) dead.push(url);
  }
  expect(dead, 'search suggestions that end on the 404 page or on no trip').toEqual([]);
});
