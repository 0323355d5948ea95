import type { Page } from '@playwright/test';
import type { TripCard, TripDetail } from '@safari/contracts/trip';
import { saveScreenshots } from './support/screenshots';
import { expect, test } from './support/test';

// What the e2e fake provider serves (support/serve.mjs LIVE_RATES), deliberately different
// from the stored fallback rates (EUR 0.92, GBP 0.79, TZS 2580): seeing these proves the
// storefront uses live rates.
const LIVE_RATES = { EUR: 0.9, GBP: 0.8, TZS: 2600 } as const;
const SYMBOLS = { USD: '$', EUR: '€', GBP: '£', TZS: 'TSh' } as const;
type Code = keyof typeof SYMBOLS;

const twoDecimals = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** TZS as a whole number with separators; USD, EUR and GBP with two decimals. */
function expected(amountUsd: number, code: Code): string {
  const amount = amountUsd * (code === 'USD' ? 1 : LIVE_RATES[code]);
  return code === 'TZS' ? `TSh ${whole.format(Math.round(amount))}` : `${SYMBOLS[code]}${twoDecimals.format(amount)}`;
}

// The header renders a selector for desktop and one in the mobile menu; use the one on screen.
const currencySelect = (page: Page) => page.getByLabel('Currency', { exact: true }).filter({ visible: true }).first();

test('the formatting the test expects is the SPEC’s', () => {
  expect(expected(1300, 'USD')).toBe('$1,300.00');
  expect(expected(1300, 'EUR')).toBe('€1,170.00');
  expect(expected(1300, 'GBP')).toBe('£1,040.00');
  expect(expected(1300, 'TZS')).toBe('TSh 3,380,000');
});

test('the header currency converts listing and detail prices at live rates and persists', async ({ page, request }) => {
  const response = await request.get('/api/trips?limit=100&offset=0');
  const trips: TripCard[] = (await response.json()).data.trips;
  const shown = trips.slice(0, 6);

  await page.goto('/all-packages');
  const prices = page.getByTestId('trip-card').getByTestId('price');
  await expect(prices).toHaveText(shown.map((t) => expected(t.base_price, 'USD')));
  expect(await page.evaluate(() => localStorage.getItem('selectedCurrency'))).toBeNull();

  for (const code of ['EUR', 'GBP', 'TZS'] as const) {
    await currencySelect(page).selectOption(code);
    await expect(prices).toHaveText(shown.map((t) => expected(t.base_price, code)));
  }

  // The choice is stored and restored on load.
  expect(await page.evaluate(() => localStorage.getItem('selectedCurrency'))).toBe('TZS');
  await page.reload();
  await expect(currencySelect(page)).toHaveValue('TZS');
  await expect(prices).toHaveText(shown.map((t) => expected(t.base_price, 'TZS')));

  // Every price on the detail page follows the selection too.
  await currencySelect(page).selectOption('EUR');
  const first = trips[0]!;
  await page.getByTestId('trip-card').first().getByRole('link').click();
  await expect(page.getByTestId('banner-price')).toHaveText(`From ${expected(first.base_price, 'EUR')} per person`);
  const detail: TripDetail = (await (await request.get(`/api/trips/${first.uuid}`)).json()).data.trip;
  await page.getByRole('tab', { name: 'Budget' }).click();
  // The API sends budgets in the table's order: the first Low Season price for 2 people is the first cell.
  const lowForTwo = detail.budgets.find((b) => b.season.name === 'Low Season' && b.quantity === 2)!;
  const firstCell = page.getByRole('table', { name: 'Low Season' }).getByRole('row').nth(1).getByTestId('price').first();
  await expect(firstCell).toHaveText(expected(lowForTwo.price, 'EUR'));

  await currencySelect(page).selectOption('USD');
  await expect(page.getByTestId('banner-price')).toHaveText(`From ${expected(first.base_price, 'USD')} per person`);
  expect(await page.evaluate(() => localStorage.getItem('selectedCurrency'))).toBe('USD');
});

test('the budget tables fit a phone in the widest currency (TZS)', async ({ page, request }) => {
  const response = await request.get('/api/trips?limit=1&offset=0');
  const [first] = (await response.json()).data.trips as TripCard[];
  await page.addInitScript(() => localStorage.setItem('selectedCurrency', 'TZS'));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/packages/${first!.uuid}`);
  await page.getByRole('tab', { name: 'Budget' }).click();
  const table = page.getByRole('table', { name: 'Low Season' });
  await expect(table.getByTestId('price').first()).toHaveText(/^TSh \d{1,3}(,\d{3})+$/);
  // No sideways scrolling: the table stays inside the viewport.
  const box = await table.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await saveScreenshots(page, 'package-detail-budget-tzs');
});
