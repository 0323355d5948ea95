import type { Locator, Page } from '@playwright/test';
import { RENDER_ERRORS } from '../src/app/route-error-texts';
import { expect, test } from './support/test';

// A visitor's walk through every route by client-side navigation only: one page.goto('/'),
// then clicks on header, footer and in-page links, scrolling in between, and Back. Pages that
// share the query cache break only this way (two files once cached different shapes under one
// key: Home, then About, showed 'Something went wrong'). The auto fixture in support/test.ts
// fails the walk on any console.error, page error, failed request or 5xx.

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const footerNav = (page: Page, name: 'Company' | 'Explore') => page.getByRole('navigation', { name });

/** Waits for the URL and the page's <h1>; the error screen's <h1> would fail it, naming the error. */
async function arrive(page: Page, url: string | RegExp, heading: string | RegExp) {
  await expect(page).toHaveURL(url);
  await expect(page.locator('main h1').first()).toHaveText(heading);
}

/**
 * Scrolls to the end of the page with the mouse wheel, a screen at a time, as a reader does:
 * lazy sections, images and the footer load on the way. Each step waits for the scroll to
 * land; the page may grow as sections arrive, so the end is re-read every step.
 */
async function scrollThrough(page: Page) {
  // In the left margin: a wheel over a list that scrolls on its own (the inquiry form's
  // destinations and locations) scrolls that list, not the page.
  await page.mouse.move(8, 400);
  for (let step = 0; step < 60; step += 1) {
    const { y, end } = await page.evaluate(() => ({
      y: window.scrollY,
      end: window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2,
    }));
    if (end) break;
    // Wheeled again if the scroll did not land: after Back, the restored position can arrive
    // just after `y` was read and undo the first wheel.
    await expect(async () => {
      await page.mouse.wheel(0, 700);
      await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 1_000 }).toBeGreaterThan(y);
    }).toPass({ timeout: 15_000 });
  }
  await expect(footerNav(page, 'Company')).toBeVisible();
  await expect(page.getByRole('heading', { name: RENDER_ERRORS.title })).toHaveCount(0);
}

/** Opens the header search, types, and picks the suggestion: a click, as a visitor would. */
async function searchAndPick(page: Page, query: string, suggestion: string) {
  await page.getByRole('button', { name: 'Find trips and destinations' }).click();
  await page.getByRole('combobox', { name: 'Search trips, destinations and experiences' }).fill(query);
  await page.getByRole('option', { name: new RegExp(`^${suggestion}`) }).click();
}

/** The text of a link, to know which page it should open. */
async function linkText(link: Locator) {
  return ((await link.textContent()) ?? '').trim();
}

