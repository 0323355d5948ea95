import type { Page } from '@playwright/test';
import { ENGAGEMENT_SUCCESS } from '@safari/contracts/messages';
import { asUser, expectToast } from './support/account';
import { expectNoAxeViolations } from './support/a11y';
import { loadLazyImages } from './support/lazy-images';
import { saveScreenshots } from './support/screenshots';
import { expect, test } from './support/test';

test.describe.configure({ timeout: 60_000 });

const stats = (page: Page) => page.getByTestId('destination-stats');

/** The server's half of the page: its facts, and the trips whose itinerary visits the place. */
async function expectLiveDetails(page: Page, name: string) {
  await expect(page.getByRole('heading', { name: 'Key facts' })).toBeVisible();
  const trips = page.getByRole('region', { name: `Trips that visit ${name}` });
  await expect(trips.getByTestId('trip-card').first()).toBeVisible();
}

test('Ngorongoro: the SPEC stats, wildlife with populations, three packages that book, conservation', async ({ page }) => {
  await page.goto('/destinations/ngorongoro');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ngorongoro Crater');
  for (const [value, label] of [
    ['20 km', 'Crater diameter'],
    ['25,000', 'Large animals'],
    ['600 m', 'Crater depth'],
    ['1959', 'Conservation area established'],
  ] as const) {
    await expect(stats(page).getByRole('definition').filter({ hasText: value })).toHaveCount(1);
    await expect(stats(page).getByRole('term').filter({ hasText: label })).toHaveCount(1);
  }
  await expect(page.getByTestId('highlight')).toHaveCount(6);
  const wildlife = page.getByTestId('wildlife');
  await expect(wildlife).toHaveCount(7);
  await expect(wildlife.filter({ hasText: 'Black rhino' })).toContainText('about 30');
  const packages = page.getByTestId('static-package');
  await expect(packages).toHaveCount(3);
  for (const [i, [price, days]] of (
    [
      ['$350.00', '1 day'],
      ['$850.00', '2 days'],
      ['$1,650.00', '4 days'],
    ] as const
  ).entries()) {
    await expect(packages.nth(i)).toContainText(price);
    await expect(packages.nth(i)).toContainText(days);
  }
  await expect(page.getByRole('heading', { name: 'Conservation' })).toBeVisible();
  await expectLiveDetails(page, 'Ngorongoro Crater');
  await expectNoAxeViolations(page);
  await loadLazyImages(page);
  await saveScreenshots(page, 'destination-ngorongoro');

  await packages
    .nth(1)
    .getByRole('link', { name: /Book Now/ })
    .click();
  await expect(page).toHaveURL('/book/ngorongoro-2-day-safari');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('2-Day Ngorongoro and Lake Manyara Safari');
  await expect(page.getByText('$850.00').first()).toBeVisible();
});

test('Tarangire: Book Safari and View Location act, prices follow the currency, Book Now books', async ({ page }) => {
  await page.goto('/destinations/tarangire');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tarangire National Park');
  for (const value of ['2,850 km²', '550+', '1970']) await expect(stats(page)).toContainText(value);
  const highlights = page.getByTestId('highlight');
  await expect(highlights.filter({ hasText: 'Elephant herds' })).toContainText('Best time: June to October');
  expect(await highlights.getByText(/^Best time:/).count()).toBe(await highlights.count());
  await expect(page.getByRole('heading', { name: 'When to Visit' })).toBeVisible();

  await page.getByRole('link', { name: 'View Location' }).click();
  await expect(page).toHaveURL(/#location$/);
  await expect(page.getByRole('img', { name: /Map of Tanzania showing Tarangire/ })).toBeInViewport();
  await page.getByRole('link', { name: 'Book Safari' }).click();
  await expect(page.getByRole('heading', { name: 'Tarangire Safari Packages' })).toBeInViewport();

  const packages = page.getByTestId('static-package');
  for (const [i, price] of ['$1,200.00', '$1,600.00', '$2,800.00'].entries()) {
    await expect(packages.nth(i)).toContainText(`${price} per person`);
  }
  // Every price goes through the currency selector (live EUR rate 0.9 in the tests).
  await page.getByLabel('Currency').selectOption('EUR');
  await expect(packages.nth(0)).toContainText('€1,080.00 per person');
  await page.getByLabel('Currency').selectOption('USD');
  await expectLiveDetails(page, 'Tarangire National Park');
  await expectNoAxeViolations(page);
  await loadLazyImages(page);
  await saveScreenshots(page, 'destination-tarangire');

  await packages
    .nth(2)
    .getByRole('link', { name: /Book Now/ })
    .click();
  await expect(page).toHaveURL('/book/tarangire-6-day-safari');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('6-Day Tarangire, Serengeti and Ngorongoro');
});

for (const [slug, name, stat] of [
  ['serengeti', 'Serengeti National Park', '14,750 km²'],
  ['zanzibar', 'Zanzibar', 'Stone Town on the UNESCO list'],
] as const) {
  test(`${name}: written content with the server's facts and trips, no booking actions`, async ({ page }) => {
    await page.goto(`/destinations/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(stats(page)).toContainText(stat);
    await expect(page.getByTestId('highlight')).toHaveCount(6);
    await expect(page.getByRole('link', { name: /Book/ })).toHaveCount(0);
    await expect(page.getByRole('img', { name: new RegExp(`Map of Tanzania showing ${name}`) })).toBeVisible();
    await expectLiveDetails(page, name);
    await expectNoAxeViolations(page);
    await loadLazyImages(page);
    await saveScreenshots(page, `destination-${slug}`);
  });
}

test('the destinations grid opens the rich pages, one page per place', async ({ page }) => {
  await page.goto('/destinations');
  await page.getByRole('region', { name: 'Top Popular Destinations' }).getByRole('link', { name: 'Ngorongoro Crater' }).first().click();
  await expect(page).toHaveURL('/destinations/ngorongoro');
  await expect(page.getByTestId('static-package')).toHaveCount(3);
});

test('like and rate sit in the hero of the five static pages, as on every destination page', async ({ page, request, signedInUser }) => {
  test.setTimeout(120_000);
  const liked: string[] = [];
  for (const slug of ['serengeti', 'zanzibar', 'kilimanjaro', 'ngorongoro', 'tarangire']) {
    const destination = (await (await request.get(`/api/destinations/${slug}`)).json()).data.destination as { uuid: string; name: string };
    await page.goto(`/destinations/${slug}`);
    const like = page.getByRole('button', { name: `Like ${destination.name}` });
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByRole('button', { name: `Rate ${destination.name}` })).toBeVisible();
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expectToast(page, 'Success', ENGAGEMENT_SUCCESS.liked);
    liked.push(destination.uuid);
  }
  const likes = (await (await asUser(request, signedInUser).get('/user/likes')).json()).data.likes as Array<{ likeable_uuid: string }>;
  expect(likes.map((l) => l.likeable_uuid).sort()).toEqual([...liked].sort());
  // Liked stays liked on the next visit (read back from the server).
  await page.goto('/destinations/serengeti');
  await expect(page.getByRole('button', { name: /^Like / })).toHaveAttribute('aria-pressed', 'true');
  await expectNoAxeViolations(page);
  await saveScreenshots(page, 'destination-serengeti-liked');
});
