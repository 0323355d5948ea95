import type { Page } from '@playwright/test';
import { PAYMENT_TEXTS } from '@safari/contracts/payments/texts';
import { camt053 } from '../../../api/test/camt053';
import type { WrittenEmail } from '../../../api/test/mail';
import { expect } from './test';

// The money side of the browser tests: what the booking e-mail tells the traveller to pay, the
// bank statement that carries their transfer (built with the API tests' camt.053 builder), and
// the back office's Payments screen.

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** "Label: value" of the e-mail's text part (the how-to-pay facts). */
function fact(mail: WrittenEmail, label: string): string {
  const match = new RegExp(`^${escape(label)}: (.+)$`, 'm').exec(mail.source);
  if (!match) throw new Error(`no "${label}" in "${mail.subject}"`);
  return match[1]!.trim();
}

/** What the booking confirmation asks for: the deposit, the account and the communication, and the balance after it. */
export function paymentFromEmail(mail: WrittenEmail) {
  const balance = /The balance of (\S+) is due by ([^.]+)\./.exec(mail.source.replace(/\s+/g, ' '));
  if (!balance) throw new Error(`no balance in "${mail.subject}"`);
  const amount = fact(mail, 'Amount');
  return {
    /** As the e-mail writes it: '$1,140.00'. */
    amount,
    /** As a bank writes it: '1140.00'. */
    decimal: amount.replace(/[^\d.]/g, ''),
    iban: fact(mail, 'IBAN').replace(/\s/g, ''),
    communication: fact(mail, 'Structured communication'),
    balance: { amount: balance[1]!, date: balance[2]!, sentence: PAYMENT_TEXTS.dueNext(balance[1]!, balance[2]!) },
  };
}

/** The operator's bank statement of `bookedOn` with the traveller's transfer quoting the communication. */
export function statementWithTransfer(
  payment: ReturnType<typeof paymentFromEmail>,
  opts: { debtor: string; bookedOn: string; currency?: string },
): Buffer {
  const xml = camt053(
    [
      {
        amount: payment.decimal,
        currency: opts.currency ?? 'USD',
        structured: payment.communication.replace(/\D/g, ''),
        debtor: opts.debtor,
        bookedOn: opts.bookedOn,
      },
    ],
    { iban: payment.iban },
  );
  return Buffer.from(xml);
}

/** Uploads a statement in Payments → Import statement and waits for the server's answer. */
export async function importStatement(page: Page, file: Buffer, name = 'statement.xml') {
  await page.getByLabel('Statement file (camt.053 XML, up to 10 MB)').setInputFiles({ name, mimeType: 'application/xml', buffer: file });
  const answered = page.waitForResponse(
    (response) => response.url().endsWith('/api/admin/payments/bank-statements') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Import statement' }).click();
  await answered;
  const result = page.getByRole('region', { name: 'Import result' });
  await expect(result.or(page.getByRole('alert'))).toBeVisible();
  return result;
}

/** The count an import shows for `key` ('matched', 'already_recorded', …). */
export const importCount = (page: Page, key: string) => page.getByTestId(`count-${key}`);
