import type { Page } from '@playwright/test';
import type { TripCard } from '@safari/contracts/trip';
import { expect, test } from './support/test';
import { usd } from './support/money';

async function openCarousel(page: Page) {
  await page.goto('/');
  // The carousel's code loads as it nears the viewport.
  await page.getByRole('heading', { name: 'Best Packages' }).scrollIntoViewIfNeeded();
  const carousel = page.getByRole('region', { name: 'Best packages' });
  await expect(carousel.getByTestId('carousel-card')).not.toHaveCount(0);
  // The cards are server-rendered; the carousel responds once its code has hydrated them.
  await expect(page.getByTestId('best-packages-carousel')).toHaveAttribute('data-ready', '');
  return carousel;
}

test.describe('best-packages carousel', () => {
  test('shows the 10 latest trips with price, a 150-character excerpt, destinations and type', async ({ page }) => {
    const latest: TripCard[] = (await (await page.request.get('/api/trips?limit=10&offset=0')).json()).data.trips;
    expect(latest).toHaveLength(10);
    const carousel = await openCarousel(page);
    const cards = carousel.getByTestId('carousel-card');
    await expect(cards).toHaveCount(10);
    await expect(cards.getByRole('heading')).toHaveText(latest.map((t) => t.name));
    await expect(cards.getByTestId('price')).toHaveText(latest.map((t) => usd(t.first_budget_price ?? t.base_price)));
    await expect(cards.getByTestId('trip-type')).toHaveText(latest.map((t) => t.trip_type.name));
    await expect(cards.getByTestId('destination-count')).toHaveText(
      latest.map((t) => `${t.destination_count} ${t.destination_count === 1 ? 'destination' : 'destinations'}`),
    );
    const excerpts = await cards.getByTestId('carousel-description').allTextContents();
    let cut = 0;
    for (const text of excerpts) {
      expect(text).not.toMatch(/[<>]/);
      const visible = text.endsWith('…') ? text.slice(0, -1) : text;
      expect(Array.from(visible).length).toBeLessThanOrEqual(150);
      if (text.endsWith('…')) cut += 1;
    }
    // The demo descriptions are long: the ellipsis must actually appear.
    expect(cut).toBeGreaterThan(0);
  });

  test('badges count the slides, the buttons move, and autoplay advances after about 5 s', async ({ page }) => {
    const carousel = await openCarousel(page);
    const back = carousel.getByTestId('badge-back');
    const more = carousel.getByTestId('badge-more');
    await expect(back).toHaveCount(0);
    await expect(more).toHaveText(/^\d+ more slides$/);
    const atStart = Number((await more.textContent())!.split(' ')[0]);
    expect(atStart).toBeGreaterThan(1);

    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect(back).toHaveText('1 slide back');
    await expect(more).toHaveText(`${atStart - 1} ${atStart - 1 === 1 ? 'more slide' : 'more slides'}`);
    await carousel.getByRole('button', { name: 'Previous slide' }).click();
    await expect(back).toHaveCount(0);
    await expect(more).toHaveText(`${atStart} more slides`);

    // A manual step restarts the countdown; the next automatic step follows (after 5 s: the
    // interval itself is a unit test of useAutoplay, with fake timers, not a wall-clock check).
    await expect(back).toHaveText('1 slide back', { timeout: 8_000 });

    // Pausing stops it.
    await carousel.getByRole('button', { name: 'Pause autoplay' }).click();
    await page.waitForTimeout(5_800);
    await expect(back).toHaveText('1 slide back');
    await expect(carousel.getByRole('button', { name: 'Start autoplay' })).toBeVisible();
  });

  test('holding the carousel, as a drag does, pauses autoplay until it is released', async ({ page }) => {
    const carousel = await openCarousel(page);
    // Press on the gutter of the second slide: inside the carousel, outside any card link.
    const slide = carousel.getByRole('group').nth(1);
    await slide.scrollIntoViewIfNeeded();
    const box = (await slide.boundingBox())!;
    await page.mouse.move(box.x + 8, box.y + 60);
    await page.mouse.down();
    await page.waitForTimeout(6_000);
    await expect(carousel.getByTestId('badge-back')).toHaveCount(0);
    await page.mouse.up();
    await expect(carousel.getByTestId('badge-back')).toHaveText('1 slide back', { timeout: 8_000 });
    await expect(page).toHaveURL('/');
  });

  test('does not autoplay for visitors who prefer reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const carousel = await openCarousel(page);
    await expect(carousel.getByRole('button', { name: 'Start autoplay' })).toBeVisible();
    await page.waitForTimeout(5_800);
    await expect(carousel.getByTestId('badge-back')).toHaveCount(0);
  });

  test('a card opens its package', async ({ page }) => {
    const latest: TripCard[] = (await (await page.request.get('/api/trips?limit=10&offset=0')).json()).data.trips;
    const carousel = await openCarousel(page);
    // Anywhere on the card, not only its title.
    await carousel
      .getByTestId('carousel-card')
      .first()
      .click({ position: { x: 40, y: 40 } });
    await expect(page).toHaveURL(`/packages/${latest[0]!.uuid}`);
  });
});
