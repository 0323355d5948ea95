import { ENGAGEMENT_SUCCESS } from '@safari/contracts/messages';
import { DASHBOARD_TEXTS } from '../src/lib/account-texts';
import { asUser, expectToast, saveViewportScreenshots, trips } from './support/account';
import { expectNoAxeViolations } from './support/a11y';
import { saveScreenshots } from './support/screenshots';
import { expect, test } from './support/test';

// The cart: the header dropdown, the add/remove toggle, its calls and toasts. Prices are the
// catalogue's, in USD, whatever currency the site shows.

const usd = (amount: number) => `$${new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)}`;

test('adds from the package page, shows the header dropdown, updates, removes and clears in the dashboard', async ({
  page,
  request,
  signedInUser,
}) => {
  test.setTimeout(90_000);
  const [first, second] = await trips(request);
  const header = page.locator('header').first();
  const cartButton = header.getByRole('button', { name: /^Cart, / });

  await page.goto(`/packages/${first!.uuid}`);
  await expect(cartButton).toHaveAccessibleName('Cart, 0 items');
  const toggle = page.getByTestId('package-summary').getByTestId('cart-toggle');
  await expect(toggle).toHaveText(`Add to cart ${first!.name}`);
  await toggle.click();
  await expectToast(page, 'Success', ENGAGEMENT_SUCCESS.cartAdded);
  // The same button now takes it out again.
  await expect(toggle).toHaveText(`Remove from cart ${first!.name}`);
  await expect(cartButton).toHaveAccessibleName('Cart, 1 item');
  await expect(header.getByTestId('cart-count')).toHaveText('1');
  await saveScreenshots(page, 'account-package-actions');

  await page.goto(`/packages/${second!.uuid}`);
  await page.getByTestId('package-summary').getByTestId('cart-toggle').click();
  await expectToast(page, 'Success', ENGAGEMENT_SUCCESS.cartAdded);
  await expect(cartButton).toHaveAccessibleName('Cart, 2 items');

  // The dropdown: each line 'Qty: n × $price' and its total, the grand total in USD.
  await cartButton.click();
  const items = header.getByTestId('cart-dropdown-items').getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.filter({ hasText: first!.name })).toContainText(`Qty: 1 × ${usd(first!.base_price)}`);
  await expect(header.getByTestId('cart-total')).toContainText(usd(first!.base_price + second!.base_price));
  await saveViewportScreenshots(page, 'account-cart-dropdown');
  await header.getByRole('link', { name: DASHBOARD_TEXTS.viewFullCart }).click();
  await expect(page).toHaveURL(/\/dashboard\?tab=cart$/);
  await expect(page.getByRole('tab', { name: /Cart/ })).toHaveAttribute('aria-selected', 'true');

  const line = page.getByTestId('cart-line').filter({ hasText: first!.name });
  await line.getByRole('button', { name: 'Increase quantity' }).click();
  await expectToast(page, 'Success', ENGAGEMENT_SUCCESS.cartUpdated);
  await expect(line).toContainText(`Qty: 2 × ${usd(first!.base_price)}`);
  await expect(line).toContainText(usd(first!.base_price * 2));
  await expect(page.getByTestId('cart-total')).toHaveText(usd(first!.base_price * 2 + second!.base_price));
  await expectNoAxeViolations(page);
  await saveScreenshots(page, 'account-dashboard-cart');

  await line.getByRole('button', { name: `Remove ${first!.name} from cart` }).click();
  await expectToast(page, 'Success', ENGAGEMENT_SUCCESS.cartRemoved);
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(cartButton).toHaveAccessibleName('Cart, 1 item');

  await page.getByRole('button', { name: 'Clear cart' }).click();
  const confirm = page.getByRole('dialog', { name: 'Clear your cart?' });
  await expect(confirm).toContainText(DASHBOARD_TEXTS.clearCartConfirm);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await page.getByRole('button', { name: 'Clear cart' }).click();
  await confirm.getByRole('button', { name: 'Yes, clear my cart' }).click();
  await expectToast(page, 'Success', ENGAGEMENT_SUCCESS.cartCleared);
  await expect(page.getByRole('tabpanel').getByText(DASHBOARD_TEXTS.cartEmpty)).toBeVisible();
  await expect(cartButton).toHaveAccessibleName('Cart, 0 items');

  const cart = (await (await asUser(request, signedInUser).get('/user/cart')).json()).data;
  expect(cart).toEqual({ cart_items: [], total: 0 });
});

test('the header dropdown says the cart is empty, with Start Exploring, for a traveller without items', async ({ page, signedInUser }) => {
  void signedInUser;
  await page.goto('/about-us');
  const header = page.locator('header').first();
  await header.getByRole('button', { name: 'Cart, 0 items' }).click();
  await expect(header.getByText(DASHBOARD_TEXTS.cartEmpty)).toBeVisible();
  await header.getByRole('link', { name: DASHBOARD_TEXTS.startExploring }).click();
  await expect(page).toHaveURL(/\/$/);
});
