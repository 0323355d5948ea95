import { z } from 'zod';
import { EMAIL_PATTERN } from '../auth';
import { ACCOUNT_MESSAGES } from '../messages';
import { INSTALMENT_KINDS } from './schedule';
import { PAYMENT_CURRENCIES } from './money';
import { CARD_TEXTS } from './texts';

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
  /** True when something is due and the site takes cards (Stripe Checkout is configured). */
  card_payment: z.boolean(),
});
export type PaymentInstructions = z.infer<typeof paymentInstructionsSchema>;

/** POST /payments/card-checkout */
export const cardCheckoutInput = z.object({
  /** 'ST-2026-000123', as the success dialog and the e-mails show it. */
  reference: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9-]{1,40}$/, CARD_TEXTS.notFound),
  email: z.string().trim().max(254, ACCOUNT_MESSAGES.emailFormat).regex(EMAIL_PATTERN, ACCOUNT_MESSAGES.emailFormat),
});
export type CardCheckoutInput = z.input<typeof cardCheckoutInput>;

/** Stripe's hosted payment page the browser goes to. */
export const cardCheckoutAnswer = z.object({ url: z.url() });
export type CardCheckoutAnswer = z.infer<typeof cardCheckoutAnswer>;

/** GET /payments/checkout-status?session_id=cs_…: the id Stripe puts in the return address. */
export const checkoutStatusQuery = z.object({
  session_id: z.string().regex(/^cs_[A-Za-z0-9_]{1,250}$/, 'Unknown payment session'),
});

export const CHECKOUT_STATUSES = ['paid', 'pending'] as const;
export const checkoutStatusAnswer = z.object({ status: z.enum(CHECKOUT_STATUSES) });
export type CheckoutStatus = z.infer<typeof checkoutStatusAnswer>['status'];
