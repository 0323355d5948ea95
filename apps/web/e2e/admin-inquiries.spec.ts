import { addDays } from '@safari/contracts/calendar';
import { INQUIRY_TEXTS } from '../src/features/inquiry/data/inquiry-texts';
import { expectNoAxeViolations } from './support/a11y';
import { adminShots } from './support/admin-shots';
import { operatorToday } from './support/booking';
import { fillInquiry, inquiryEmail, inquiryForm } from './support/inquiry';
import { waitForEmail } from './support/mail';
import { signInStaff } from './support/staff';
import { expect, test } from './support/test';

test.describe.configure({ timeout: 90_000 });

test('an operator finds a new inquiry, takes it, notes, replies with the proposal, and the traveller gets the e-mail', async ({
  page,
  request,
}) => {
  // The traveller sends an inquiry from the storefront.
  const email = inquiryEmail('admin');
  await page.goto('/inquiry');
  const form = await inquiryForm(page);
  await fillInquiry(form, { email, startDate: addDays(operatorToday(), 60), endDate: addDays(operatorToday(), 67) });
  await form.getByRole('button', { name: 'Send Inquiry' }).click();
  await expect(page.getByTestId('toast')).toContainText(INQUIRY_TEXTS.successTitle);
  const receipt = await waitForEmail(email, (mail) => mail.subject.startsWith('We received your trip inquiry'));
  const reference = receipt.subject.replace('We received your trip inquiry ', '');

  await signInStaff(page, request);
  await page.goto('/admin/inquiries');
  await page.getByLabel('Search name, e-mail or reference').fill(email);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/q=/);
  const table = page.getByRole('table', { name: 'Inquiries' });
  await expect(table.getByRole('row')).toHaveCount(2); // the header and this inquiry
  await expect(table.getByRole('row').nth(1)).toContainText('New');
  await expectNoAxeViolations(page);
  await adminShots(page, 'inquiries');

  await table.getByRole('link', { name: reference }).click();
  await expect(page.getByRole('heading', { name: `Inquiry ${reference}` })).toBeVisible();
  await page.getByLabel('Assigned to').selectOption({ label: 'Neema Staff' });
  await expect(page.getByRole('listitem').filter({ hasText: 'Assigned' }).first()).toBeVisible();
  await page.getByLabel('Status', { exact: true }).selectOption('in_progress');
  await expect(page.getByLabel('Status', { exact: true })).toHaveValue('in_progress');

  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByText('Please write a note.')).toBeVisible();
  await page.getByLabel('Note (staff only)').fill('Asked Arusha for lodge availability.');
  await page.getByRole('button', { name: 'Add note' }).click();
  const history = page
    .getByRole('region', { name: 'History' })
    .or(page.locator('section', { has: page.getByRole('heading', { name: 'History' }) }));
  await expect(history.getByText('Asked Arusha for lodge availability.')).toBeVisible();

  await page.getByLabel('Message').fill('Jambo Neema,\nHere is our proposal: 7 days in the Serengeti for USD 3,450 per person.');
  await page.getByLabel('This reply is the proposal').check();
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText('Reply sent to the traveller.')).toBeVisible();
  await expect(page.getByLabel('Status', { exact: true })).toHaveValue('proposal_sent');
  await expect(history.getByText('Here is our proposal')).toBeVisible();
  await expectNoAxeViolations(page);
  await adminShots(page, 'inquiry-detail');

  const reply = await waitForEmail(email, (mail) => mail.source.includes('Here is our proposal'));
  expect(reply.subject).toContain(`Your safari inquiry ${reference}`);
  // The history shows that the reply went out once the outbox sent it.
  await page.reload();
  await expect(history.getByText('Sent', { exact: true })).toBeVisible();
});
