import { z } from 'zod';
import { INSTALMENT_KINDS } from './schedule';
import { PAYMENT_CURRENCIES } from './money';

// What a traveller is told to pay, by when and how: in the booking's answer (the success
// dialog), its e-mail, the dashboard and the trip page. Amounts in the currency's minor units.

export const instalmentSchema = z.object({
  kind: z.enum(INSTALMENT_KINDS),
  amount_minor: z.number().int(),
  due_date: z.string(),
});

export const bankTransferSchema = z.object({
  account_holder: z.string(),
  /** Grouped by four, as printed. */
  iban: z.string(),
  bic: z.string(),
  bank: z.string(),
  /** The Belgian structured communication, '+++123/4567/89002+++'. */
  communication: z.string(),
  /** The EPC069-12 QR code banking apps scan, as an SVG data URL; EUR amounts only. */
  qr_code: z.string().nullable(),
});

export const paymentInstructionsSchema = z.object({
  currency: z.enum(PAYMENT_CURRENCIES),
  total_minor: z.number().int(),
  paid_minor: z.number().int(),
  /** What is owed on or before `next_due_date` (0 when nothing is due). */
  due_now_minor: z.number().int(),
  next_due_date: z.string().nullable(),
  schedule: z.array(instalmentSchema),
  /** Null when the booking's currency cannot be paid by transfer to the operator's account. */
  bank_transfer: bankTransferSchema.nullable(),
});
export type PaymentInstructions = z.infer<typeof paymentInstructionsSchema>;

export const PAYMENT_TEXTS = {
  heading: 'How to pay',
  /** Replaces the original's "online payment is coming soon" note. */
  dueNow: (amount: string, date: string) => `To confirm your booking, please pay ${amount} by ${date}.`,
  balance: (amount: string, date: string) => `The balance of ${amount} is due by ${date}.`,
  inFull: 'Your trip starts soon, so the full amount is due now.',
  transfer: 'Pay by bank transfer to the account below. Quote the structured communication exactly: it tells us the payment is yours.',
  qr: 'Scan with your banking app to fill in the transfer',
  noTransfer: 'Bookings in Tanzanian shillings are paid at our Dar es Salaam office or by card: our team will contact you.',
} as const;
