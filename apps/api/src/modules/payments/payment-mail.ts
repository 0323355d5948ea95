import { formatIsoDate } from '@safari/contracts/calendar';
import type { PaymentInstructions } from '@safari/contracts/payments/instructions';
import { PAYMENT_TEXTS } from '@safari/contracts/payments/texts';
import { formatMinor } from '@safari/contracts/payments/money';
import type { EmailSection } from '../../lib/email-template';
import type { MailAttachment } from '../outbox/repository';

// "How to pay" as every e-mail that asks for money writes it (the booking confirmation, the
// receipt of a deposit, a reminder): what is due by when, the account and the structured
// communication, and the EPC QR code attached as an inline image.

const QR_CID = 'epc-qr@safari-tanzania';

/** What the traveller is asked to pay now, in words. */
export function dueLines(p: PaymentInstructions): string[] {
  if (p.due_now_minor === 0 || !p.next_due_date) return [];
  const sentence = p.paid_minor > 0 ? PAYMENT_TEXTS.dueNext : PAYMENT_TEXTS.dueNow;
  const lines = [sentence(formatMinor(p.due_now_minor, p.currency), formatIsoDate(p.next_due_date))];
  const balance = p.schedule.find((i) => i.kind === 'balance');
  if (balance && balance.due_date !== p.next_due_date)
    lines.push(PAYMENT_TEXTS.balance(formatMinor(balance.amount_minor, p.currency), formatIsoDate(balance.due_date)));
  if (p.schedule.length === 1 && p.schedule[0]!.kind === 'full') lines.push(PAYMENT_TEXTS.inFull);
  return lines;
}

export function howToPay(p: PaymentInstructions): { section: EmailSection; attachments: MailAttachment[] } | null {
  const lines = dueLines(p);
  if (lines.length === 0) return null;
  const transfer = p.bank_transfer;
  if (!transfer) return { section: { heading: PAYMENT_TEXTS.heading, paragraphs: [...lines, PAYMENT_TEXTS.noTransfer] }, attachments: [] };
  const qr = transfer.qr_code?.replace(/^data:image\/png;base64,/, '');
  return {
    section: {
      heading: PAYMENT_TEXTS.heading,
      paragraphs: [...lines, PAYMENT_TEXTS.transfer],
      facts: [
        ['Amount', formatMinor(p.due_now_minor, p.currency)],
        ['Account holder', transfer.account_holder],
        ['IBAN', transfer.iban],
        ['BIC', transfer.bic],
        ['Bank', transfer.bank],
        ['Structured communication', transfer.communication],
      ],
      ...(qr ? { image: { cid: QR_CID, alt: PAYMENT_TEXTS.qr, size: 240 } } : {}),
    },
    attachments: qr ? [{ filename: 'pay-by-transfer-qr.png', contentType: 'image/png', content: qr, cid: QR_CID }] : [],
  };
}
