import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { addDays, seasonOf } from '@safari/contracts/calendar';
import { expectNoAxeViolations } from './support/a11y';
import { fillTraveller, openBookNow, operatorToday, travellerEmail, tripDetail, tripsByName } from './support/booking';
import { readEmailsFor, waitForEmail } from './support/mail';
import { importCount, importStatement, paymentFromEmail, statementWithTransfer } from './support/payments';
import { saveScreenshots } from './support/screenshots';
import { signInStaff } from './support/staff';
import { expect, test } from './support/test';
import { deleteUser } from './support/users';

// The whole path of a bank transfer: a new traveller signs up and books a package, pays the
// deposit quoting the structured communication of the booking e-mail, the operator imports the
// bank's camt.053 statement in the back office, and the traveller's dashboard shows the deposit
// paid and the balance due. Importing the same statement again records nothing.

test.describe.configure({ timeout: 180_000 });

/** The operator works in a browser of their own: its console errors and failed requests fail the test too. */
function watchErrors(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console.error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 500) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  return problems;
}

/** The newest trip with a price for two guests on a start date far enough ahead for a deposit now and the balance later. */
async function tripWithDeposit(request: Parameters<typeof tripsByName>[0]) {
  const [newest] = await tripsByName(request);
  const trip = await tripDetail(request, newest!.uuid);
  const startDate = addDays(operatorToday(), 150);
  const season = seasonOf(startDate) === 'high' ? 'High Season' : 'Low Season';
  const row = trip.budgets.find((b) => b.season.name === season && b.quantity === 2);
  expect(row, `a ${season} price for 2 guests on ${trip.name}`).toBeTruthy();
  return { trip, startDate, serviceClass: row!.service_class.name };
}

async function signUp(page: Page, email: string, password: string) {
  await page.goto('/login?tab=register');
  const form = page.getByRole('form', { name: 'Register' });
  await form.getByLabel('First name').fill('Amani');
  await form.getByLabel('Last name').fill('Mushi');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Phone').fill('+255 712 345 678');
  await expect(form.getByLabel('Country')).toBeEnabled();
  await form.getByLabel('Country').selectOption({ index: 1 });
  await form.getByLabel('Gender').selectOption({ index: 1 });
  await form.getByLabel('Address').fill('Msasani, Dar es Salaam');
  await form.getByLabel(/^Password/).fill(password);
  await form.getByLabel('Confirm password').fill(password);
  await form.getByRole('checkbox', { name: /I agree to the Terms/ }).check();
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Registration successful!' })).toBeVisible();
  // The register page moves a new traveller on to the dashboard.
  await page.waitForURL('**/dashboard');
}

async function openBookingsTab(page: Page) {
  await page.getByRole('tab', { name: /Bookings/ }).click();
  await expect(page).toHaveURL(/\?tab=bookings$/);
  return page.getByTestId('bookings-table');
}

