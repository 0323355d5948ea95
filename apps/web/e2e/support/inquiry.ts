import { randomBytes } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { INQUIRY_TEXTS } from '../../src/features/inquiry/data/inquiry-texts';
import { expect } from './test';

// Helpers of the inquiry specs (/inquiry and /contact-us share one form).

export const inquiryEmail = (label: string) => `inq-${label}-${Date.now().toString(36)}${randomBytes(3).toString('hex')}@example.test`;

interface InquiryAnswers {
  email: string;
  /** Defaults to a complete, valid inquiry. */
  phone?: string;
  startDate?: string;
  endDate?: string;
}

/** Fills every field of the form, choosing the first destination and all locations. */
export async function fillInquiry(form: Locator, a: InquiryAnswers) {
  await form.getByLabel('First name').fill('Neema');
  await form.getByLabel('Last name').fill('Kimaro');
  await form.getByLabel('Email').fill(a.email);
  await form.getByLabel('Phone').fill(a.phone ?? '+255 (0) 712-345-678');
  await form.getByLabel('Country').selectOption({ index: 1 });
  await form.getByLabel('Trip type').selectOption({ index: 1 });
  await form.getByLabel('Number of guests').fill('3');
  if (a.startDate) await form.getByLabel('Start date').fill(a.startDate);
  if (a.endDate) await form.getByLabel('End date').fill(a.endDate);
  await form.getByLabel('Budget (optional)').selectOption('mid-range');
  const destinations = form.getByTestId('destinations-options').getByRole('checkbox');
  if ((await destinations.count()) > 0) await destinations.first().check();
  await form.getByRole('checkbox', { name: 'Select all locations' }).check();
  await form.getByLabel('Message').fill('Great Migration in August, with a night in a tree-house lodge.');
}

/** The form once its lists arrived (their loading texts gone). */
export async function inquiryForm(page: Page): Promise<Locator> {
  const form = page.getByTestId('inquiry-form');
  await expect(form.getByText(INQUIRY_TEXTS.loadingDestinations)).toHaveCount(0);
  await expect(form.getByText(INQUIRY_TEXTS.loadingLocations)).toHaveCount(0);
  return form;
}
