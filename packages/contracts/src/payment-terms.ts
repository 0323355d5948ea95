import { z } from 'zod';

// The operator's payment terms on the wire: the site's default, a trip's override, and what the
// back office sends to change them. The rule they feed is payments/schedule.ts.

export const paymentTermsSchema = z.object({
  /** Share of the total due at booking, in whole percent. */
  deposit_percent: z.number().int().min(1).max(100),
  /** The balance is due this many days before departure; a booking made later pays in full. */
  balance_days_before: z.number().int().min(0).max(365),
});
export type PaymentTermsWire = z.infer<typeof paymentTermsSchema>;

export const PAYMENT_TERMS_MESSAGES = {
  deposit: 'Enter a deposit between 1 and 100 percent.',
  days: 'Enter between 0 and 365 days.',
} as const;

/** What staff send: the same fields, with messages a person reads. */
export const paymentTermsInput = z.object({
  deposit_percent: z.coerce
    .number({ error: PAYMENT_TERMS_MESSAGES.deposit })
    .int(PAYMENT_TERMS_MESSAGES.deposit)
    .min(1, PAYMENT_TERMS_MESSAGES.deposit)
    .max(100, PAYMENT_TERMS_MESSAGES.deposit),
  balance_days_before: z.coerce
    .number({ error: PAYMENT_TERMS_MESSAGES.days })
    .int(PAYMENT_TERMS_MESSAGES.days)
    .min(0, PAYMENT_TERMS_MESSAGES.days)
    .max(365, PAYMENT_TERMS_MESSAGES.days),
});

/** The back office's view: the site's terms and every trip that has its own. */
export const adminPaymentTerms = z.object({
  site: paymentTermsSchema,
  trips: z.array(paymentTermsSchema.extend({ trip_uuid: z.uuid(), trip_name: z.string() })),
});
export type AdminPaymentTerms = z.infer<typeof adminPaymentTerms>;

/** A trip's terms in its editor: its own, or null when it follows the site's. */
export const tripPaymentTerms = z.object({ own: paymentTermsSchema.nullable(), site: paymentTermsSchema });
export type TripPaymentTerms = z.infer<typeof tripPaymentTerms>;
