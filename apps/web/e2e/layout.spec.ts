import path from 'node:path';
import type { Page } from '@playwright/test';
import { MAIN_OFFICE, whatsappUrl } from '../src/lib/company';
import { test, expect } from './support/test';
import { expectNoAxeViolations } from './support/a11y';
import { SCREENSHOT_DIR } from './support/screenshots';

const NAV = [
  ['Home', '/'],
  ['All Packages', '/all-packages'],
  ['Safari', '/safari-packages'],
  ['Kilimanjaro', '/kilimanjaro-packages'],
  ['Zanzibar', '/zanzibar-packages'],
  ['Destinations', '/destinations'],
  ['About Us', '/about-us'],
  ['Contact Us', '/contact-us'],
  ['Plan Your Trip', '/inquiry'],
] as const;

const header = (page: Page) => page.locator('header').first();
const scrollTo = (page: Page, y: number) => page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);

/** Viewport (not full-page) screenshots, for states that depend on the scroll position. */
async function saveViewportScreenshots(page: Page, name: string, prepare: () => Promise<void>) {
  for (const [label, size] of [
    ['phone', { width: 390, height: 844 }],
    ['desktop', { width: 1280, height: 800 }],
  ] as const) {
    await page.setViewportSize(size);
    await prepare();
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-${label}.png`), animations: 'disabled' });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test.describe('header', () => {
  test('shows the nine navigation links in SPEC order on one row at 1280 px', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const links = nav.getByRole('link');
    await expect(links).toHaveCount(NAV.length);
    for (const [index, [name, href]] of NAV.entries()) {
      await expect(links.nth(index)).toHaveText(name);
      await expect(links.nth(index)).toHaveAttribute('href', href);
    }
    // One row, and every header control inside the 1280 px window (the header is fixed, so
    // an overflow would not show up as page scroll width).
    const box = await nav.boundingBox();
    expect(box?.height ?? 0).toBeLessThan(48);
    for (const control of [
      nav,
      page.getByRole('button', { name: 'Find trips and destinations' }),
      page.getByRole('button', { name: /^Cart/ }),
      page.getByRole('combobox', { name: 'Currency' }),
      header(page).getByRole('link', { name: 'Login' }),
    ]) {
      const b = await control.boundingBox();
      expect(b).not.toBeNull();
      expect((b?.x ?? 0) + (b?.width ?? 0)).toBeLessThanOrEqual(1280);
    }
    await expect(page.getByRole('link', { name: 'Safari Tanzania' }).first()).toHaveAttribute('href', '/');
  });

  test('is transparent at the top of home, solid after 50 px of scroll and on other routes', async ({ page }) => {
    await page.goto('/');
    await expect(header(page)).toHaveAttribute('data-solid', 'false');
    await scrollTo(page, 40);
    await expect(header(page)).toHaveAttribute('data-solid', 'false');
    await scrollTo(page, 120);
    await expect(header(page)).toHaveAttribute('data-solid', 'true');
    await scrollTo(page, 0);
    await expect(header(page)).toHaveAttribute('data-solid', 'false');
    await saveViewportScreenshots(page, 'layout-home-header-top', () => scrollTo(page, 0));
    await saveViewportScreenshots(page, 'layout-home-header-scrolled', () => scrollTo(page, 700));

    await page.goto('/all-packages');
    await expect(header(page)).toHaveAttribute('data-solid', 'true');
    await expectNoAxeViolations(page);
  });

  test('the contact and currency row slides away on scroll and comes back for keyboard focus', async ({ page }) => {
    await page.goto('/all-packages');
    await expect(page.locator('main#main h1')).toBeVisible();
    const currency = page.getByRole('combobox', { name: 'Currency' });
    await scrollTo(page, 400);
    await expect.poll(async () => (await currency.boundingBox())?.y ?? 0).toBeLessThan(0);
    await currency.focus();
    await expect.poll(async () => (await currency.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(0);
  });

  test('cart shows a zero badge and the empty-cart dropdown', async ({ page }) => {
    await page.goto('/all-packages');
    const cart = page.getByRole('button', { name: 'Cart, 0 items' });
    await expect(page.getByTestId('cart-count')).toHaveText('0');
    await expect(cart).toHaveAttribute('aria-expanded', 'false');
    await cart.click();
    await expect(cart).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('Your cart is empty')).toBeVisible();
    const explore = page.getByRole('link', { name: 'Start Exploring' });
    await expect(explore).toHaveAttribute('href', '/');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'layout-cart-open-desktop.png') });
    await page.keyboard.press('Escape');
    await expect(page.getByText('Your cart is empty')).toBeHidden();
    await expect(cart).toBeFocused();
  });

  test('currency selector is present and the choice survives a reload', async ({ page }) => {
    await page.goto('/');
    const currency = page.getByRole('combobox', { name: 'Currency' });
    await expect(currency).toBeEnabled();
    await currency.selectOption('EUR');
    await expect(currency).toHaveValue('EUR');
    expect(await page.evaluate(() => localStorage.getItem('selectedCurrency'))).toBe('EUR');
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Currency' })).toHaveValue('EUR');
  });

  test('shows Login for visitors, Dashboard and Logout when a token is stored', async ({ page, user }) => {
    await page.goto('/');
    await expect(header(page).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await expect(header(page).getByRole('button', { name: 'Logout' })).toHaveCount(0);

    // A real session: the signed-in header asks the API for the cart, which refuses a made-up token.
    await page.evaluate((token) => localStorage.setItem('authToken', token), user.token);
    await page.reload();
    await expect(header(page).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    await expect(header(page).getByRole('link', { name: 'Login' })).toHaveCount(0);
    const logoutBox = await header(page).getByRole('button', { name: 'Logout' }).boundingBox();
    expect((logoutBox?.x ?? 0) + (logoutBox?.width ?? 0)).toBeLessThanOrEqual(1280);
    await header(page).getByRole('button', { name: 'Logout' }).click();
    await expect(header(page).getByRole('link', { name: 'Login' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();

    // A token of 10 characters or fewer is removed and the visitor is logged out.
    await page.evaluate(() => localStorage.setItem('authToken', 'short'));
    await page.reload();
    await expect(header(page).getByRole('link', { name: 'Login' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens with the links, search, currency and login, and closes with Escape', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(header(page)).toHaveAttribute('data-solid', 'true');

    const menu = page.locator('#mobile-menu');
    const links = menu.getByRole('navigation', { name: 'Mobile' }).getByRole('link');
    await expect(links).toHaveCount(NAV.length);
    for (const [index, [name, href]] of NAV.entries()) {
      await expect(links.nth(index)).toHaveText(name);
      await expect(links.nth(index)).toHaveAttribute('href', href);
    }
    await expect(menu.getByRole('combobox', { name: 'Search trips, destinations and experiences' })).toBeVisible();
    await expect(menu.getByRole('combobox', { name: 'Currency' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await expectNoAxeViolations(page);
    // The menu covers the viewport, so viewport shots (phone and a 1024 px tablet) show it best.
    for (const [label, size] of [
      ['phone', { width: 390, height: 844 }],
      ['tablet', { width: 1024, height: 768 }],
    ] as const) {
      await page.setViewportSize(size);
      await page.screenshot({ path: path.join(SCREENSHOT_DIR, `layout-mobile-menu-open-${label}.png`) });
    }
    await page.setViewportSize({ width: 390, height: 844 });

    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.getByRole('link')).toHaveCount(0);
    await expect(toggle).toBeFocused();
  });

  test('closes when the window widens to the desktop layout', async ({ page }) => {
    await page.goto('/all-packages');
    await page.getByRole('button', { name: 'Menu' }).click();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(() => page.evaluate(() => document.body.style.overflow)).toBe('');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('closes when a link is followed', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    await page.locator('#mobile-menu').getByRole('link', { name: 'All Packages' }).click();
    await expect(page).toHaveURL(/\/all-packages$/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('page chrome', () => {
  test('back-to-top appears after 300 px, shows progress and scrolls to the top', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    const button = page.getByRole('button', { name: 'Back to top' });
    await expect(button).toBeHidden();
    await scrollTo(page, 250);
    await expect(button).toBeHidden();
    await scrollTo(page, 450);
    await expect(button).toBeVisible();
    const offset = Number(await page.getByTestId('scroll-progress').getAttribute('stroke-dashoffset'));
    const full = Number(await page.getByTestId('scroll-progress').getAttribute('stroke-dasharray'));
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThan(full);
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toBeHidden();
  });

  test('shows the route loading indicator on navigation and scrolls the new page to the top', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('main#main h1')).toBeVisible();
    await expect(page.getByTestId('route-loading')).toHaveCount(0);
    await scrollTo(page, 600);
    // The bar lives for 500 ms; on a busy machine that can pass between the click and the first
    // poll of an assertion, so the page itself records that the bar appeared.
    const barAppeared = page.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          const observer = new MutationObserver(() => {
            if (!document.querySelector('[data-testid="route-loading"]')) return;
            observer.disconnect();
            resolve(true);
          });
          observer.observe(document.body, { childList: true, subtree: true });
        }),
    );
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Destinations' }).click();
    expect(await barAppeared).toBe(true);
    await expect(page).toHaveURL(/\/destinations$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByTestId('route-loading')).toHaveCount(0, { timeout: 3000 });
  });

  test('skip link moves focus to the main content', async ({ page }) => {
    await page.goto('/all-packages');
    await expect(page.locator('main#main h1')).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main')).toBeFocused();
  });

  test('floating WhatsApp button opens a chat with the Tanzania office', async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('link', { name: 'Chat with us on WhatsApp (opens in a new tab)' });
    await expect(button).toBeVisible();
    const href = await button.getAttribute('href');
    expect(href).toMatch(/^https:\/\/wa\.me\/255\d{9}\?text=/);
    expect(href?.startsWith(whatsappUrl(MAIN_OFFICE.whatsapp))).toBe(true);
    await expect(button).toHaveAttribute('target', '_blank');
    const box = await button.boundingBox();
    expect(box?.x ?? 999).toBeLessThan(40); // bottom-left
  });
});

test('home page passes axe with the chrome', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('main#main h1')).toBeVisible();
  await expectNoAxeViolations(page);
});
