import type { APIRequestContext } from '@playwright/test';
import type { DestinationDetail, DestinationSummary } from '@safari/contracts/destination';
import { expectNoAxeViolations } from './support/a11y';
import { saveScreenshots } from './support/screenshots';
import { loadLazyImages } from './support/lazy-images';
import { expect, test } from './support/test';

async function listDestinations(request: APIRequestContext): Promise<DestinationSummary[]> {
  const response = await request.get('/api/destinations?limit=20&offset=0');
  expect(response.ok()).toBe(true);
  return (await response.json()).data.destinations;
}

async function getDestination(request: APIRequestContext, key: string): Promise<DestinationDetail> {
  const response = await request.get(`/api/destinations/${key}`);
  expect(response.ok()).toBe(true);
  return (await response.json()).data.destination;
}

test('the destinations page lists every destination, and only active ones as recommended', async ({ page, request }) => {
  test.slow(); // two long grids: axe and full-page screenshots at two widths take a while
  const all = await listDestinations(request);
  const active = all.filter((d) => d.is_active);
  await page.goto('/destinations');

  await expect(page).toHaveTitle(/Destinations/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  const top = page.getByRole('region', { name: 'Top Popular Destinations' });
  const recommended = page.getByRole('region', { name: 'Recommended for You' });
  await expect(top.getByRole('heading', { level: 2, name: 'Top Popular Destinations' })).toBeVisible();
  await expect(recommended.getByRole('heading', { level: 2, name: 'Recommended for You' })).toBeVisible();
  await expect(top.getByTestId('destination-card')).toHaveCount(all.length);
  await expect(recommended.getByTestId('destination-card')).toHaveCount(active.length);

  // Card: uuid as id, name as title, 'location, region' line, five stars, link by slug.
  for (const destination of all.slice(0, 3)) {
    const card = top.locator(`[data-id="${destination.uuid}"]`);
    await expect(card.getByRole('heading', { name: destination.name })).toBeVisible();
    await expect(card.getByTestId('location-line')).toHaveText(`${destination.location.name}, ${destination.region.name}`);
    await expect(card.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
    await expect(card.getByRole('link', { name: destination.name })).toHaveAttribute('href', `/destinations/${destination.slug}`);
  }

  const inactive = all.filter((d) => !d.is_active);
  for (const destination of inactive) {
    await expect(top.locator(`[data-id="${destination.uuid}"]`)).toHaveCount(1);
    await expect(recommended.locator(`[data-id="${destination.uuid}"]`)).toHaveCount(0);
  }

  await expectNoAxeViolations(page);
  await loadLazyImages(page);
  await saveScreenshots(page, 'destinations');

  // A card opens its destination.
  const first = all[0]!;
  await top.getByRole('link', { name: first.name }).click();
  await expect(page).toHaveURL(`/destinations/${first.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible();
});

// Generic destination pages (the static five — Serengeti, Zanzibar, Kilimanjaro, Ngorongoro,
// Tarangire — have their own spec, static-destinations.spec.ts).
for (const slug of ['lake-manyara', 'ruaha']) {
  test(`destination detail by slug: ${slug} shows facts and activities`, async ({ page, request }) => {
    const destination = await getDestination(request, slug);
    await page.goto(`/destinations/${slug}`);

    await expect(page.getByRole('heading', { level: 1, name: destination.name })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(destination.name));
    await expect(page.getByTestId('location-line').first()).toHaveText(`${destination.location.name}, ${destination.region.name}`);
    for (const category of destination.categories) {
      await expect(page.getByRole('list', { name: 'Categories' }).getByText(category.name, { exact: true })).toBeVisible();
    }

    const facts = page.getByRole('region', { name: 'Key facts' });
    await expect(facts.getByTestId('fact')).toHaveCount(destination.facts.length);
    const fact = destination.facts[0]!;
    await expect(facts.getByText(fact.fact, { exact: true })).toBeVisible();
    await expect(facts.getByText(fact.sub_fact, { exact: true })).toBeVisible();

    const activities = page.getByRole('region', { name: 'Things to do' });
    await expect(activities.getByTestId('activity')).toHaveCount(destination.activities.length);
    for (const activity of destination.activities) {
      const item = activities.getByTestId('activity').filter({ hasText: activity.name });
      await expect(item).toHaveAttribute('data-active', String(activity.is_active));
      await expect(item.getByText('Currently unavailable')).toHaveCount(activity.is_active ? 0 : 1);
    }

    // 'Find trips' leads to the trips that visit this destination, listed on the page.
    await expect(page.getByRole('link', { name: 'Find trips' })).toHaveAttribute('href', `/destinations/${slug}#trips-visiting`);
    await expect(page.getByRole('link', { name: 'Plan Your Trip' }).last()).toHaveAttribute('href', '/inquiry');

    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(jsonLd).toMatchObject({
      '@type': 'TouristDestination',
      name: destination.name,
      address: { addressRegion: destination.region.name, addressCountry: 'TZ' },
    });
    expect(jsonLd.image).toBe(new URL(destination.banner, page.url()).href);

    await expectNoAxeViolations(page);
    if (slug === 'lake-manyara') {
      await saveScreenshots(page, 'destination-detail');
      await page.setViewportSize({ width: 390, height: 844 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    }
  });
}

test('destination detail by uuid opens the same page', async ({ page, request }) => {
  const serengeti = await getDestination(request, 'serengeti');
  await page.goto(`/destinations/${serengeti.uuid}`);
  await expect(page.getByRole('heading', { level: 1, name: serengeti.name })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Key facts' }).getByTestId('fact')).toHaveCount(serengeti.facts.length);
  await expect(page.getByRole('region', { name: 'Things to do' }).getByTestId('activity')).toHaveCount(serengeti.activities.length);
});

test('an inactive destination says so', async ({ page, request }) => {
  // The demo catalogue marks a few destinations inactive on purpose (seed data).
  const inactive = (await listDestinations(request)).find((d) => !d.is_active);
  if (!inactive) throw new Error('expected the demo catalogue to hold an inactive destination');
  await page.goto(`/destinations/${inactive.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: inactive.name })).toBeVisible();
  await expect(page.getByText('This destination is currently inactive.')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('an unknown destination shows the SPEC error and a way back', async ({ page, allowErrors }) => {
  allowErrors(/404/);
  await page.goto('/destinations/no-such-place');
  await expect(page.getByText('Failed to load destination details.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Back to destinations' }).click();
  await expect(page).toHaveURL('/destinations');
  await expect(page.getByRole('heading', { name: 'Top Popular Destinations' })).toBeVisible();
});
