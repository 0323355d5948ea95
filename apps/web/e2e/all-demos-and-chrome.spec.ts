import { expectNoAxeViolations } from './support/a11y';
import { loadLazyImages } from './support/lazy-images';
import { saveScreenshots } from './support/screenshots';
import { expect, test } from './support/test';

test('/all-demos is a gallery of trip styles and sample itineraries that all lead somewhere', async ({ page }) => {
  await page.goto('/all-demos');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('All Trip Styles');
  const styles = page.getByTestId('demo-style');
  await expect(styles).toHaveCount(9);
  await expect(styles.getByRole('link', { name: /Kilimanjaro climbs/ })).toHaveAttribute('href', '/kilimanjaro');
  const samples = page.getByTestId('sample-itinerary');
  await expect(samples).toHaveCount(6);
  await expect(samples.first()).toContainText('$');
  await expectNoAxeViolations(page);
  await loadLazyImages(page);
  await saveScreenshots(page, 'all-demos');
  await samples
    .first()
    .getByRole('link', { name: /Book this tour/ })
    .click();
  await expect(page).toHaveURL(/\/book\/[a-z0-9-]+$/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the WhatsApp button slides away while reading down and returns on the way up', async ({ page }) => {
    await page.goto('/destinations/serengeti');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const button = page.getByTestId('whatsapp-button');
    await expect(button).toBeInViewport();
    await page.mouse.move(200, 400);
    // The behaviour loads with the first scroll: keep reading down until it has.
    await expect(async () => {
      await page.mouse.wheel(0, 300);
      await expect(button).toHaveAttribute('data-away', 'true', { timeout: 500 });
    }).toPass();
    await expect(button).not.toBeInViewport();
    await page.mouse.wheel(0, -300);
    await expect(button).toHaveAttribute('data-away', 'false');
    await expect(button).toBeInViewport();
  });
});