test('a deposit paid by bank transfer is matched from the imported statement, once', async ({ page, request, browser, baseURL }) => {
  const email = travellerEmail('transfer');
  const password = `pw-${randomBytes(6).toString('hex')}`;
  const { trip, startDate, serviceClass } = await tripWithDeposit(request);
  const operatorContext = await browser.newContext({ baseURL });
  try {
    // The traveller signs up, so the booking is on their dashboard, and books the package.
    await signUp(page, email, password);
    const form = await openBookNow(page, trip.uuid);
    await form.getByLabel('Start date').fill(startDate);
    await form.getByLabel('Service class').selectOption({ label: serviceClass });
    await fillTraveller(page, { fname: 'Amani', lname: 'Mushi', email, phone: '+255 712 345 678' });
    await form.getByRole('button', { name: 'Book Now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Booking received' });
    await expect(dialog).toBeVisible();
    const reference = (await dialog.getByTestId('booking-reference').textContent())!.trim();

    // The e-mail says what to pay now, to which account, quoting which communication.
    const mail = await waitForEmail(email, (m) => m.subject.includes(reference));
    const payment = paymentFromEmail(mail);
    expect(payment.communication).toMatch(/^\+\+\+\d{3}\/\d{4}\/\d{5}\+\+\+$/);
    await expect(dialog.getByTestId('payment-communication')).toHaveText(payment.communication);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();

    // The operator finds the booking waiting for its deposit.
    const admin = await operatorContext.newPage();
    const adminProblems = watchErrors(admin);
    await signInStaff(admin, request);
    await admin.goto('/admin');
    await admin.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Payments' }).click();
    await expect(admin.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
    await admin.getByLabel('Search reference, name or e-mail').fill(reference);
    await admin.getByRole('button', { name: 'Search' }).click();
    const due = admin.getByRole('table', { name: 'Payments due' });
    await expect(due.getByRole('row')).toHaveCount(2);
    await expect(due.getByRole('row').nth(1)).toContainText('Awaiting deposit');
    await expect(due.getByRole('row').nth(1)).toContainText(payment.amount);

    // The bank's statement with the transfer: imported, matched to the booking.
    const statement = statementWithTransfer(payment, { debtor: 'Amani Mushi', bookedOn: operatorToday() });
    await admin.getByRole('navigation', { name: 'Payments sections' }).getByRole('link', { name: 'Import statement' }).click();
    const result = await importStatement(admin, statement);
    await expect(admin.getByRole('status').filter({ hasText: 'Statement imported' })).toHaveText(
      'Statement imported: 1 matched, 0 to match by hand.',
    );
    await expect(importCount(admin, 'matched')).toHaveText('1');
    await expect(importCount(admin, 'unmatched')).toHaveText('0');
    const line = result.getByRole('table', { name: 'Statement lines' }).getByRole('row').nth(1);
    for (const text of ['Matched', reference, payment.amount, 'Amani Mushi']) await expect(line).toContainText(text);
    await expectNoAxeViolations(admin);
    await saveScreenshots(admin, 'admin-payments-import');
    const receipt = (m: { subject: string }) => m.subject === `Payment received for booking ${reference}`;
    await waitForEmail(email, receipt);

    // The traveller's dashboard: the deposit paid, the balance due by its date.
    // Back at the top of the page, where the header shows the account links.
    await page.mouse.wheel(0, -20_000);
    const dashboardLink = page.getByRole('banner').getByRole('link', { name: 'Dashboard' });
    await expect(dashboardLink).toBeVisible();
    await dashboardLink.click();
    await page.waitForURL('**/dashboard');
    const expectDepositPaid = async () => {
      const bookings = await openBookingsTab(page);
      const row = bookings.getByRole('row', { name: new RegExp(reference) });
      await expect(row).toContainText('Deposit paid');
      await expect(row.getByTestId('booking-paid')).toContainText(`${payment.amount} of`);
      const owed = page.getByRole('region', { name: `Payment for booking ${reference}` });
      await expect(owed.getByTestId('payment-due-now')).toHaveText(payment.balance.sentence);
    };
    await expectDepositPaid();
    await saveScreenshots(page, 'dashboard-deposit-paid');

    // The same file again: nothing new, nothing changes.
    const again = await importStatement(admin, statement);
    await expect(admin.getByRole('status').filter({ hasText: 'imported before' })).toHaveText(
      'This statement was imported before: nothing new was recorded.',
    );
    await expect(importCount(admin, 'matched')).toHaveText('0');
    await expect(importCount(admin, 'already_recorded')).toHaveText('1');
    await expect(again.getByRole('table', { name: 'Statement lines' }).getByRole('row').nth(1)).toContainText('Already recorded');
    await saveScreenshots(admin, 'admin-payments-import-again');

    await admin.getByRole('navigation', { name: 'Payments sections' }).getByRole('link', { name: 'Received' }).click();
    await admin.getByLabel('Search booking, traveller or reference').fill(reference);
    await admin.getByRole('button', { name: 'Search' }).click();
    const received = admin.getByRole('table', { name: 'Payments received' });
    await expect(received.getByRole('row')).toHaveCount(2);
    await expect(received.getByRole('row').nth(1)).toContainText(payment.amount);
    await expect(received.getByRole('row').nth(1)).toContainText('Bank statement');

    await admin.getByRole('navigation', { name: 'Payments sections' }).getByRole('link', { name: 'Due' }).click();
    await admin.getByLabel('Search reference, name or e-mail').fill(reference);
    await admin.getByRole('button', { name: 'Search' }).click();
    const dueRow = due.getByRole('row').nth(1);
    await expect(dueRow).toContainText('Deposit paid');
    await expect(dueRow).toContainText(payment.balance.amount);
    await dueRow.getByRole('link', { name: reference }).click();
    const bookingPayments = admin.getByRole('region', { name: 'Payments' });
    await expect(bookingPayments.getByTestId('paid-so-far')).toHaveText(payment.amount);
    await expect(bookingPayments.getByRole('table', { name: 'Ledger' }).getByRole('row')).toHaveCount(2);

    await page.reload();
    await expectDepositPaid();
    expect(readEmailsFor(email).filter(receipt)).toHaveLength(1);
    expect(adminProblems, 'unexpected errors in the operator’s browser').toEqual([]);
  } finally {
    await operatorContext.close();
    await deleteUser(request, { email, password, name: '', token: '' });
  }
});
