// When a booking is paid for: a deposit at booking and the balance some days before departure,
// or everything at once when the booking is made inside that window. Computed on the server (the
// amounts stored and asked for); the booking form shows the same schedule before sending.
import { addDays } from '../calendar';

/** The operator's payment terms: a site default, optionally overridden per trip. */
export interface PaymentTerms {
  /** Share of the total due at booking, in whole percent (1–100). */
  depositPercent: number;
  /** The balance is due this many days before the start date. */
  balanceDaysBefore: number;
}

export const DEFAULT_PAYMENT_TERMS: PaymentTerms = { depositPercent: 30, balanceDaysBefore: 60 };

export const INSTALMENT_KINDS = ['deposit', 'balance', 'full'] as const;
export type InstalmentKind = (typeof INSTALMENT_KINDS)[number];

export interface Instalment {
  kind: InstalmentKind;
  amountMinor: number;
  /** yyyy-MM-dd in the operator's calendar. */
  dueDate: string;
}

/**
 * The schedule of a booking of `totalMinor` made on `bookedOn` for a trip starting `startDate`
 * (both yyyy-MM-dd, the operator's calendar). The deposit is rounded down to the minor unit and
 * the balance is the rest, so the instalments always sum to the total. Inside the window (the
 * balance would be due on or before the booking day), or when the deposit would be everything
 * or nothing, one instalment of the full amount is due on the booking day.
 */
export function paymentSchedule(totalMinor: number, terms: PaymentTerms, bookedOn: string, startDate: string): Instalment[] {
  const balanceDue = addDays(startDate, -terms.balanceDaysBefore);
  const deposit = Math.floor((totalMinor * terms.depositPercent) / 100);
  if (balanceDue <= bookedOn || deposit <= 0 || deposit >= totalMinor) {
    return [{ kind: 'full', amountMinor: totalMinor, dueDate: bookedOn }];
  }
  return [
    { kind: 'deposit', amountMinor: deposit, dueDate: bookedOn },
    { kind: 'balance', amountMinor: totalMinor - deposit, dueDate: balanceDue },
  ];
}
