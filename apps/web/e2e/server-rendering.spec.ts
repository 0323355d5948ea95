import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';

// Decisions 0029, 0025: every public page arrives as finished HTML.

async function firstTripUuid(request: APIRequestContext) {
  const answer = await request.get('/api/trips?limit=1');
  const body = (await answer.json()) as { data: { trips: { uuid: string; name: string }[] } };
  return body.data.trips[0]!;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  const PAGES: [string, string | RegExp][] = [
    ['/', 'Tanzania, planned by people who live there'],
    ['/all-packages', 'All Tanzania Packages'],
    ['/safari-packages', /Safari/],
    ['/destinations', "Discover Tanzania's most extraordinary places"],
    ['/destinations/serengeti', 'Serengeti National Park'],
    ['/experiences', 'Virtual Experiences'],
    ['/about-us', 'Tanzania, shared by the people who know it best'],
    ['/faq', 'Frequently Asked Questions'],
    ['/terms', 'Booking Terms and Conditions'],
    ['/privacy', 'Privacy Notice'],
    ['/blog', 'Travel Stories and Guides'],
    ['/kilimanjaro', 'Climb Mount Kilimanjaro'],
    ['/contact-us', 'Start your adventure'],
  ];
  for (const [path, heading] of PAGES) {
    test(`${path} shows its main content`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByRole('contentinfo')).toContainText('Dar es Salaam');
    });
  }

  test('a package page carries its name, itinerary, price and link-preview tags', async ({ page, request }) => {
    const trip = await firstTripUuid(request);
    await page.goto(`/packages/${trip.uuid}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(trip.name);
    await expect(page.getByText('From', { exact: true }).first()).toBeVisible();
    const head = page.locator('head');
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/packages/${trip.uuid}$`));
    await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', new RegExp(trip.name));
    const image = await head.locator('meta[property="og:image"]').getAttribute('content');
    expect(image).toMatch(/^https?:\/\/.+\/media\/og\/.+\.jpg$/);
    await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    const preview = await request.get(new URL(image!).pathname);
    expect(preview.headers()['content-type']).toBe('image/jpeg');
    expect((await preview.body()).length).toBeGreaterThan(1000);
    const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent();
    expect(JSON.parse(jsonLd!)).toMatchObject({ '@type': 'Product', name: trip.name });
  });
});

test('the HTML itself holds the page: title, description, itinerary text and the data hand-off', async ({ request }) => {
  const trip = await firstTripUuid(request);
  const html = await (await request.get(`/packages/${trip.uuid}`)).text();
  expect(html).toContain(`<title>${trip.name} | Safari Tanzania</title>`);
  expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/);
  expect(html).toContain('id="ssr-data"');
  const detail = (await (await request.get(`/api/trips/${trip.uuid}`)).json()) as {
    data: { trip: { trip_points: { title?: string; name?: string }[] } };
  };
  const point = detail.data.trip.trip_points[0];
  const pointText = point?.title ?? point?.name;
  if (pointText) expect(html).toContain(pointText.replace(/&/g, '&amp;'));
});

test('unknown pages and packages answer 404 with their not-found text', async ({ page, request }) => {
  const unknown = await request.get('/no-such-page-here');
  expect(unknown.status()).toBe(404);
  expect(await unknown.text()).toContain('Page not found');
  const response = await page.goto('/packages/00000000-0000-4000-8000-000000000000');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Package not found');
});

test('signed-in pages come as the client-rendered shell, marked noindex', async ({ request }) => {
  const response = await request.get('/dashboard');
  expect(response.headers()['x-robots-tag']).toBe('noindex');
  const html = await response.text();
  expect(html).toContain('<div id="root"></div>');
  expect(html).not.toContain('id="ssr-data"');
});

test('the browser hydrates the page without fetching its data again', async ({ page, request }) => {
  const trip = await firstTripUuid(request);
  const apiCalls: string[] = [];
  page.on('request', (r) => {
    // The trip itself, not its departures: seats left are asked for again on purpose (fresh counts).
    if (new URL(r.url()).pathname === `/api/trips/${trip.uuid}`) apiCalls.push(r.url());
  });
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && !m.text().includes('404')) errors.push(m.text());
  });
  await page.goto(`/packages/${trip.uuid}`);
  await page.getByRole('tab', { name: 'Itinerary' }).click();
  await expect(page.getByRole('tab', { name: 'Itinerary' })).toHaveAttribute('aria-selected', 'true');
  expect(apiCalls).toEqual([]);
  expect(errors).toEqual([]);
});

// Decision 0038: React DOM itself hydrates the server's HTML (its container mark on
// #root), the markup is kept as it came (the same <h1> node before and after), and a mismatch
// would be a console error, which fails the test (support/test.ts).
test.describe('React hydrates the server HTML', () => {
  for (const [name, path] of [
    ['home', '/'],
    ['a listing', '/all-packages'],
    ['a package page', null],
    ['destinations', '/destinations'],
  ] as const) {
    test(`on ${name}`, async ({ page, request }) => {
      const url = path ?? `/packages/${(await firstTripUuid(request)).uuid}`;
      await page.goto(url);
      await page.evaluate(() => ((window as { serverHeading?: Element | null }).serverHeading = document.querySelector('h1')));
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      const hydration = await page.evaluate(() => ({
        containerMark: Object.keys(document.getElementById('root')!).some((key) => key.startsWith('__reactContainer$')),
        fiberOnHeading: Object.keys(document.querySelector('h1')!).some((key) => key.startsWith('__reactFiber$')),
        sameHeading: (window as { serverHeading?: Element | null }).serverHeading === document.querySelector('h1'),
      }));
      expect(hydration).toEqual({ containerMark: true, fiberOnHeading: true, sameHeading: true });
    });
  }
});
