import type { Page } from '@playwright/test';
import type { Testimonial } from '@safari/contracts/content';
import { MARKETING_CLAIMS } from '../src/lib/company';
import { expectNoAxeViolations } from './support/a11y';
import { saveScreenshots } from './support/screenshots';
import { expect, test } from './support/test';

/** Scrolls every lazy <img> in main into view and waits until it has really loaded. */
async function loadAllImages(page: Page) {
  const images = page.getByRole('main').locator('img');
  for (let i = 0; i < (await images.count()); i += 1) {
    await images.nth(i).scrollIntoViewIfNeeded();
    await expect.poll(() => images.nth(i).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(images.nth(i)).not.toHaveAttribute('data-fallback', 'true');
  }
}

const EXPERIENCES = [
  { slug: 'safari-adventures', title: 'Safari Adventures', listing: '/safari-packages' },
  { slug: 'cultural-tours', title: 'Cultural Tours', listing: '/all-packages' },
  { slug: 'beach-activities', title: 'Beach Activities', listing: '/zanzibar-packages' },
  { slug: 'mountain-trekking', title: 'Mountain Trekking', listing: '/kilimanjaro-packages' },
  { slug: 'accommodation', title: 'Safari Lodges & Accommodation', listing: '/all-packages' },
];

const ROUTES = ['Marangu', 'Machame', 'Lemosho', 'Rongai', 'Northern Circuit', 'Umbwe'];

for (const experience of EXPERIENCES) {
  test(`experience page ${experience.slug} renders its content and ends with its packages`, async ({ page }) => {
    await page.goto(`/experiences/${experience.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(experience.title);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page).toHaveTitle(new RegExp(experience.title));
    await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);

    // No booking on a written page: only the way to the listing and to an inquiry.
    const main = page.getByRole('main');
    await expect(main.getByRole('button', { name: /book/i })).toHaveCount(0);
    const nextSteps = page.getByRole('region', { name: 'Ready when you are' });
    await expect(nextSteps.getByRole('link', { name: /Browse .* Packages/ })).toHaveAttribute('href', experience.listing);
    await expect(nextSteps.getByRole('link', { name: 'Plan Your Trip' })).toHaveAttribute('href', '/inquiry');

    // Every destination banner on the page loads (a broken one would fall back to the placeholder).
    await loadAllImages(page);
    await expectNoAxeViolations(page);
  });
}

test('mountain trekking presents the six Kilimanjaro routes', async ({ page }) => {
  await page.goto('/experiences/mountain-trekking');
  const routes = page.getByTestId('kilimanjaro-route');
  await expect(routes.getByRole('heading', { level: 3 })).toHaveText(ROUTES);
  for (const route of await routes.all()) {
    await expect(route.getByText(/^\d+-\d+ days$/)).toBeVisible();
    await expect(route.getByText(/^(Moderate|Challenging)$/)).toBeVisible();
    await expect(route.getByText(/^\d{2}%$/)).toBeVisible();
    expect(await route.getByRole('listitem').count()).toBeGreaterThanOrEqual(3);
  }
  const route = (name: string) => routes.filter({ has: page.getByRole('heading', { name, exact: true }) });
  await expect(route('Machame').getByText('Challenging')).toBeVisible();
  await expect(route('Lemosho').getByText('95%')).toBeVisible();
  await loadAllImages(page);
  await saveScreenshots(page, 'experience-mountain-trekking');
});

test('moving between experiences keeps the page and an unknown slug shows the 404', async ({ page }) => {
  await page.goto('/experiences/safari-adventures');
  await page.getByRole('navigation', { name: 'More experiences' }).getByRole('link', { name: 'Beach Activities' }).click();
  await expect(page).toHaveURL(/\/experiences\/beach-activities$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Beach Activities');

  await page.goto('/experiences/underwater-skiing');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Popular pages' }).getByRole('link', { name: 'About Us' })).toHaveAttribute(
    'href',
    '/about-us',
  );
  await expect(page).toHaveTitle(/Page not found/);
});

test('about page: figures, core values, journey and the call to action', async ({ page, request }) => {
  const response = await request.get('/api/get-testimonals');
  expect(response.ok()).toBe(true);
  const testimonials: Testimonial[] = (await response.json()).data.testimonials;
  expect(testimonials.length).toBeGreaterThan(0);

  await page.goto('/about-us');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page).toHaveTitle(/About Us/);
  const stats = page.getByRole('region', { name: 'Safari Tanzania in numbers' });
  for (const value of Object.values(MARKETING_CLAIMS)) await expect(stats.getByText(value, { exact: true })).toBeVisible();

  const values = page.getByRole('region', { name: 'Our core values' });
  await expect(values.getByRole('heading', { level: 3 })).toHaveText([
    'Authentic Experiences',
    'Safety First',
    'Sustainable Tourism',
    'Community Support',
  ]);
  const offers = page.getByRole('region', { name: 'Every side of Tanzania' });
  await expect(offers.getByRole('heading', { level: 3 })).toHaveText([
    'Wildlife Safaris',
    'Kilimanjaro Climbs',
    'Zanzibar Beaches',
    'Cultural Tours',
  ]);
  await expect(page.getByRole('heading', { name: 'Brussels, Belgium', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Dar es Salaam, Tanzania', exact: true })).toBeVisible();

  const journey = page.getByRole('region', { name: 'Our journey' }).getByTestId('milestone');
  await expect(journey.first()).toContainText('2009');
  await expect(journey.last()).toContainText('2024');
  expect(await journey.count()).toBeGreaterThanOrEqual(6);

  // Seeded testimonials load; the avatar is initials and the stars have a text alternative.
  const cards = page.getByTestId('testimonial');
  await expect(cards.first()).toBeVisible();
  await expect(cards.first()).toContainText(testimonials[0]!.tourist.name);
  await expect(cards.first().getByRole('img', { name: /^Rated [1-5] out of 5$/ })).toBeVisible();
  if (testimonials.length > 6) {
    await expect(cards).toHaveCount(6);
    await page.getByRole('button', { name: `Show all ${testimonials.length} testimonials` }).click();
  }
  await expect(cards).toHaveCount(testimonials.length);

  // Anonymous: no way to share a testimonial.
  await expect(page.getByRole('link', { name: 'Share Your Testimonial' })).toHaveCount(0);

  const cta = page.getByRole('link', { name: 'Start Your Journey' });
  await expect(cta).toHaveAttribute('href', '/all-packages');
  await expectNoAxeViolations(page);
  await saveScreenshots(page, 'about');
  await cta.click();
  await expect(page).toHaveURL(/\/all-packages$/);
});

// A real traveller's token: a made-up one now reaches the API (cart, session) and is refused.
test('about page offers "Share Your Testimonial" only when a token is stored', async ({ page, signedInUser }) => {
  expect(signedInUser.token.length).toBeGreaterThan(10);
  await page.goto('/about-us');
  const share = page.getByRole('link', { name: 'Share Your Testimonial' });
  await expect(share).toBeVisible();
  await expect(share).toHaveAttribute('href', '/save-testimonial');
  await expect(page.getByTestId('testimonial').first()).toBeVisible();
  await expectNoAxeViolations(page);
});

for (const legal of [
  { path: '/terms', title: 'Booking Terms and Conditions', section: 'Cancellation by you', shot: 'terms' },
  { path: '/privacy', title: 'Privacy Notice', section: 'Your rights', shot: 'privacy' },
]) {
  test(`${legal.path} renders with a table of contents of working anchors`, async ({ page }) => {
    await page.goto(legal.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(legal.title);
    await expect(page).toHaveTitle(new RegExp(legal.title));
    await expect(page.getByText('Last updated: 21 November 2026')).toBeVisible();

    const toc = page.getByRole('navigation', { name: 'Contents' });
    const links = toc.getByRole('link');
    const sections = page.getByRole('main').locator('section[id]');
    await expect(links).toHaveCount(await sections.count());
    // Every anchor points at a section that exists.
    for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))) {
      await expect(page.locator(`section${href}`)).toHaveCount(1);
    }

    await toc.getByRole('link', { name: legal.section }).click();
    await expect(page).toHaveURL(new RegExp(`${legal.path}#`));
    await expect(page.getByRole('heading', { level: 2, name: legal.section })).toBeInViewport();
    await expectNoAxeViolations(page);
    if (legal.shot === 'terms') await saveScreenshots(page, legal.shot);
  });
}

test('the privacy notice names the controller and keeps passport images private', async ({ page }) => {
  await page.goto('/privacy');
  await expect(page.getByText(/controller of your personal data is Safari Tanzania, Avenue Louise 149, 1050 Brussels/)).toBeVisible();
  await expect(page.getByText(/Passport image: only if you choose to upload one/)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Purposes of processing and their legal bases' })).toBeVisible();
  const contact = page.getByRole('region', { name: 'Contact us' });
  await expect(contact.getByRole('link', { name: 'brussels@safaritanzania.com', exact: true })).toHaveAttribute(
    'href',
    'mailto:brussels@safaritanzania.com',
  );
});
