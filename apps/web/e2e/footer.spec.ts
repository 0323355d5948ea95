import path from 'node:path';
import { test, expect } from './support/test';
import { SCREENSHOT_DIR } from './support/screenshots';

test.describe('footer', () => {
  test('has offices, hours, company and feature links; Our Services opens all packages', async ({ page }) => {
    await page.goto('/');
    const footer = page.locator('footer');
    // The footer's code loads as the visitor scrolls towards it (the home page's JS budget).
    await footer.scrollIntoViewIfNeeded();
    await expect(footer.getByRole('heading', { name: /Belgium Office/ })).toBeVisible();
    await expect(footer.getByRole('heading', { name: /Tanzania Office/ })).toBeVisible();
    await expect(footer.getByText('Mon-Fri 8AM-6PM')).toBeVisible();
    await expect(footer.getByText('Sat 9AM-4PM')).toBeVisible();
    await expect(footer.getByText('Sunday emergency only')).toBeVisible();
    await expect(footer.getByText(/24\/7 emergency support/)).toBeVisible();
    await expect(footer.getByText(`© ${new Date().getFullYear()} Safari Tanzania`, { exact: false })).toBeVisible();
    for (const [name, href] of [
      ['About Us', '/about-us'],
      ['Contact', '/contact-us'],
      ['FAQ', '/faq'],
      ['Destinations', '/destinations'],
      ['Terms', '/terms'],
      ['Privacy', '/privacy'],
      ['Experiences', '/experiences'],
      ['Plan Your Trip', '/inquiry'],
    ] as const) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    // No dead '#' links anywhere in the chrome.
    expect(await page.locator('header a[href="#"], footer a[href="#"]').count()).toBe(0);
    await footer.scrollIntoViewIfNeeded();
    for (const [label, size] of [
      ['phone', { width: 390, height: 844 }],
      ['desktop', { width: 1280, height: 800 }],
    ] as const) {
      await page.setViewportSize(size);
      await footer.screenshot({
        path: path.join(SCREENSHOT_DIR, `layout-footer-${label}.png`),
        animations: 'disabled',
        // Fixed chrome would be painted over the footer while the element is captured.
        style: 'header, [data-testid=whatsapp-button], [data-testid=back-to-top] { visibility: hidden !important; }',
      });
    }
    await page.setViewportSize({ width: 1280, height: 800 });

    const services = footer.getByRole('link', { name: 'Our Services' });
    await expect(services).toHaveAttribute('href', '/all-packages');
    await services.click();
    await expect(page).toHaveURL(/\/all-packages$/);
    // The new page scrolls to the top when React commits it, which can come after the URL changes.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
