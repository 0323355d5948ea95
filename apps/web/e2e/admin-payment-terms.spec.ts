import type { APIRequestContext } from '@playwright/test';
import { PAYMENT_TERMS_MESSAGES } from '@safari/contracts/payment-terms';
import { expectNoAxeViolations } from './support/a11y';
import { adminShots } from './support/admin-shots';
import { tripsByName } from './support/booking';
import { bearer, signInStaff } from './support/staff';
import type { TestUser } from './support/users';
import { expect, test } from './support/test';

// Other specs price bookings with the demo's terms (30 % deposit, the balance 60 days before
// departure): the site's terms are put back as soon as the change is seen, and again at the end.
const DEFAULT_TERMS = { deposit_percent: 30, balance_days_before: 60 };

// One after the other: the trip test reads the site's terms in its editor's label, which the
// first test changes for a moment (two workers once ran them side by side and it read 20 %).
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const restoreSiteTerms = (request: APIRequestContext, staff: TestUser) =>
  request.put('/api/admin/payment-terms', { headers: bearer(staff), data: DEFAULT_TERMS });

test("staff change the site's payment terms, seeing them in words, and a wrong deposit is refused under its field", async ({
  page,
  request,
}) => {
  const staff = await signInStaff(page, request);
  try {
    await page.goto('/admin');
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Payment terms', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/settings\/payment-terms$/);
    await expect(page.getByRole('heading', { name: 'Payment terms', level: 1 })).toBeVisible();
    const form = page.getByRole('region', { name: "The site's terms" });
    const deposit = form.getByLabel('Deposit at booking (%)');
    const days = form.getByLabel('Balance due (days before departure)');
    const preview = form.getByTestId('payment-terms-preview');
    await expect(deposit).toHaveValue('30');
    await expect(days).toHaveValue('60');
    await expect(preview).toHaveText(/^30 % deposit at booking, the balance 60 days before departure/);

    // 0 % is refused under its field, before anything is sent.
    await deposit.fill('0');
    await form.getByRole('button', { name: 'Save payment terms' }).click();
    await expect(form.getByText(PAYMENT_TERMS_MESSAGES.deposit)).toBeVisible();
    await expect(deposit).toHaveAttribute('aria-invalid', 'true');
    await expect(deposit).toHaveAccessibleDescription(new RegExp(PAYMENT_TERMS_MESSAGES.deposit.replace(/\./g, '\\.')));
    await expectNoAxeViolations(page);

    await deposit.fill('20');
    await days.fill('45');
    await expect(preview).toHaveText(/^20 % deposit at booking, the balance 45 days before departure/);
    await form.getByRole('button', { name: 'Save payment terms' }).click();
    await expect(form.getByRole('status').filter({ hasText: 'Saved: bookings made from now on get these terms.' })).toBeVisible();
    await expect(form.getByText(PAYMENT_TERMS_MESSAGES.deposit)).toHaveCount(0);
    const stored = (await (await request.get('/api/admin/payment-terms', { headers: bearer(staff) })).json()).data as {
      site: typeof DEFAULT_TERMS;
    };
    expect(stored.site).toEqual({ deposit_percent: 20, balance_days_before: 45 });
    await expectNoAxeViolations(page);
    await adminShots(page, 'payment-terms');

    // Back to the demo's terms, through the same form.
    await deposit.fill('30');
    await days.fill('60');
    await form.getByRole('button', { name: 'Save payment terms' }).click();
    await expect(form.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
    await expect(preview).toHaveText(/^30 % deposit at booking, the balance 60 days before departure/);
  } finally {
    await restoreSiteTerms(request, staff);
  }
});

test("staff give a trip its own payment terms in its editor, see it listed in the settings, then let it use the site's again", async ({
  page,
  request,
}) => {
  // The third-last trip of the listing: no other spec books it or saves its form.
  const trip = (await tripsByName(request)).at(-3)!;
  const staff = await signInStaff(page, request);
  const termsUrl = `/api/admin/trips/${trip.uuid}/payment-terms`;
  try {
    await page.goto(`/admin/trips/${trip.uuid}`);
    await expect(page.getByRole('heading', { name: `Edit trip: ${trip.name}` })).toBeVisible();
    const terms = page.getByRole('group', { name: 'Payment terms' });
    const useSite = terms.getByLabel("Use the site's terms (30 % deposit, the balance 60 days before departure)", { exact: true });
    await expect(useSite).toBeChecked();
    await terms.getByLabel('Own terms for this trip').check();
    const section = page.locator('form', { has: terms });
    const deposit = section.getByLabel('Deposit at booking (%)');
    const days = section.getByLabel('Balance due (days before departure)');
    // Own terms start from the site's.
    await expect(deposit).toHaveValue('30');
    await deposit.fill('50');
    await days.fill('90');
    await expect(section.getByTestId('payment-terms-preview')).toHaveText(/^50 % deposit at booking, the balance 90 days before departure/);
    // Saved on its own button: the trip's form is not sent.
    await section.getByRole('button', { name: 'Save payment terms' }).click();
    await expect(section.getByRole('status')).toHaveText(
      'Saved: this trip has its own terms (50 % deposit, the balance 90 days before departure).',
    );
    await expect(page.getByText('Saved: the site shows the change now.')).toHaveCount(0);
    const own = (await (await request.get(termsUrl, { headers: bearer(staff) })).json()).data as { own: typeof DEFAULT_TERMS | null };
    expect(own.own).toEqual({ deposit_percent: 50, balance_days_before: 90 });
    await expectNoAxeViolations(page);
    await adminShots(page, 'trip-payment-terms');

    // The settings screen lists the trip, with the way back to its editor.
    await page.goto('/admin/settings/payment-terms');
    const table = page.getByRole('table', { name: 'Trips with their own payment terms' });
    const row = table.getByRole('row').filter({ hasText: trip.name });
    await expect(row).toContainText('50 %');
    await expect(row).toContainText('90 days before departure');
    await expectNoAxeViolations(page);
    await adminShots(page, 'payment-terms-with-trip');
    await row.getByRole('link', { name: trip.name, exact: true }).click();
    await expect(page.getByRole('heading', { name: `Edit trip: ${trip.name}` })).toBeVisible();

    // Back to the site's terms: the trip's own are removed.
    await expect(terms.getByLabel('Own terms for this trip')).toBeChecked();
    await useSite.check();
    await expect(deposit).toHaveCount(0);
    await section.getByRole('button', { name: 'Save payment terms' }).click();
    await expect(section.getByRole('status')).toHaveText(
      "Saved: this trip uses the site's terms (30 % deposit, the balance 60 days before departure).",
    );
    expect(((await (await request.get(termsUrl, { headers: bearer(staff) })).json()).data as { own: unknown }).own).toBeNull();
    await page.goto('/admin/settings/payment-terms');
    await expect(page.getByRole('table', { name: 'Trips with their own payment terms' })).not.toContainText(trip.name);
  } finally {
    await request.delete(termsUrl, { headers: bearer(staff) });
  }
});