test('a visitor walks every route by links, scrolling and Back, without an error screen', async ({ page }) => {
  test.setTimeout(180_000);

  await page.goto('/');
  await arrive(page, '/', 'Tanzania, planned by people who live there');
  // The home page's lower sections (testimonials among them) load as the visitor scrolls.
  await scrollThrough(page);
  await expect(page.getByTestId('testimonial')).toHaveCount(3);

  // Home's testimonials are cached; About reads the same endpoint.
  await mainNav(page).getByRole('link', { name: 'About Us' }).click();
  await arrive(page, '/about-us', 'Tanzania, shared by the people who know it best');
  await expect(page.getByTestId('testimonial').first()).toBeVisible();
  await scrollThrough(page);

  // An in-page link: What we offer → Cultural Tours.
  await page.getByRole('link', { name: 'Cultural tours' }).click();
  await arrive(page, '/experiences/cultural-tours', 'Cultural Tours');
  await scrollThrough(page);
  await page.getByRole('navigation', { name: 'More experiences' }).getByRole('link', { name: 'Mountain Trekking' }).click();
  await arrive(page, '/experiences/mountain-trekking', 'Mountain Trekking');

  await page.goBack();
  await arrive(page, '/experiences/cultural-tours', 'Cultural Tours');

  await scrollThrough(page);
  await footerNav(page, 'Company').getByRole('link', { name: 'FAQ' }).click();
  await arrive(page, '/faq', 'Frequently Asked Questions');
  await expect(page.getByTestId('faq-item').first()).toBeVisible();
  await scrollThrough(page);
  await footerNav(page, 'Company').getByRole('link', { name: 'Terms' }).click();
  await arrive(page, '/terms', 'Booking Terms and Conditions');
  await scrollThrough(page);
  await footerNav(page, 'Company').getByRole('link', { name: 'Privacy' }).click();
  await arrive(page, '/privacy', 'Privacy Notice');

  // The four listings from the header.
  for (const [name, url, heading] of [
    ['All Packages', '/all-packages', 'All Tanzania Packages'],
    ['Safari', '/safari-packages', 'Safari Packages'],
    ['Kilimanjaro', '/kilimanjaro-packages', 'Kilimanjaro & Mountain Treks'],
    ['Zanzibar', '/zanzibar-packages', 'Zanzibar Beach Holidays'],
  ] as const) {
    await mainNav(page).getByRole('link', { name, exact: true }).click();
    await arrive(page, url, heading);
    await expect(page.getByTestId('trip-card').first()).toBeVisible();
  }
  await scrollThrough(page);

  // A package, then one of its destinations from the summary, then Back to the package.
  await mainNav(page).getByRole('link', { name: 'Safari', exact: true }).click();
  await arrive(page, '/safari-packages', 'Safari Packages');
  const more = page.getByTestId('trip-card').first().getByRole('link');
  const tripName = (await linkText(more)).replace(/^More about /, '');
  await more.click();
  await arrive(page, /\/packages\/[0-9a-f-]{36}$/, tripName);
  await page.getByRole('tab', { name: 'Itinerary' }).click();
  await expect(page.getByTestId('itinerary')).toBeVisible();
  const place = page.getByRole('complementary', { name: 'Package summary' }).getByRole('link').first();
  const placeName = await linkText(place);
  await place.click();
  await arrive(page, /\/destinations\/[a-z0-9-]+$/, placeName);
  await scrollThrough(page);
  await page.goBack();
  await arrive(page, /\/packages\/[0-9a-f-]{36}$/, tripName);

  // Destinations, one of them, and the experiences built on them.
  await mainNav(page).getByRole('link', { name: 'Destinations' }).click();
  await arrive(page, '/destinations', "Discover Tanzania's most extraordinary places");
  const top = page.getByRole('region', { name: 'Top Popular Destinations' });
  await scrollThrough(page);
  const destination = top.getByRole('article').nth(1).getByRole('link').first();
  const destinationName = await linkText(destination);
  await destination.click();
  await arrive(page, /\/destinations\/[a-z0-9-]+$/, destinationName);
  await scrollThrough(page);
  await footerNav(page, 'Explore').getByRole('link', { name: 'Experiences' }).click();
  await arrive(page, '/experiences', 'Virtual Experiences');
  await expect(page.getByTestId('experience-card').first()).toBeVisible();
  await scrollThrough(page);

  // Search entries open the most specific page: a trip's own page (found by its name), a place, an experience.
  await searchAndPick(page, 'Machame', 'Kilimanjaro Machame Route');
  await arrive(page, /\/packages\/[0-9a-f-]{36}$/, '7-Day Kilimanjaro Machame Route');
  await searchAndPick(page, 'Nungwi', 'Zanzibar Stone Town & Nungwi Beach');
  await arrive(page, /\/packages\/[0-9a-f-]{36}$/, '5-Day Zanzibar Stone Town & Nungwi Beach');
  await searchAndPick(page, 'Accommodation', 'Safari Lodges');
  await arrive(page, '/experiences/accommodation', 'Safari Lodges & Accommodation');

  // The pages that book or read for real: Kilimanjaro (a route card, then a group climb's trip), a
  // static destination and its Book Now, the blog and one of its articles.
  await scrollThrough(page);
  await footerNav(page, 'Explore').getByRole('link', { name: 'Climb Kilimanjaro' }).click();
  await arrive(page, '/kilimanjaro', 'Climb Mount Kilimanjaro');
  await page.getByRole('button', { name: 'Choose This Route: Lemosho' }).click();
  await expect(page.getByLabel('Choose a route')).toHaveValue('lemosho');
  await page
    .getByTestId('group-climb')
    .first()
    .getByRole('link', { name: /View Details/ })
    .click();
  await arrive(page, /\/packages\/[0-9a-f-]{36}$/, /Kilimanjaro/);
  await page.goBack();
  await arrive(page, '/kilimanjaro', 'Climb Mount Kilimanjaro');
  await scrollThrough(page);
  await page.getByRole('region', { name: 'Trips that visit Mount Kilimanjaro' }).getByTestId('trip-card').first().getByRole('link').click();
  await arrive(page, /\/packages\/[0-9a-f-]{36}$/, /Kilimanjaro/);
  await mainNav(page).getByRole('link', { name: 'Destinations' }).click();
  await arrive(page, '/destinations', "Discover Tanzania's most extraordinary places");
  await page
    .getByRole('region', { name: 'Top Popular Destinations' })
    .getByRole('link', { name: 'Tarangire National Park' })
    .first()
    .click();
  await arrive(page, '/destinations/tarangire', 'Tarangire National Park');
  await page.getByRole('link', { name: 'Book Now: 3-Day Tarangire Elephant Safari' }).click();
  await arrive(page, '/book/tarangire-3-day-safari', '3-Day Tarangire Elephant Safari');
  await scrollThrough(page);
  await footerNav(page, 'Company').getByRole('link', { name: 'Blog' }).click();
  await arrive(page, '/blog', 'Travel Stories and Guides');
  await page.getByRole('button', { name: 'Adventure' }).click();
  // The previous list stays on screen (aria-busy) until the category's own arrives: a reader
  // waits for it, or the first card is still the unfiltered list's.
  await expect(page.getByRole('button', { name: 'Adventure' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByTestId('article-card').first()).toContainText('Adventure');
  await page.getByTestId('article-card').first().getByRole('link').click();
  await arrive(page, /\/blog\/[a-z0-9-]+$/, /Kilimanjaro/);
  await page.goBack();
  await arrive(page, '/blog?category=Adventure', 'Travel Stories and Guides');

  // Contact Us and Plan Your Trip: the inquiry form's lists, the contact page's FAQ block
  // (the same cache as /faq) and the lazy footer on the way.
  await mainNav(page).getByRole('link', { name: 'Contact Us' }).click();
  await arrive(page, '/contact-us', 'Start your adventure');
  await expect(page.getByTestId('inquiry-form').getByTestId('locations-options')).toBeVisible();
  await scrollThrough(page);
  await expect(page.getByRole('region', { name: 'Frequently asked questions' }).getByTestId('faq-item').first()).toBeVisible();
  await mainNav(page).getByRole('link', { name: 'Plan Your Trip' }).click();
  await arrive(page, '/inquiry', 'Trip Inquiry');
  await expect(page.getByTestId('inquiry-form').getByTestId('locations-options')).toBeVisible();
  await scrollThrough(page);

  // An address no link leads to, entered the way the router sees a typed-in or old link
  // without a reload (history, then popstate): the 404 page; its Go Back returns.
  await page.evaluate(() => {
    window.history.pushState(null, '', '/no-such-page');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await arrive(page, '/no-such-page', 'Page not found');
  await page.getByRole('button', { name: 'Go Back' }).click();
  await arrive(page, '/inquiry', 'Trip Inquiry');

  // Home again, last: its testimonials now come from the cache About filled.
  await page.getByRole('link', { name: 'Safari Tanzania' }).first().click();
  await arrive(page, '/', 'Tanzania, planned by people who live there');
  await scrollThrough(page);
  await expect(page.getByTestId('testimonial')).toHaveCount(3);
});
